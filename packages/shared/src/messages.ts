/**
 * Every text a person can read, in one catalogue (product.md §10).
 * The seed's words are kept, with its spelling slips corrected as product.md §10 lists; the
 * words chosen for each thing are in docs/glossary.md.
 */
import { privacyMessages } from './privacy-messages.ts';
import { rolesMessages } from './roles-messages.ts';
import { teamMessages } from './team-messages.ts';

/** A value a message is built with. */
type Value = string | number;

export const messages = {
  // Login (seed §5, §8)
  loginRequired: 'Todos os campos devem ser preenchidos',
  loginFailed: 'Ops, não foi possível realizar o login. Verifique seus dados!',
  loginTitle: 'Entrar',
  loginSubmit: 'Entrar',
  installApp: 'Instalar o aplicativo',
  // Recovery (seed §8)
  recoveryInvalid: 'Preencha o campo e-mail e clique em "Esqueceu a senha?".',
  recoverySent: 'Foi enviada uma mensagem para o e-mail cadastrado.',
  // Without MAIL_URL (GET /config mail_delivered: false) mail only waits in the outbox: no e-mail is promised.
  recoveryQueued:
    'Pedido registrado. Este Arena ainda não envia e-mails: peça à recepção o link para criar uma nova senha.',
  registerSuccessNextQueued:
    'Este Arena ainda não envia e-mails: a recepção avisa você quando o acesso for liberado. Até lá, ao entrar, o seu status aparece como Inativo.',
  teamInviteNoteQueued:
    'Este Arena ainda não envia e-mails: depois do cadastro, peça à recepção o link para o novo usuário criar a senha de acesso.',
  resetTokenInvalid: 'Este link não é mais válido. Peça um novo link de recuperação.',
  passwordChanged: 'Senha definida com sucesso. Você já pode entrar.',
  // Field labels several forms share (seed §2, §5).
  fieldName: 'Nome',
  fieldEmail: 'E-mail',
  fieldPassword: 'Senha',
  fieldMobile: 'Celular',
  fieldMessage: 'Mensagem',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirme a nova senha',
  // Registration (seed §5, §8)
  fieldRequired: 'O campo é obrigatório',
  emailTaken: 'E-mail já cadastrado',
  fillAllFields: 'Preencha todos os campos',
  fillRequiredFields: 'Preencha todos os campos obrigatórios',
  checkAllFields: 'Verifique todos os campos digitados',
  phoneInvalid: 'Informe um celular válido com DDD: (11) 91234-5678',
  companyPhoneInvalid: 'Informe um telefone válido: 3123-4567 ou 91234-5678',
  documentInvalid: 'CPF ou CNPJ inválido. Verifique os números digitados.',
  passwordRules: 'A senha deve ter no mínimo 6 caracteres, com pelo menos uma letra e um número.',
  passwordMismatch: 'Verifique se as duas senhas são iguais',
  termsRequired: 'É preciso aceitar os termos de uso para concluir o cadastro.',
  registrationExpired: 'Seu cadastro não foi encontrado neste navegador. Comece novamente informando o seu e-mail.',
  registrationOutOfOrder: 'Conclua as etapas anteriores do cadastro antes de continuar.',
  registrationDone: 'Cadastro concluído! Aguarde a validação do financeiro.',
  // A field past its limit (packages/shared/src/limits.ts), and the counter under a text area.
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  characterCount: ({ count, max }: { count: number; max: number }) => `${count} de ${max} caracteres`,
  // Registration wizard and /reset-password screens (seed §2, product.md §3); {n} and {total} are its arguments.
  registerStep: ({ n, total }: { n: Value; total: Value }) => `Etapa ${n} de ${total}`,
  registerEmailTitle: 'Crie seu acesso',
  registerResuming: 'Retomando o seu cadastro…',
  registerEmailIntro: 'Informe o e-mail que você vai usar para entrar no Arena.',
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
  registerActivity: 'Atividade',
  registerCompanyPhone: 'Telefone comercial',
  registerSite: 'Site',
  registerSitePlaceholder: 'www.suaempresa.com.br',
  registerConfirmPassword: 'Confirme a senha',
  registerPasswordTitle: 'Crie sua senha',
  passwordChecklistTitle: 'A senha precisa ter:',
  passwordRuleLength: (n: number) => `Pelo menos ${n} caracteres`,
  passwordRuleLetter: 'Pelo menos uma letra',
  passwordRuleDigit: 'Pelo menos um número',
  // Read after each rule of the checklist by screen readers.
  passwordRuleMet: '(atendido)',
  passwordRulePending: '(pendente)',
  registerTermsTitle: 'Termos de uso',
  registerTermsIntro:
    'Leia os termos de uso do Arena Cowork. Ao aceitá-los, o seu cadastro é concluído e enviado ao financeiro.',
  registerTermsRegion: 'Texto dos termos de uso',
  registerAccept: 'Aceito os termos e concluo o cadastro',
  registerSuccessTitle: 'Cadastro concluído!',
  registerSuccessText: 'Recebemos os seus dados. Agora o cadastro aguarda a validação do financeiro do Arena Cowork.',
  registerSuccessNext:
    'Você receberá um e-mail assim que o acesso for liberado. Até lá, ao entrar, o seu status aparece como Inativo.',
  registerSuccessBack: 'Voltar para o início',
  resetPasswordTitle: 'Defina sua senha',
  resetPasswordIntro: 'Escolha a senha que você vai usar para entrar no Arena.',
  resetPasswordSubmit: 'Salvar senha',
  // /reset-password opened from an invite, or for a known account (POST /reset-pass/check).
  inviteInvalid: 'Este convite não é mais válido. Peça a quem convidou você que envie um novo convite.',
  invitePasswordTitle: 'Crie sua senha',
  invitePasswordFor: (email: Value) => `Você recebeu um convite para o Arena Cowork. Crie a senha da conta ${email}.`,
  resetPasswordFor: (email: Value) => `Escolha a nova senha da conta ${email}.`,
  // Status (seed §4)
  statusOk: 'Tudo certo!',
  statusPending: 'Procure o administrador do Arena Cowork para eliminar esta pendência',
  // The badge: anything but Ativo is shown as Inativo (seed §4).
  statusActive: 'Ativo',
  statusInactive: 'Inativo',
  // Account (seed §5, §8)
  emailInvalid: 'O email digitado é inválido',
  // The studio form's wording of the same message (seed §8).
  studioEmailInvalid: 'O email digitado é inválido!',
  newPasswordMismatch: 'As senhas são diferentes. Verifique, por favor.',
  currentPasswordWrong: 'A senha atual não confere. Verifique, por favor.',
  currentPasswordRequired: 'Informe a senha atual para definir uma nova senha.',
  currentPasswordForEmail: 'Informe a senha atual para alterar o e-mail.',
  accountUpdated: 'Dados atualizados com sucesso',
  // Plan, contact, studio (seed §8)
  actionDone: 'Ação realizada com sucesso!',
  planFailed: 'Ops, não foi possível realizar essa ação! Verifique se todos os campos foram preenchidos.',
  contactFailed: 'Verifique todos os campos!',
  studioDone: 'Sua solicitação foi realizada com sucesso!',
  // Account, plan, studio and contact screens (seed §2)
  accountTitle: 'Gerenciar conta',
  accountYourData: 'Seus dados',
  accountContact: 'Contato',
  accountPassword: 'Senha',
  currentPassword: 'Senha atual',
  // Seed §2: "Button Alterar saves; button Alterar Plano goes to the plan screen" (sentence case, as every button).
  accountSave: 'Alterar',
  accountChangePlan: 'Alterar plano',
  accountPlan: 'Plano',
  accountEditTitle: 'Editar dados',
  accountNoPlan: 'Sem plano definido',
  accountRequiredNote:
    'Campos com * são obrigatórios: o celular sempre; a senha atual quando você alterar o e-mail ou a senha.',
  planTitle: 'Alterar plano',
  planIntro: 'Escolha o plano desejado e deixe uma mensagem. A equipe do Arena Cowork responde por e-mail.',
  planCurrent: 'plano atual',
  planChoice: 'Plano desejado',
  planMessagePlaceholder: 'Conte por que deseja mudar de plano e a partir de quando.',
  planSubmit: 'Enviar pedido',
  planSharedText: 'Uma estação de trabalho na área compartilhada, na mesa que estiver livre.',
  planDedicatedText: 'Uma posição fixa: a mesma mesa reservada para você todos os dias.',
  planExclusiveText: 'Uma sala privativa, só para você e a sua equipe.',
  studioTitle: 'Reservar Estúdio',
  studioIntro:
    'O estúdio do Arena Cowork é equipado para a gravação de podcasts e vídeos. Conte o que pretende gravar e quando: a equipe confirma o horário por e-mail.',
  studioAbout: 'Sobre o estúdio',
  studioMessagePlaceholder: 'O que você vai gravar, em que dia e por quanto tempo.',
  studioSubmit: 'Solicitar estúdio',
  contactTitle: 'Atendimento',
  contactIntro: 'Escolha o setor e escreva a sua mensagem. Respondemos no e-mail informado.',
  contactDepartment: 'Setor',
  contactDepartmentChoose: 'Selecione o setor',
  contactSubmit: 'Enviar',
  whatsappTitle: 'WhatsApp',
  whatsappLink: 'Conversar pelo WhatsApp',
  whatsappIntro: 'Prefere conversar agora? Fale com a recepção pelo WhatsApp.',
  opensInNewTab: '(abre em nova aba)',
  // Booking (seed §8, product.md §4, §8)
  bookingDone: 'Agendamento efetuado com sucesso!',
  bookingInvalid: 'Ops, faltam informações ou a data é anterior à atual.',
  bookingConflict: 'Este horário já está reservado. Escolha outro horário.',
  bookingWeekend: 'Não há reservas aos sábados e domingos. Escolha um dia útil.',
  bookingClosedDay: 'O espaço estará fechado neste dia. Escolha outra data.',
  bookingOutsideHours: 'Escolha horários dentro do funcionamento do espaço.',
  bookingOffGrid: 'Escolha um dos horários da lista.',
  bookingEndBeforeStart: 'O horário final deve ser depois do horário inicial.',
  bookingTooFar: 'Esta data ainda não está aberta para reservas.',
  bookingSameDay: 'A reserva deve começar e terminar no mesmo dia.',
  roomNotFound: 'Sala não encontrada.',
  dayInvalid: 'Escolha uma data válida (AAAA-MM-DD).',
  appointmentsEmpty: 'Nenhum agendamento encontrado.',
  cancelDone: 'Cancelamento efetuado com sucesso',
  cancelTooLate: (hours: number) =>
    `Cancelamentos devem ser feitos com no mínimo ${hours} ${hours === 1 ? 'hora' : 'horas'} de antecedência. Entre em contato com o administrador.`,
  appointmentNotFound: 'Reserva não encontrada.',
  appointmentNotYours: 'Você só pode cancelar as suas próprias reservas.',
  appointmentAlreadyCancelled: 'Esta reserva já foi cancelada.',
  // Room booking screen (/room, seed §2, §4)
  roomTitle: 'Reservar Sala',
  roomPicker: 'Escolha a sala',
  roomPicture: (room: Value) => `Ilustração da ${room}`,
  roomNewBooking: 'Nova reserva',
  roomDate: 'Data',
  roomPickDay: 'Escolha um dia útil no calendário.',
  roomChosenDay: (day: Value) => `Data escolhida: ${day}`,
  roomStart: 'Horário inicial',
  roomEnd: 'Horário final',
  roomChoose: 'Escolha',
  roomChooseStartFirst: 'Escolha o início',
  roomSlotTaken: (time: Value) => `${time} (indisponível)`,
  roomBook: 'Reservar',
  roomAppointments: 'Reservas',
  // {shown} and {total} are its arguments.
  roomShowMore: ({ shown, total }: { shown: Value; total: Value }) => `Mostrar mais (${shown} de ${total})`,
  roomMine: 'Sua reserva',
  roomCancel: 'Cancelar',
  roomCancelWhich: (when: Value) => `a reserva de ${when}`,
  roomLoading: 'Carregando…',
  // Team (seed §5, §8, product.md §6): team-messages.ts.
  ...teamMessages,
  ...privacyMessages,
  ...rolesMessages,
  // Access (product.md §2)
  managersOnly: 'Opção disponível somente para gerentes!',
  notActive: 'Procure o administrador do Arena Cowork para eliminar esta pendência',
  unauthenticated: 'Sua sessão expirou. Entre novamente.',
  staffOnly: 'Área restrita à equipe do Arena Cowork.',
  // The frame of every screen: the brand, the back arrow, the greeting, SAIR (seed §2), the dialogs' buttons (seed §8).
  brandName: 'Arena Cowork',
  documentTitle: (page: Value) => `${page} · Arena Cowork`,
  back: 'Voltar',
  greeting: (name: Value) => `Olá, ${name}`,
  logout: 'SAIR',
  ok: 'OK',
  yes: 'Sim',
  no: 'Não',
  notNow: 'Agora não',
  // Issue 12: the password toggle, home's one greeting, the cancellation deadline, others' bookings.
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  homeWelcome: (name: Value) => `Boas-vindas, ${name}!`,
  // The home's banner and six tiles, named as seed §2 names them.
  homeBanner: 'Arena Cowork: o seu espaço para trabalhar e receber clientes',
  tileAccount: 'Cadastro',
  tileRoom: 'Reservar Sala',
  tileStudio: 'Reservar Estúdio',
  tileNews: 'Informativo',
  tileContact: 'Atendimento',
  tileTeam: 'Gerenciar Equipe',
  cancelUntil: (time: Value) => `cancelamento até ${time}`,
  confirmCancelWhich: ({ room, when }: { room: Value; when: Value }) =>
    `Deseja cancelar a reserva da ${room} em ${when}?`,
  roomTaken: 'Ocupado',
  // Generic
  invalidInput: 'Verifique os dados enviados.',
  notFound: 'Página não encontrada.',
  // What the API answers a body it cannot read (product.md §3: every error in pt-BR).
  invalidJsonBody: 'O corpo da requisição deve ser um JSON válido.',
  jsonOnly: 'Envie os dados como JSON (Content-Type: application/json).',
  bodyTooLarge: 'Os dados enviados são grandes demais.',
  tooManyRequests: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  serverError: 'Ops, algo deu errado do nosso lado. Tente novamente em instantes.',
  loggedOut: 'Você saiu da sua conta.',
  otherSessionsEnded: 'Pronto: você saiu de todos os outros dispositivos.',
  userNotFound: 'Usuário não encontrado.',
  requestNotFound: 'Pedido não encontrado.',
  offline: 'Você está offline...',
  networkError: 'Não foi possível conectar ao Arena. Verifique sua internet e tente novamente.',
  noAccessYet: 'Ainda não tenho acesso',
  forgotPassword: 'Esqueceu a senha?',
  reload: 'Recarregar',
  installAndroid: 'Instale o Arena no seu celular para abrir com um toque.',
  installIos: 'Para instalar no iPhone: toque em Compartilhar e depois em Adicionar à Tela de Início.',
  errorScreenTitle: 'Algo deu errado',
  errorScreenText: 'Não conseguimos abrir esta página. Tente novamente ou volte para o início.',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço que você abriu não existe no Arena.',
  backHome: 'Voltar para o início',
  confirmCancel: 'Deseja cancelar esta reserva?',
  confirmRemoveMember: 'Deseja excluir este usuário da sua equipe?',
  updateAvailable: 'Novo conteúdo encontrado. Recarregar a página?',
  // Plans with included hours (product.md §9); hours come formatted ("1,5"), months by name.
  planHoursExceeded: (left: Value, month: Value) =>
    left === '0'
      ? `As horas de sala do seu plano em ${month} acabaram. Escolha um horário em outro mês ou fale com o Arena Cowork.`
      : `Seu plano não tem horas suficientes para esta reserva: restam ${left} h em ${month}.`,
  planNotFound: 'Plano não encontrado.',
  usageLine: (used: Value, included: Value, month: Value) => `${used} h de ${included} h usadas em ${month}`,
  usageOverage: (hours: Value) => `${hours} h de excedente`,
  usageNoPlan: (used: Value, month: Value) => `${used} h usadas em ${month} · sem plano com horas incluídas`,
  usageLoading: 'Carregando as horas do plano…',
  planHoursText: (hours: Value) => `${hours} h de salas de reunião por mês`,
  overageNotice: (hours: Value, left: Value, month: Value) =>
    left === '0'
      ? `As horas do seu plano em ${month} já foram usadas: esta reserva (${hours} h) será cobrada como excedente. Deseja reservar?`
      : `Restam ${left} h do seu plano em ${month}: ${hours} h desta reserva serão cobradas como excedente. Deseja reservar?`,
} as const;

export type MessageKey = keyof typeof messages;
