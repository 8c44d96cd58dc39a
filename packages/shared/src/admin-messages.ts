import { adminInboxMessages } from './admin-inbox-messages.ts';
import { adminPlansMessages } from './admin-plans-messages.ts';
import { adminMoneyMessages } from './admin-money-messages.ts';
import { adminStaffMessages } from './admin-staff-messages.ts';
import { adminPrivacyMessages } from './admin-privacy-messages.ts';
import { AGENDA_MAX_RANGE_DAYS, HOLIDAY_YEARS_AHEAD } from './limits.ts';

/**
 * The back-office's texts (docs/product.md#back-office): the staff screens and the staff API's
 * answers. Part of the one pt-BR catalogue with messages.ts, kept apart so the member app's
 * first screens do not carry the staff screens' words.
 */
/** A value a message is built with. */
type Value = string | number;

export const adminMessages = {
  // Back-office: agenda and closed days; {n}, {date}, {year}, {room},
  // {name}, {when}, {reason} and {weekend} are its arguments.
  appointmentEnded: 'Esta reserva já terminou e não pode mais ser cancelada.',
  cancelReasonInvalid: 'Informe o motivo do cancelamento, de 3 a 500 caracteres.',
  dateInvalid: 'Informe uma data válida.',
  agendaRangeReversed: 'A data final deve ser igual ou posterior à data inicial.',
  agendaRangeTooLong: `Escolha um período de no máximo ${AGENDA_MAX_RANGE_DAYS} dias.`,
  closedDayReasonInvalid: 'Informe o motivo, com até 120 caracteres.',
  closedDayExists: 'Este dia já está fechado.',
  closedDayNotFound: 'Este dia não está entre os dias fechados.',
  closedDayAdded: 'Dia fechado com sucesso.',
  closedDayRemoved: 'Dia reaberto para reservas.',
  yearInvalid: 'Escolha um ano válido.',
  holidaysYearInvalid: `Escolha um ano entre o atual e os próximos ${HOLIDAY_YEARS_AHEAD} anos.`,
  holidaysAddedNone: (year: Value) =>
    `Nenhum feriado novo: os feriados nacionais de ${year} em dias úteis já estavam fechados.`,
  holidaysAddedOne: (year: Value) => `1 feriado nacional de ${year} adicionado.`,
  holidaysAddedMany: ({ n, year }: { n: Value; year: Value }) => `${n} feriados nacionais de ${year} adicionados.`,
  holidaysWeekendNote: 'Feriados em fins de semana não entram na lista: nesses dias não há reservas.',
  agendaTitle: 'Agenda',
  agendaPickDay: 'Escolher dia',
  agendaCalendar: 'Calendário da agenda',
  agendaPrevDay: 'Dia anterior',
  agendaNextDay: 'Próximo dia',
  agendaToday: 'Hoje',
  agendaLoading: 'Carregando…',
  agendaClosedDay: (reason: Value) => `O espaço está fechado neste dia: ${String(reason).replace(/[.!?…\s]+$/u, '')}.`,
  agendaWeekend: 'Fim de semana: o espaço não abre para reservas.',
  agendaCount0: 'Nenhuma reserva neste dia.',
  agendaCount1: '1 reserva neste dia.',
  agendaCountMany: (n: Value) => `${n} reservas neste dia.`,
  agendaNoRooms: 'Nenhuma sala ativa.',
  agendaRoomTimeline: (room: Value) => `Horários — ${room}`,
  agendaFree: 'Livre',
  agendaReleased: 'cancelada por falta de check-in',
  agendaReleasedTitle: 'Reservas canceladas por falta de check-in',
  agendaBooking: (room: Value) => `Reserva · ${room}`,
  agendaMember: 'Membro',
  agendaCompany: 'Empresa',
  agendaEmail: 'E‑mail',
  agendaPhone: 'Celular',
  agendaWhen: 'Horário',
  // A booking beyond its account's plan hours (docs/product.md#plan-hours), charged apart.
  agendaOverageBadge: 'Excedente',
  agendaOverage: 'Excedente',
  agendaOverageHours: (hours: Value) => `${hours}\u00a0h além das horas do plano`,
  agendaNoCompany: 'Sem empresa',
  agendaCancel: 'Cancelar reserva',
  agendaCancelReason: 'Motivo do cancelamento',
  agendaCancelHint: 'O motivo entra no e‑mail que avisa o membro.',
  agendaCancelHintQueued:
    'O motivo entra no aviso ao membro. Sem servidor de e‑mail configurado, o aviso fica guardado em E‑mails e não é enviado.',
  agendaCancelConfirm: 'Confirmar cancelamento',
  agendaCancelBack: 'Voltar',
  agendaConfirmCancel: ({
    name,
    room,
    when,
    delivered,
  }: {
    name: Value;
    room: Value;
    when: Value;
    delivered: boolean;
  }) =>
    `Cancelar a reserva de ${name} (${room}, ${when})? ` +
    (delivered
      ? 'O membro receberá um e‑mail com o motivo.'
      : 'Sem servidor de e‑mail configurado, o aviso com o motivo fica guardado em E‑mails e não é enviado.'),
  agendaCancelled: 'Reserva cancelada. O membro foi avisado por e‑mail.',
  agendaCancelledQueued:
    'Reserva cancelada. Como não há servidor de e‑mail configurado, o aviso ao membro ficou guardado em E‑mails e não foi enviado.',
  agendaClose: 'Fechar',
  closedDaysTitle: 'Dias fechados',
  closedDaysIntro:
    'Nos dias fechados, o calendário dos membros não deixa escolher a data e o servidor recusa reservas. Os fins de semana já ficam fechados.',
  closedDaysYear: 'Ano',
  closedDaysEmpty: (year: Value) => `Nenhum dia fechado em ${year}.`,
  closedDaysListTitle: (year: Value) => `Dias fechados em ${year}`,
  closedDayNew: 'Fechar um dia',
  closedDayDate: 'Data',
  closedDayPick: 'Escolha no calendário o dia útil a fechar.',
  closedDayChosen: (day: Value) => `Dia escolhido: ${day}`,
  closedDayReason: 'Motivo',
  closedDayReasonHint: 'Aparece na lista e na agenda; até 120 caracteres.',
  closedDayAdd: 'Fechar o dia',
  closedDayRemove: 'Remover',
  closedDayRemoveLabel: (date: Value) => `Remover ${date}`,
  closedDayConfirmRemove: (date: Value) => `Remover ${date} dos dias fechados? O dia volta a aceitar reservas.`,
  closedDayBookingsOne: 'Há 1 reserva nesse dia. Ela não foi cancelada: veja na agenda se é preciso cancelar.',
  closedDayBookingsMany: (n: Value) =>
    `Há ${n} reservas nesse dia. Elas não foram canceladas: veja na agenda se é preciso cancelar.`,
  closedDayOpenAgenda: (date: Value) => `Abrir a agenda de ${date}`,
  holidaysLoad: (year: Value) => `Carregar feriados nacionais de ${year}`,
  holidaysLoading: 'Carregando feriados…',
  // Back-office: pending registrations and members; {n}, {name},
  // {kind}, {date} and {when} are its arguments.
  membersReasonRequired: 'Informe o motivo da recusa.',
  membersReasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
  membersPlanRequired: 'Escolha o plano do membro.',
  membersSeatsInvalid: 'Informe um número de posições entre 0 e 500.',
  membersSeatsBelowTeam: (n: number) =>
    n === 1
      ? 'A equipe deste gerente já tem 1 pessoa. Informe ao menos 1 posição.'
      : `A equipe deste gerente já tem ${n} pessoas. Informe ao menos ${n} posições.`,
  membersSearchInvalid: 'Digite no máximo 100 caracteres na busca.',
  membersApproved: 'Acesso liberado. O membro receberá um e‑mail de aviso.',
  membersRefused: 'Cadastro recusado. A pessoa receberá um e‑mail com o motivo.',
  membersSuspended: 'Acesso suspenso. O membro receberá um e‑mail de aviso.',
  // Without MAIL_URL nothing is delivered: the notice waits in E-mails (docs/product.md#shape).
  membersApprovedQueued:
    'Acesso liberado. Como não há servidor de e‑mail configurado, o aviso ao membro ficou guardado em E‑mails e não foi enviado.',
  membersRefusedQueued:
    'Cadastro recusado. Como não há servidor de e‑mail configurado, o aviso com o motivo ficou guardado em E‑mails e não foi enviado.',
  membersSuspendedQueued:
    'Acesso suspenso. Como não há servidor de e‑mail configurado, o aviso ao membro ficou guardado em E‑mails e não foi enviado.',
  membersFirstInvoiceIssued: 'A primeira fatura, proporcional ao restante do mês, foi emitida e está em Financeiro.',
  membersPendingTitle: 'Cadastros pendentes',
  membersPendingIntro:
    'Confira os dados de cada cadastro. Aprove escolhendo o plano e as posições da equipe, ou recuse informando o motivo: a pessoa recebe um e‑mail nos dois casos.',
  membersPendingEmpty: 'Nenhum cadastro aguardando aprovação.',
  // The proof of address (docs/product.md#registration-proof).
  membersEmailUnconfirmed: 'E‑mail não confirmado',
  membersEmailUnconfirmedHint:
    'A pessoa ainda não abriu o link de confirmação enviado ao e‑mail do cadastro. Só depois disso o cadastro pode ser aprovado.',
  membersEmailNotConfirmed:
    'Este cadastro ainda não pode ser aprovado: a pessoa não confirmou o e‑mail pelo link enviado a ela. Reenvie a confirmação, se for preciso, e aguarde.',
  membersAnonymizedLocked:
    'Os dados desta pessoa foram anonimizados: a conta não pode ser reativada nem alterada. Para voltar, ela precisa fazer um novo cadastro.',
  membersResendConfirmation: 'Reenviar confirmação',
  membersConfirmationResent: 'Um novo link de confirmação foi enviado ao e‑mail do cadastro.',
  membersConfirmationResentQueued:
    'Novo link de confirmação criado. Sem servidor de e‑mail, ele não foi enviado: copie o link abaixo e passe-o à pessoa.',
  membersConfirmationLink: 'Link de confirmação do e‑mail',
  membersConfirmationCopy: 'Copiar link',
  membersConfirmationCopied: 'Link copiado. Passe-o à pessoa por um canal de sua confiança.',
  membersConfirmationNotCopied: 'Não foi possível copiar. Selecione o link e copie-o.',
  // Without MAIL_URL (GET /config mail_delivered: false) the staff person makes the link and passes it on.
  membersEmailUnconfirmedHintQueued:
    'A pessoa ainda não confirmou o e‑mail do cadastro, e este servidor não envia e‑mails: gere um link de confirmação e passe-o a ela. Só depois disso o cadastro pode ser aprovado.',
  membersMakeConfirmation: 'Gerar link de confirmação',
  membersEmailAlreadyConfirmed: 'O e‑mail deste cadastro já está confirmado.',
  membersLoading: 'Carregando…',
  membersLoadFailed: 'Não foi possível carregar os dados. Tente novamente.',
  membersRegisteredOn: (date: Value) => `Cadastro em ${date}`,
  membersDocumentValid: (kind: Value) => `${kind} válido`,
  membersDocumentInvalid: (kind: Value) => `${kind} inválido`,
  membersApprove: 'Aprovar',
  membersRefuse: 'Recusar',
  membersApproveTitle: (name: Value) => `Aprovar ${name}`,
  membersRefuseTitle: (name: Value) => `Recusar ${name}`,
  membersConfirmApprove: 'Confirmar aprovação',
  membersConfirmRefuse: 'Confirmar recusa',
  membersBack: 'Voltar',
  membersPlan: 'Plano',
  membersChoosePlan: 'Escolha o plano',
  membersNoPlan: 'Sem plano',
  membersSeats: 'Posições da equipe',
  membersSeatsHint: 'Quantas pessoas o gerente pode cadastrar na própria equipe.',
  membersRefuseReason: 'Motivo da recusa',
  membersRefuseHint: 'O motivo entra no e‑mail que avisa a pessoa.',
  membersRefuseHintQueued:
    'O motivo entra no aviso à pessoa. Sem servidor de e‑mail configurado, o aviso fica guardado em E‑mails e não é enviado.',
  membersTitle: 'Membros',
  membersSearch: 'Buscar por nome, e‑mail, documento ou empresa',
  membersStatusFilter: 'Status',
  membersAll: 'Todos',
  membersEmpty: 'Nenhum membro encontrado.',
  membersCountOne: '1 membro',
  membersCountMany: (n: Value) => `${n} membros`,
  membersLevelManager: 'Gerente',
  membersLevelTeam: 'Membro da equipe',
  membersNoCompany: 'Sem empresa',
  membersPersonal: 'Dados pessoais',
  // The member's acceptances of the terms (docs/product.md#terms); dates formatted by the screen.
  membersTerms: 'Termos de Uso aceitos',
  membersTermsLine: (version: string, when: string, ip: string) => `Versão de ${version}: aceita em ${when}, IP ${ip}`,
  membersTermsNone: 'Nenhuma versão aceita.',
  membersCompany: 'Empresa',
  membersAccess: 'Acesso e plano',
  membersStatus: 'Status',
  membersLevel: 'Nível',
  membersSuspendReason: 'Motivo da suspensão',
  membersSuspendHint: 'Opcional. O motivo entra no e‑mail que avisa o membro.',
  membersSuspendHintQueued:
    'Opcional. O motivo entra no aviso ao membro. Sem servidor de e‑mail configurado, o aviso fica guardado em E‑mails e não é enviado.',
  membersSave: 'Salvar alterações',
  membersAskSuspend: (name: Value, delivered: boolean) =>
    `Suspender o acesso de ${name}? ` +
    (delivered
      ? 'O membro receberá um e‑mail de aviso.'
      : 'Sem servidor de e‑mail configurado, o aviso fica guardado em E‑mails e não é enviado.'),
  membersTeamOf: (name: Value) => `Faz parte da equipe de ${name}.`,
  membersTeam: 'Equipe',
  membersTeamEmpty: 'Nenhuma pessoa na equipe.',
  membersBookings: 'Próximas reservas',
  membersBookingsEmpty: 'Nenhuma reserva futura.',
  membersBackToList: 'Voltar para a lista de membros',
  membersEmail: 'E‑mail',
  membersPhone: 'Celular',
  membersRegistered: 'Cadastro',
  membersCompanyName: 'Nome',
  membersActivity: 'Ramo de atividade',
  membersCompanyPhone: 'Telefone',
  membersSite: 'Site',
  membersDocument: 'Documento',
  membersNotInformed: 'Não informado',
  membersNothingChanged: 'Nenhuma alteração para salvar.',
  membersAskRefuse: (name: Value, delivered: boolean) =>
    `Recusar o cadastro de ${name}? ` +
    (delivered
      ? 'A pessoa receberá o motivo por e‑mail.'
      : 'Sem servidor de e‑mail configurado, o aviso com o motivo fica guardado em E‑mails e não é enviado.'),
  // Back-office frame (docs/product.md#back-office); {n} is its argument.
  adminTitle: 'Administração',
  adminNavLabel: 'Seções da administração',
  adminNavMenu: 'Menu',
  adminNavPending: 'Cadastros',
  adminNavMembers: 'Membros',
  adminNavBookings: 'Agenda',
  adminNavVisitors: 'Convidados de hoje',
  adminNavRequests: 'Pedidos',
  adminNavRooms: 'Salas',
  adminNavClosedDays: 'Dias fechados',
  adminNavOutbox: 'E‑mails',
  adminNavAudit: 'Auditoria',
  // Singular for one, read aloud by screen readers beside the nav's badges.
  adminPendingCount: (n: Value) =>
    Number(n) === 1 ? `${n} cadastro aguardando aprovação` : `${n} cadastros aguardando aprovação`,
  adminOpenRequestsCount: (n: Value) => (Number(n) === 1 ? `${n} pedido aberto` : `${n} pedidos abertos`),
  // Back-office: rooms; {n} and {room} are its arguments.
  roomNameInvalid: 'Informe o nome da sala, com até 60 caracteres.',
  roomCapacityInvalid: 'A capacidade deve ser um número inteiro de 1 a 500.',
  roomNameTaken: 'Já existe uma sala com este nome.',
  roomCreated: 'Sala criada com sucesso!',
  roomUpdated: 'Sala atualizada com sucesso!',
  roomPictureSaved: 'Imagem da sala atualizada com sucesso!',
  roomPictureType: 'Envie uma imagem PNG, JPEG ou WebP.',
  roomPictureTooBig: 'A imagem deve ter no máximo 2 MB.',
  roomPictureMissing: 'Esta sala ainda não tem imagem.',
  adminRoomsTitle: 'Salas',
  adminRoomsIntro:
    'Salas inativas não aparecem para os membros em Reservar sala; as reservas feitas continuam no histórico.',
  adminRoomsEmpty: 'Nenhuma sala cadastrada.',
  adminRoomNew: 'Nova sala',
  adminRoomEditTitle: (room: Value) => `Editar ${room}`,
  adminRoomEdit: 'Editar',
  adminRoomName: 'Nome',
  adminRoomCapacity: 'Capacidade (pessoas)',
  adminRoomActive: 'Ativa: aparece para os membros em Reservar sala',
  adminRoomSave: 'Salvar',
  adminRoomClose: 'Fechar',
  adminRoomPeopleOne: '1 pessoa',
  adminRoomPeopleMany: (n: Value) => `${n} pessoas`,
  adminRoomIsActive: 'Ativa',
  adminRoomIsInactive: 'Inativa',
  adminRoomPicture: (room: Value) => `Imagem: ${room}`,
  adminRoomPictureChange: 'Trocar imagem',
  adminRoomQrLink: 'Imprimir QR',
  adminRoomQrLinkLabel: (room: Value) => `Imprimir QR de check-in: ${room}`,
  adminRoomQrTitle: 'QR code de check-in',
  adminRoomQrAlt: (room: Value) => `QR Code de check-in: ${room}`,
  adminRoomQrHint: 'Aponte a câmera do celular para confirmar sua chegada (Cheguei).',
  adminRoomQrPrint: 'Imprimir',
  adminRoomQrBack: 'Voltar às salas',
  adminRoomPictureHint: 'PNG, JPEG ou WebP, até 2 MB.',
  adminRoomPictureSending: 'Enviando…',
  adminRoomConfirmDeactivate: (room: Value) =>
    `Desativar ${room}? A sala deixa de aparecer para os membros; as reservas feitas continuam no histórico.`,
  // Back-office: requests, outbox and audit log — admin-inbox-messages.ts.
  ...adminInboxMessages,
  // Convidados de hoje (docs/product.md#visitors); the screen's words are in visitors-messages.ts.
  visitorNotFound: 'Visitante não encontrado.',
  visitorAlreadyArrived: 'A chegada deste convidado já foi registrada.',
  visitorNotToday: (day: Value) => `A chegada só pode ser registrada no dia da visita, ${day}.`,
  visitorArrived: 'Chegada registrada. Quem convidou foi avisado por e‑mail.',
  visitorArrivedQueued:
    'Chegada registrada. Sem servidor de e‑mail, o aviso a quem convidou não foi enviado: avise essa pessoa.',
  // Plans and usage (docs/product.md#plans): admin-plans-messages.ts.
  ...adminPlansMessages,
  ...adminMoneyMessages,
  ...adminStaffMessages,
  ...adminPrivacyMessages,
} as const;
