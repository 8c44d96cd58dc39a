/** A value a message is built with. */
type Value = string | number;

/**
 * The users words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const usersWords = {
  // Login (docs/product.md#validation, #errors)
  loginRequired: 'Todos os campos devem ser preenchidos',
  loginFailed: 'Ops, não foi possível realizar o login. Verifique seus dados!',
  loginTitle: 'Entrar',
  loginSubmit: 'Entrar',
  installApp: 'Instalar o aplicativo',
  // Recovery (docs/product.md#errors)
  recoveryInvalid: 'Preencha o campo “E‑mail” e toque em “Esqueceu a senha?”.',
  recoverySent: 'Foi enviada uma mensagem para o e‑mail cadastrado.',
  // Without MAIL_URL (GET /config mail_delivered: false) mail only waits in the outbox: no e-mail is promised.
  recoveryQueued:
    'Pedido registrado. O Arena Cowork ainda não está enviando e‑mails: peça à equipe do Arena Cowork o link para criar uma nova senha.',
  teamInviteNoteQueued:
    'O Arena Cowork ainda não está enviando e‑mails: depois do cadastro, peça à equipe do Arena Cowork o link para o novo usuário criar a senha de acesso.',
  resetTokenInvalid: 'Este link não é mais válido. Peça um novo link de recuperação.',
  passwordChanged: 'Senha definida com sucesso. Você já pode entrar.',
  // /reset-password opened from an invite, or for a known account (POST /reset-pass/check).
  inviteInvalid: 'Este convite não é mais válido. Peça a quem convidou você que envie um novo convite.',
  // The invite's link opened again after the password was created with it (walk C8).
  inviteUsed: 'Você já criou a sua senha com este convite. Entre com o seu e‑mail e a senha.',
  invitePasswordTitle: 'Crie sua senha',
  invitePasswordFor: (email: Value) => `Você recebeu um convite para o Arena Cowork. Crie a senha da conta ${email}.`,
  resetPasswordFor: (email: Value) => `Escolha a nova senha da conta ${email}.`,
  // Status (docs/product.md#statuses)
  statusOk: 'Tudo certo!',
  statusPending: 'Procure o administrador do Arena Cowork para eliminar esta pendência',
  // The badge: anything but Ativo is shown as Inativo (docs/product.md#statuses).
  statusActive: 'Ativo',
  statusInactive: 'Inativo',
  // Account (docs/product.md#validation, #errors)
  emailInvalid: 'O e‑mail digitado é inválido',
  // The studio form's key for the same message: one text for one check (docs/product.md#one-word-per-thing).
  studioEmailInvalid: 'O e‑mail digitado é inválido',
  newPasswordMismatch: 'As senhas não conferem. Digite a mesma senha nos dois campos.',
  currentPasswordWrong: 'A senha atual não confere. Verifique, por favor.',
  currentPasswordRequired: 'Informe a senha atual para definir uma nova senha.',
  currentPasswordForEmail: 'Informe a senha atual para alterar o e‑mail.',
  accountUpdated: 'Dados atualizados com sucesso',
  // Plan, contact, studio (docs/product.md#errors)
  actionDone: 'Ação realizada com sucesso!',
  planFailed: 'Ops, não foi possível realizar essa ação! Verifique se todos os campos foram preenchidos.',
  contactFailed: 'Verifique todos os campos!',
  studioDone: 'Sua solicitação foi realizada com sucesso!',
  // Account, plan, studio and contact screens (docs/product.md#screens)
  accountTitle: 'Gerenciar conta',
  accountYourData: 'Seus dados',
  accountContact: 'Contato',
  accountPassword: 'Senha',
  currentPassword: 'Senha atual',
  // docs/product.md#screens: "Button Alterar saves; button Alterar Plano goes to the plan screen" (sentence case, as every button).
  accountSave: 'Alterar',
  accountChangePlan: 'Alterar plano',
  accountPlan: 'Plano',
  accountEditTitle: 'Editar dados',
  accountNoPlan: 'Sem plano',
  accountRequiredNote: 'O celular é obrigatório. Para alterar o e‑mail ou a senha, informe também a senha atual.',
  planTitle: 'Alterar plano',
  planIntro: 'Escolha o plano desejado e deixe uma mensagem. A equipe do Arena Cowork responde por e‑mail.',
  planCurrent: 'plano atual',
  planChoice: 'Plano desejado',
  planMessagePlaceholder: 'Conte por que deseja mudar de plano e a partir de quando.',
  planSubmit: 'Enviar pedido',
  planSharedText: 'Uma estação de trabalho na área compartilhada, na mesa que estiver livre.',
  planDedicatedText: 'Uma mesa fixa, reservada para você todos os dias.',
  planExclusiveText: 'Uma sala privativa, só para você e a sua equipe.',
  studioTitle: 'Reservar estúdio',
  studioIntro:
    'O estúdio do Arena Cowork é equipado para a gravação de podcasts e vídeos. Conte o que pretende gravar e quando: a equipe confirmará o horário por e‑mail.',
  studioAbout: 'Sobre o estúdio',
  studioMessagePlaceholder: 'O que você vai gravar, em que dia e por quanto tempo.',
  studioSubmit: 'Solicitar estúdio',
  contactTitle: 'Atendimento',
  contactIntro: 'Escolha o setor e escreva a sua mensagem. Responderemos pelo e‑mail informado.',
  contactDepartment: 'Setor',
  contactDepartmentChoose: 'Selecione o setor',
  contactSubmit: 'Enviar',
  whatsappTitle: 'WhatsApp',
  whatsappLink: 'Conversar pelo WhatsApp',
  whatsappIntro: 'Prefere conversar agora? Fale com a recepção pelo WhatsApp.',
  opensInNewTab: '(abre em nova aba)',
  // Access (docs/product.md#statuses-and-levels)
  managersOnly: 'Opção disponível somente para gerentes!',
  // A team gerente opening Cadastro or Gerenciar Equipe (docs/product.md#team-gerente).
  holdersOnly: 'Opção disponível somente para o titular da conta!',
  membersOnly: 'Opção disponível somente para contas de membros. A equipe do Arena Cowork usa a área de administração.',
  notActive: 'Procure o administrador do Arena Cowork para eliminar esta pendência',
  pendingReview:
    'Seu cadastro está em análise pela equipe financeira. Você receberá um e‑mail quando o acesso for liberado.',
  unauthenticated: 'Sua sessão não é mais válida. Entre novamente.',
  staffOnly: 'Área restrita à equipe do Arena Cowork.',
  staffRoleForbidden: 'O seu perfil na equipe do espaço não permite esta ação.',
  staffRoleRecepcao: 'Recepção',
  staffRoleFinanceiro: 'Financeiro',
  staffRoleAdmin: 'Administração',
  // 30 days after the login, or 14 days unused.
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  // SAIR on this token, e.g. in another tab.
  sessionLoggedOut: 'Você saiu da sua conta. Entre novamente.',
  // The password was changed (account screen, a recovery link, the staff command).
  sessionPasswordChanged: 'A senha da sua conta foi alterada, e esta sessão foi encerrada. Entre com a nova senha.',
  // _Sair de todos os outros dispositivos_ on another device.
  sessionEndedElsewhere: 'Esta sessão foi encerrada a partir de outro dispositivo. Entre novamente.',
  // docs/product.md#team: told as removed by the account holder, never as an expiry.
  accessRemoved: 'Seu acesso ao Arena Cowork foi removido pelo titular da conta.',
  staffAccessRemoved: 'Seu acesso à administração do Arena Cowork foi removido por um administrador.',
  // docs/product.md#anonymize: the person's data were anonymised (their deletion request, or staff).
  accessAnonymized: 'Seus dados pessoais foram excluídos do Arena Cowork, e o seu acesso foi encerrado.',
  // docs/product.md#anonymize: the account holder's data were anonymised; the team's access ends with them.
  teamAccessEnded: 'O acesso da sua equipe ao Arena Cowork foi encerrado junto com a conta do titular.',
  // A 429, from its Retry-After (the catalogue's `tooManyRequests` when the wait is unknown).
  tooManyRequestsSeconds: 'Muitas tentativas. Aguarde alguns segundos e tente novamente.',
  tooManyRequestsOneMinute: 'Muitas tentativas. Aguarde 1 minuto e tente novamente.',
  tooManyRequestsMinutes: (minutes: Value) =>
    `Muitas tentativas. Aguarde ${Number(minutes) === 1 ? '1 minuto' : `${minutes} minutos`} e tente novamente.`,
} as const;
