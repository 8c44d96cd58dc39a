import { CONFIRM_EMAIL_TTL_MS, DAY_MS } from '../contract/limits.ts';

/** A value a message is built with. */
type Value = string | number;

/**
 * The registration words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const registrationWords = {
  registerSuccessNextQueued:
    'O Arena Cowork ainda não está enviando e‑mails: peça à equipe do Arena Cowork o link para confirmar o seu e‑mail, pois sem isso o cadastro não pode ser aprovado. A equipe avisará você quando o acesso for liberado; até lá, ao entrar, o seu status aparecerá como Inativo.',
  // Registration (docs/product.md#validation, #errors)
  fieldRequired: 'O campo é obrigatório',
  emailTaken: 'E‑mail já cadastrado',
  fillAllFields: 'Preencha todos os campos',
  fillRequiredFields: 'Preencha todos os campos obrigatórios',
  checkAllFields: 'Verifique todos os campos digitados',
  phoneInvalid: 'Informe um celular válido, com DDD. Ex.: (11) 91234-5678',
  // The examples never break across lines: a no-break space after the area code and a
  // non-breaking hyphen (U+2011) inside the number.
  companyPhoneInvalid: 'Informe o telefone com DDD, como (11)\u00a03123\u20114567 ou (11)\u00a091234\u20115678',
  documentInvalid: 'CPF ou CNPJ inválido. Verifique os números digitados.',
  passwordRules: 'A senha deve ter no mínimo 6 caracteres, com pelo menos uma letra e um número.',
  passwordMismatch: 'As senhas não conferem. Digite a mesma senha nos dois campos.',
  termsRequired: 'É preciso aceitar os Termos de Uso para concluir o cadastro.',
  registrationExpired: 'Seu cadastro não foi encontrado neste navegador. Comece novamente informando o seu e‑mail.',
  registrationOutOfOrder: 'Conclua as etapas anteriores do cadastro antes de continuar.',
  registrationDone: 'Cadastro concluído! Aguarde a validação da equipe financeira.',
  // /confirm-email, the link of the registration's e-mail (docs/product.md#registration-proof).
  emailConfirmTitle: 'Confirmação de e‑mail',
  emailConfirming: 'Confirmando o seu e‑mail…',
  emailConfirmed:
    'E‑mail confirmado! Agora a equipe financeira pode analisar o seu cadastro: você receberá um e‑mail assim que o acesso for liberado.',
  // Without MAIL_URL no e-mail is promised (docs/product.md#registration-proof).
  emailConfirmedQueued:
    'E‑mail confirmado! Agora a equipe financeira pode analisar o seu cadastro. Quando o acesso for liberado, você poderá entrar com o seu e‑mail e a sua senha.',
  emailConfirmInvalid:
    'Este link de confirmação não vale mais: ele expirou ou já foi usado. Se você já confirmou o seu e‑mail, é só aguardar a análise da equipe financeira. Se ainda não confirmou, toque em “Esqueceu a senha?” na tela de entrada: o link que enviaremos também confirma o e‑mail.',
  // A field past its limit (packages/shared/src/limits.ts), and the counter under a text area.
  tooLong: (max: number) => (max === 1 ? 'Use no máximo 1 caractere.' : `Use no máximo ${max} caracteres.`),
  // A text field with a line break or another control character (docs/product.md#validation).
  controlCharacters: 'Escreva em uma só linha, sem quebras de linha nem caracteres especiais de controle.',
  controlCharactersMultiline: 'O texto tem caracteres especiais de controle. Apague-os e tente de novo.',
  characterCount: ({ count, max }: { count: number; max: number }) =>
    max === 1 ? `${count} de 1 caractere` : `${count} de ${max} caracteres`,
  // Registration wizard and /reset-password screens (docs/product.md#screens, docs/product.md#api); {n} and {total} are its arguments.
  registerStep: ({ n, total }: { n: Value; total: Value }) => `Etapa ${n} de ${total}`,
  registerEmailTitle: 'Crie seu acesso',
  registerResuming: 'Retomando o seu cadastro…',
  registerEmailIntro: 'Informe o e‑mail que você vai usar para entrar no Arena.',
  registerHaveAccess: 'Já tem acesso?',
  registerBackToLogin: 'Voltar para o login',
  registerPersonalTitle: 'Seus dados',
  registerBusinessTitle: 'Dados da empresa',
  registerBusinessIntro: 'Pessoa física? Informe o seu CPF e, no lugar do nome da empresa, o seu nome completo.',
  registerRequiredNote: 'Campos com * são obrigatórios.',
  registerContinue: 'Continuar',
  registerStepBack: 'Voltar à etapa anterior',
  registerFirstName: 'Nome',
  registerLastName: 'Sobrenome',
  registerDocument: 'CPF ou CNPJ',
  registerCompanyName: 'Nome da empresa',
  registerActivity: 'Ramo de atividade',
  registerCompanyPhone: 'Telefone comercial',
  registerSite: 'Site',
  registerSitePlaceholder: 'www.suaempresa.com.br',
  registerConfirmPassword: 'Confirme a senha',
  registerPasswordTitle: 'Crie sua senha',
  passwordChecklistTitle: 'A senha precisa ter:',
  passwordRuleLength: (n: number) => (n === 1 ? 'Pelo menos 1 caractere' : `Pelo menos ${n} caracteres`),
  passwordRuleLetter: 'Pelo menos uma letra',
  passwordRuleDigit: 'Pelo menos um número',
  // Read after each rule of the checklist by screen readers.
  passwordRuleMet: '(atendido)',
  passwordRulePending: '(pendente)',
  registerTermsTitle: 'Termos de Uso',
  registerTermsIntro:
    'Leia os Termos de Uso do Arena Cowork. Ao aceitá-los, o seu cadastro é concluído e enviado à equipe financeira.',
  registerTermsRegion: 'Texto dos Termos de Uso',
  registerAccept: 'Aceito os termos e concluo o cadastro',
  registerSuccessTitle: 'Cadastro concluído!',
  registerSuccessText:
    'Recebemos os seus dados. Agora o cadastro aguarda a validação da equipe financeira do Arena Cowork.',
  registerSuccessNext:
    'Enviamos um link para o seu e‑mail: abra-o para confirmar que o endereço é seu, pois sem isso o cadastro não pode ser aprovado. Você receberá outro e‑mail assim que o acesso for liberado. Até lá, ao entrar, o seu status aparecerá como Inativo.',
  registerSuccessBack: 'Voltar para o início',
  resetPasswordTitle: 'Defina sua senha',
  resetPasswordIntro: 'Escolha a senha que você vai usar para entrar no Arena.',
  resetPasswordSubmit: 'Salvar senha',
  pendingConfirmEmail: (email: Value) =>
    `Falta confirmar o seu e‑mail: abra o link que enviamos para ${email}. Só depois disso a equipe financeira pode analisar o seu cadastro.`,
  pendingConfirmEmailQueued:
    'Falta confirmar o seu e‑mail. O Arena Cowork ainda não está enviando e‑mails: peça à equipe do Arena Cowork o link de confirmação. Só depois disso a equipe financeira pode analisar o seu cadastro.',
  // Confirmed, waiting for finance; without MAIL_URL no e-mail is promised.
  pendingReviewQueued:
    'Seu cadastro está em análise pela equipe financeira. A equipe do Arena Cowork avisará você quando o acesso for liberado.',
  confirmationResend: 'Enviar o link de novo',
  confirmationResending: 'Enviando…',
  confirmationResent: (email: Value) =>
    `Enviamos um novo link de confirmação para ${email}. Ele vale por ${CONFIRM_EMAIL_TTL_MS / DAY_MS} dias.`,
  confirmationResentQueued:
    'O Arena Cowork ainda não está enviando e‑mails: peça à equipe do Arena Cowork o link de confirmação.',
  emailAlreadyConfirmed: 'O seu e‑mail já está confirmado. Agora é só aguardar a análise da equipe financeira.',
} as const;
