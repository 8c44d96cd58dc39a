/** A value a message is built with. */
type Value = string | number;

/**
 * The bookings words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const bookingsWords = {
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
    `Cancelamentos devem ser feitos com no mínimo ${hours} ${hours === 1 ? 'hora' : 'horas'} de antecedência. Fale com a equipe do Arena Cowork.`,
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
  // Guests of a booking (docs/product.md#visitors); the screens' words are these.
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
  checkinHint:
    'Chegou para a sua reserva nesta sala? Toque em Cheguei para confirmar. Sem o check-in, a reserva é cancelada automaticamente.',
  // Weekly series (docs/product.md#series).
  seriesWeeksInvalid: 'Escolha de 2 a 12 semanas.',
  seriesNothingFree: 'Nenhuma data livre: escolha outro horário ou outra sala.',
  seriesDone: (n: Value) => (Number(n) === 1 ? '1 reserva confirmada.' : `${n} reservas confirmadas.`),
  // The server's check of that consent (docs/product.md#plan-hours): what booking now costs is more than what was accepted.
  overageNotAccepted: (hours: Value, cost: Value) =>
    `Agora o excedente desta reserva é de ${hours}\u00a0h (${cost}), mais do que você confirmou. Nada foi reservado: confira o valor e reserve de novo.`,
  overageHoursNotAccepted: (hours: Value) =>
    `Agora o excedente desta reserva é de ${hours}\u00a0h, mais do que você confirmou. Nada foi reservado: confira o saldo e reserve de novo.`,
  bookingsTitle: 'Minhas reservas',
  bookingsTabs: 'Períodos das reservas',
  bookingsUpcoming: 'Próximas',
  bookingsPast: 'Últimos 90 dias',
  bookingsEmptyUpcoming: 'Você não tem reservas marcadas.',
  bookingsEmptyPast: 'Nenhuma reserva nos últimos 90 dias.',
  bookingsBookRoom: 'Reservar sala',
  bookingsLoading: 'Carregando…',
  /** `24/11, às 09:00`: the deadline always says its day, as the list spans days. */
  deadlineAt: ({ time, day }: { time: Value; day: Value }) => `${day}, às ${time}`,
  // A booking beyond the plan's hours, charged apart (docs/product.md#plan-hours).
  bookingOverage: 'Excedente',
  // Released for want of a check-in (docs/product.md#checkin): still listed, saying so.
  bookingReleased: 'Cancelada por falta de check-in',
  // The room's QR page (docs/product.md#checkin): the room and the window, by name and time.
  checkinTitleIn: (room: Value) => `Check-in: ${room}`,
  checkinHintIn: ({ room, minutes }: { room: Value; minutes: Value }) =>
    `Chegou para a sua reserva (${room})? Toque em Cheguei de 10 minutos antes do início até ${Number(minutes) === 1 ? '1 minuto' : `${minutes} minutos`} depois. Sem o check-in, a reserva é cancelada automaticamente.`,
  checkinYourBooking: ({ time, until }: { time: Value; until: Value }) =>
    `Sua reserva de hoje: ${time}. Check-in até ${until}.`,
  bookingReleasedWhy:
    'Ninguém fez o check-in a tempo: a reserva foi cancelada, a sala ficou livre e as horas voltaram para o plano.',
  homeNextBooking: 'Sua próxima reserva',
  homeNoBooking: 'Nenhuma reserva marcada.',
  homeNextLoading: 'Carregando a próxima reserva…',
  homeMyBookings: 'Minhas reservas',
  timelineTitle: (day: Value) => `Agenda de ${day}`,
  timelinePickDay: 'Escolha um dia no calendário para ver os horários da sala.',
  timelineFree: 'Livre',
  calendarTitle: 'Sua agenda',
  calendarText:
    'Assine este endereço no seu aplicativo de agenda para ver as suas reservas, atualizadas automaticamente. Ele é privado: não o compartilhe.',
  calendarAddress: 'Endereço da agenda',
  calendarCopy: 'Copiar',
  calendarCopied: 'Endereço copiado.',
  calendarCopyFailed: 'Não foi possível copiar. Selecione o endereço e copie-o.',
  calendarGoogle: 'Adicionar ao Google Agenda',
  calendarOutlook: 'Adicionar ao Outlook',
  calendarReset: 'Gerar novo endereço',
  calendarResetConfirm: 'O endereço atual deixará de funcionar nas agendas que o assinam. Gerar um novo endereço?',
  calendarResetDone: 'Novo endereço gerado. Assine-o de novo no seu aplicativo de agenda.',
  seriesRepeat: 'Repetir toda semana',
  seriesWeeks: 'Por quantas semanas',
  seriesWeeksOption: (n: Value) => (Number(n) === 1 ? '1 semana' : `${n} semanas`),
  seriesPreview: 'Ver as datas',
  seriesPreviewTitle: 'Datas da série',
  seriesConfirm: (n: Value) => (Number(n) === 1 ? 'Reservar 1 data livre' : `Reservar ${n} datas livres`),
  seriesBack: 'Voltar',
  seriesNoneFree: 'Nenhuma data livre: escolha outro horário ou outra sala.',
  seriesDoneSome: ({ booked, refused }: { booked: Value; refused: Value }) =>
    `Reservas confirmadas: ${booked}. Datas não reservadas: ${refused}. Os detalhes estão no e‑mail de confirmação.`,
  seriesStates: {
    livre: 'Livre',
    ocupado: 'Ocupado',
    dia_fechado: 'Dia fechado',
    alem_do_prazo: 'Ainda não aberta para reservas',
    sem_horas: 'Sem horas no plano',
    excedente_nao_aceito: 'Excedente não confirmado',
  },
  /** A free date beyond the plan's hours, in the preview (docs/product.md#series); its cost for the account holder. */
  seriesDateOverage: (hours: Value) => `Livre · excedente de ${hours}\u00a0h`,
  seriesDateOverageCost: (hours: Value, cost: Value) => `Livre · excedente de ${hours}\u00a0h (${cost})`,
  /** Under the preview: what Reservar accepts, the server refusing any date that would cost more. */
  seriesOverageTotal: (hours: Value) =>
    `Esta série passa das horas do plano em ${hours}\u00a0h, cobradas à parte como excedente. Ao reservar, você aceita esse excedente.`,
  seriesOverageTotalCost: (hours: Value, cost: Value) =>
    `Esta série passa das horas do plano em ${hours}\u00a0h: ${cost} de excedente, cobrados à parte. Ao reservar, você aceita esse valor.`,
  seriesLabel: 'Toda semana',
  /** A series' booking in Minhas reservas: until when the series goes (not a number that shifts as dates are cancelled). */
  seriesUntil: (day: Value) => `Toda semana, até ${day}`,
  seriesCancelOne: 'Cancelar só esta data',
  seriesCancelFollowing: 'Cancelar esta e as seguintes',
  /** After _Cancelar esta e as seguintes_: how many were cancelled. */
  seriesCancelled: (n: Value) => (Number(n) === 1 ? '1 reserva cancelada.' : `${n} reservas canceladas.`),
  seriesConfirmCancelFollowing: (when: Value) => `Cancelar a reserva de ${when} e todas as seguintes desta série?`,
  guestsTitle: 'Convidados',
  guestsOfWhich: (when: Value) => `da reserva de ${when}`,
  guestsEmpty: 'Nenhum convidado.',
  guestsHint:
    'Convidados com e‑mail informado recebem um convite com a data, o endereço e o arquivo para a agenda. Informe só o e‑mail de quem espera receber esse convite.',
  guestsHintQueued:
    'O Arena Cowork ainda não está enviando e‑mails: os convidados não recebem convite. Avise-os você mesmo; na chegada, a recepção os encontra pelo nome.',
  guestsName: 'Nome do convidado',
  guestsEmail: 'E‑mail (opcional)',
  guestsAdd: 'Adicionar convidado',
  guestsRemove: 'Remover',
  guestsRemoveWhich: (name: Value) => `Remover ${name}`,
  guestsCount: ({ count, max }: { count: Value; max: Value }) =>
    Number(max) === 1 ? `${count} de 1 convidado` : `${count} de ${max} convidados`,
  // On a booking card and on the agenda (walk C17), when the booking has any.
  guestsOn: (n: Value) => (Number(n) === 1 ? '1 convidado' : `${n} convidados`),
} as const;
