/**
 * Every text a person can read, in one catalogue (docs/product.md#words).
 * The seed's words are kept, with its spelling slips corrected as docs/product.md#words lists; the
 * words chosen for each thing are in docs/glossary.md.
 */
import { moneyMessages } from './money-messages.ts';
import { privacyMessages } from './privacy-messages.ts';
import { rolesMessages } from './roles-messages.ts';
import { confirmationMessages } from './confirmation-messages.ts';
import { sessionMessages } from './session-messages.ts';
import { teamMessages } from './team-messages.ts';
import { termsMessages } from './terms-messages.ts';

/** A value a message is built with. */
type Value = string | number;

export const messages = {
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
  registerSuccessNextQueued:
    'O Arena Cowork ainda não está enviando e‑mails: peça à equipe do Arena Cowork o link para confirmar o seu e‑mail, pois sem isso o cadastro não pode ser aprovado. A equipe avisará você quando o acesso for liberado; até lá, ao entrar, o seu status aparecerá como Inativo.',
  teamInviteNoteQueued:
    'O Arena Cowork ainda não está enviando e‑mails: depois do cadastro, peça à equipe do Arena Cowork o link para o novo usuário criar a senha de acesso.',
  resetTokenInvalid: 'Este link não é mais válido. Peça um novo link de recuperação.',
  passwordChanged: 'Senha definida com sucesso. Você já pode entrar.',
  // Field labels several forms share (docs/product.md#screens, #validation).
  fieldName: 'Nome',
  fieldEmail: 'E‑mail',
  fieldPassword: 'Senha',
  fieldMobile: 'Celular',
  fieldMessage: 'Mensagem',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirme a nova senha',
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
  termsRequired: 'É preciso aceitar os termos de uso para concluir o cadastro.',
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
    'Este link de confirmação não vale mais: ele expirou ou já foi usado. Se você já confirmou o seu e‑mail, é só aguardar a validação do financeiro; se não, peça um link em Esqueceu a senha?, na tela de entrada: ele também confirma o e‑mail.',
  // A field past its limit (packages/shared/src/limits.ts), and the counter under a text area.
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  // A text field with a line break or another control character (docs/product.md#validation).
  controlCharacters: 'Escreva em uma só linha, sem quebras de linha nem caracteres especiais de controle.',
  controlCharactersMultiline: 'O texto tem caracteres especiais de controle. Apague-os e tente de novo.',
  characterCount: ({ count, max }: { count: number; max: number }) => `${count} de ${max} caracteres`,
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
  passwordRuleLength: (n: number) => `Pelo menos ${n} caracteres`,
  passwordRuleLetter: 'Pelo menos uma letra',
  passwordRuleDigit: 'Pelo menos um número',
  // Read after each rule of the checklist by screen readers.
  passwordRuleMet: '(atendido)',
  passwordRulePending: '(pendente)',
  registerTermsTitle: 'Termos de uso',
  registerTermsIntro:
    'Leia os termos de uso do Arena Cowork. Ao aceitá-los, o seu cadastro é concluído e enviado à equipe financeira.',
  registerTermsRegion: 'Texto dos termos de uso',
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
  // Booking (docs/product.md#errors, docs/product.md#booking-rules, #my-bookings)
  bookingDone: 'Agendamento efetuado com sucesso!',
  bookingInvalid: 'Ops, faltam informações ou a data é anterior à atual.',
  bookingConflict: 'Este horário já está reservado. Escolha outro horário.',
  bookingWeekend: 'Não há reservas aos sábados e domingos. Escolha um dia útil.',
  bookingClosedDay: 'O espaço estará fechado neste dia. Escolha outra data.',
  bookingOutsideHours: 'O espaço está fechado nesse horário. Escolha outro.',
  bookingOffGrid: 'Escolha um dos horários da lista.',
  bookingEndBeforeStart: 'O horário final deve ser depois do horário inicial.',
  bookingTooFar: 'Esta data ainda não está aberta para reservas.',
  bookingSameDay: 'A reserva deve começar e terminar no mesmo dia.',
  roomNotFound: 'Sala não encontrada.',
  dayInvalid: 'Escolha uma data válida.',
  appointmentsEmpty: 'Nenhum agendamento encontrado.',
  cancelDone: 'Cancelamento efetuado com sucesso',
  cancelTooLate: (hours: number) =>
    `Cancelamentos devem ser feitos com no mínimo ${hours} ${hours === 1 ? 'hora' : 'horas'} de antecedência. Entre em contato com o administrador.`,
  appointmentNotFound: 'Reserva não encontrada.',
  appointmentNotYours: 'Você só pode cancelar as suas próprias reservas.',
  appointmentAlreadyCancelled: 'Esta reserva já foi cancelada.',
  // Room booking screen (/room, docs/product.md#screens, #statuses)
  roomTitle: 'Reservar sala',
  roomPicker: 'Escolha a sala',
  roomPicture: (room: Value) => `Ilustração: ${room}`,
  // The room's capacity beside its picture (staff may change it, so never drawn in the picture).
  roomCapacity: (n: number) => (n === 1 ? 'Até 1 pessoa' : `Até ${n} pessoas`),
  roomNewBooking: 'Nova reserva',
  roomDate: 'Data',
  roomPickDay: 'Escolha um dia útil no calendário.',
  roomChosenDay: (day: Value) => `Data escolhida: ${day}`,
  roomStart: 'Horário inicial',
  roomEnd: 'Horário final',
  roomChoose: 'Escolha',
  // The end select before a start is chosen: a dash that fits, and a hint under it (cut at 390 px otherwise).
  roomChooseStartFirst: '—',
  roomChooseStartFirstHint: 'Escolha primeiro o horário inicial.',
  roomSlotTaken: (time: Value) => `${time} (indisponível)`,
  roomBook: 'Reservar',
  roomAppointments: 'Reservas',
  // {shown} and {total} are its arguments.
  roomShowMore: ({ shown, total }: { shown: Value; total: Value }) => `Mostrar mais (${shown} de ${total})`,
  roomMine: 'Sua reserva',
  roomCancel: 'Cancelar',
  roomCancelWhich: (when: Value) => `a reserva de ${when}`,
  roomLoading: 'Carregando…',
  // Guests of a booking (docs/product.md#visitors); the screens' words are in visitors-messages.ts.
  guestNameRequired: 'Informe o nome do convidado.',
  guestNameInvalid: 'O nome não pode ter quebras de linha.',
  guestsFull: 'A sala já está com a lotação completa.',
  guestsClosed: 'Não é possível mudar os convidados de uma reserva que já começou.',
  guestNotFound: 'Convidado não encontrado.',
  guestsNotYours: 'Você só pode ver e mudar os convidados das suas próprias reservas.',
  // RATE_LIMIT_GUEST_INVITE (docs/product.md#visitors): the day's invitations by e-mail are spent.
  guestInvitesTooMany:
    'Você atingiu o limite diário de convites por e‑mail. Adicione o convidado sem e‑mail ou tente novamente mais tarde.',
  guestAdded: 'Convidado adicionado.',
  guestRemoved: 'Convidado removido.',
  // Check-in (docs/product.md#checkin).
  checkinOff: 'O check-in não está ativado no Arena Cowork.',
  checkinNotYours: 'Só quem fez a reserva, ou o titular da conta, pode fazer o check-in dela.',
  checkinTooEarly: 'O check-in abre 10 minutos antes do início da reserva.',
  checkinTooLate: 'O prazo para o check-in desta reserva já passou.',
  checkinReleased: 'Esta reserva foi cancelada por falta de check-in.',
  checkinDone: 'Check-in feito. Bom trabalho!',
  checkinNoBookingHere: 'Você não tem reserva nesta sala agora.',
  checkinButton: 'Cheguei',
  // No article before a room's name, which staff choose freely (`da Auditório`): the name stands alone.
  checkinWhich: (room: Value) => `(check-in da reserva: ${room})`,
  checkinDoneLabel: 'Check-in feito',
  checkinTitle: 'Check-in',
  checkinHint: 'Chegou para a sua reserva desta sala? Confirme para ela não ser liberada.',
  // Weekly series (docs/product.md#series).
  seriesWeeksInvalid: 'Escolha de 2 a 12 semanas.',
  seriesNothingFree: 'Nenhuma das datas está livre.',
  seriesDone: (n: Value) => (Number(n) === 1 ? '1 reserva confirmada.' : `${n} reservas confirmadas.`),
  // Team (docs/product.md#validation, #errors, docs/product.md#team): team-messages.ts.
  // Team (docs/product.md#validation, #errors, docs/product.md#team): team-messages.ts.
  ...teamMessages,
  ...moneyMessages,
  ...privacyMessages,
  ...termsMessages,
  ...rolesMessages,
  ...sessionMessages,
  ...confirmationMessages,
  // Access (docs/product.md#statuses-and-levels)
  managersOnly: 'Opção disponível somente para gerentes!',
  // A team gerente opening Cadastro or Gerenciar Equipe (docs/product.md#team-gerente).
  holdersOnly: 'Opção disponível somente para o titular da conta!',
  membersOnly: 'Opção disponível somente para contas de membros. A equipe do Arena Cowork usa o back-office.',
  notActive: 'Procure o administrador do Arena Cowork para eliminar esta pendência',
  pendingReview:
    'Seu cadastro está em análise pela equipe financeira. Você receberá um e‑mail quando o acesso for liberado.',
  unauthenticated: 'Sua sessão expirou. Entre novamente.',
  staffOnly: 'Área restrita à equipe do Arena Cowork.',
  // The frame of every screen: the brand, the back arrow, the greeting, SAIR (docs/product.md#screens), the dialogs' buttons (docs/product.md#errors).
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
  // The home's banner and six tiles, named as docs/product.md#screens names them.
  homeBanner: 'Arena Cowork: o seu espaço para trabalhar e receber clientes',
  homeBannerSubtitle: 'Salas de reunião, estúdio e equipe num só app.',
  tileAccount: 'Cadastro',
  tileRoom: 'Reservar Sala',
  tileStudio: 'Reservar Estúdio',
  tileNews: 'Informativo',
  tileContact: 'Atendimento',
  tileTeam: 'Gerenciar Equipe',
  cancelUntil: (time: Value) => `cancelamento até ${time}`,
  confirmCancelWhich: ({ room, when }: { room: Value; when: Value }) => `Deseja cancelar a reserva (${room}, ${when})?`,
  roomTaken: 'Ocupado',
  // Generic
  invalidInput: 'Verifique os dados enviados.',
  notFound: 'Página não encontrada.',
  // What the API answers a body it cannot read (docs/product.md#api: every error in pt-BR).
  invalidJsonBody: 'O corpo da requisição deve ser um JSON válido.',
  jsonOnly: 'Envie os dados como JSON (Content-Type: application/json).',
  bodyTooLarge: 'Os dados enviados são grandes demais.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  serverError: 'Ops, algo deu errado do nosso lado. Tente novamente em instantes.',
  // The database is away for a moment (a restart, a failover): nothing was saved (docs/product.md#faults).
  databaseUnavailable: 'O Arena está fora do ar por alguns instantes. Nada foi salvo; tente novamente em um minuto.',
  databaseBusy: 'Outra alteração chegou ao mesmo tempo. Nada foi salvo; tente novamente.',
  // The server's disk is full: reads still work, writes cannot (docs/product.md#faults).
  storageFull: 'Não foi possível salvar: o servidor do Arena está sem espaço. Tente novamente mais tarde.',
  loggedOut: 'Você saiu da sua conta.',
  otherSessionsEnded: 'Pronto: você saiu de todos os outros dispositivos.',
  userNotFound: 'Usuário não encontrado.',
  requestNotFound: 'Pedido não encontrado.',
  offline: 'Você está offline...',
  // Over a screen already loaded: it stays, with this line on top (docs/product.md#offline).
  offlineBanner: 'Você está offline. O que está na tela continua aqui; tente de novo quando a conexão voltar.',
  networkError: 'Não foi possível conectar ao Arena. Verifique sua internet e tente novamente.',
  // An action asked for offline: refused at once, never queued (docs/product.md#offline).
  offlineNothingDone: 'Você está offline: nada foi alterado. Tente de novo quando a conexão voltar.',
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
  /** The public prices page (docs/product.md#plans-page), from the login footer and the registration. */
  plansLink: 'Planos e preços',
  confirmCancel: 'Deseja cancelar esta reserva?',
  confirmRemoveMember: 'Deseja excluir este usuário da sua equipe?',
  updateAvailable: 'Novo conteúdo encontrado. Recarregar a página?',
  // Plans with included hours (docs/product.md#plans); hours come formatted ("1,5"), months by name.
  planHoursExceeded: (left: Value, month: Value) =>
    left === '0'
      ? `As horas de sala do seu plano em ${month} acabaram. Escolha um horário em outro mês ou fale com a equipe do Arena Cowork.`
      : `Seu plano não tem horas suficientes para esta reserva. Saldo em ${month}: ${left}\u00a0h.`,
  planNotFound: 'Plano não encontrado.',
  usageLine: (used: Value, included: Value, month: Value) =>
    `Horas usadas em ${month}: ${used}\u00a0h de ${included}\u00a0h`,
  usageOverage: (hours: Value) => `Excedente: ${hours}\u00a0h`,
  usageNoPlan: (used: Value, month: Value) =>
    `Horas usadas em ${month}: ${used}\u00a0h · sem plano com horas incluídas`,
  usageLoading: 'Carregando as horas do plano…',
  planHoursText: (hours: Value) => `Salas de reunião: ${hours}\u00a0h por mês`,
  overageNotice: (hours: Value, left: Value, month: Value) =>
    left === '0'
      ? `As horas do seu plano em ${month} já foram usadas: esta reserva (${hours}\u00a0h) será cobrada à parte, como excedente. Deseja reservar?`
      : `Saldo do seu plano em ${month}: ${left}\u00a0h. O excedente desta reserva (${hours}\u00a0h) será cobrado à parte. Deseja reservar?`,
  // The server's check of that consent (docs/product.md#plan-hours): what booking now costs is more than what was accepted.
  overageNotAccepted: (hours: Value, cost: Value) =>
    `Agora o excedente desta reserva é de ${hours}\u00a0h (${cost}), mais do que você confirmou. Nada foi reservado: confira o valor e reserve de novo.`,
  overageHoursNotAccepted: (hours: Value) =>
    `Agora o excedente desta reserva é de ${hours}\u00a0h, mais do que você confirmou. Nada foi reservado: confira o saldo e reserve de novo.`,
} as const;

export type MessageKey = keyof typeof messages;
