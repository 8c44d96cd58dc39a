/**
 * The member's own bookings, the room's day and the calendar feed (docs/product.md#my-bookings): the texts of
 * Minhas reservas, home's next booking, /room's timeline and the account's calendar block. Part
 * of the one pt-BR catalogue with messages.ts, kept apart so the login page does not carry them.
 */
type Value = string | number;

export const myBookingsMessages = {
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
  bookingReleased: 'Liberada por ausência',
  // The room's QR page (docs/product.md#checkin): the room and the window, by name and time.
  checkinTitleIn: (room: Value) => `Check-in: ${room}`,
  checkinHintIn: ({ room, minutes }: { room: Value; minutes: Value }) =>
    `Chegou para a sua reserva (${room})? Confirme de 10 minutos antes do início até ${minutes} minutos depois, para ela não ser liberada.`,
  checkinYourBooking: ({ time, until }: { time: Value; until: Value }) =>
    `Sua reserva de hoje: ${time}. Check-in até ${until}.`,
  bookingReleasedWhy: 'Ninguém fez o check-in a tempo: a sala foi liberada e as horas voltaram para o plano.',
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
} as const;
