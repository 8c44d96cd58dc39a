import { AGENDA_MAX_RANGE_DAYS } from '../contract/limits.ts';

/** A value a message is built with. */
type Value = string | number;

/**
 * The bookings words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const bookingsStaffWords = {
  // Back-office: agenda and closed days; {n}, {date}, {year}, {room},
  // {name}, {when}, {reason} and {weekend} are its arguments.
  appointmentEnded: 'Esta reserva já terminou e não pode mais ser cancelada.',
  cancelReasonInvalid: 'Informe o motivo do cancelamento, de 3 a 500 caracteres.',
  dateInvalid: 'Informe uma data válida.',
  agendaRangeReversed: 'A data final deve ser igual ou posterior à data inicial.',
  agendaRangeTooLong: `Escolha um período de no máximo ${AGENDA_MAX_RANGE_DAYS} dias.`,
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
  agendaCancelled: 'Reserva cancelada. O membro receberá um e‑mail.',
  agendaCancelledQueued:
    'Reserva cancelada. Como não há servidor de e‑mail configurado, o aviso ao membro ficou guardado em E‑mails e não foi enviado.',
  agendaClose: 'Fechar',
  // Convidados de hoje (docs/product.md#visitors); the screen's words are these.
  visitorNotFound: 'Convidado não encontrado.',
  visitorAlreadyArrived: 'A chegada deste convidado já foi registrada.',
  visitorNotToday: (day: Value) => `A chegada só pode ser registrada no dia da visita, ${day}.`,
  visitorArrived: 'Chegada registrada. Quem convidou receberá um e‑mail.',
  visitorArrivedQueued:
    'Chegada registrada. Sem servidor de e‑mail, o aviso a quem convidou não foi enviado: avise essa pessoa.',
  adminVisitorsTitle: 'Convidados de hoje',
  /** The title when the list shows another day than today (DD/MM/AAAA). */
  adminVisitorsTitleOn: (day: Value) => `Convidados de ${day}`,
  /** Instead of Chegou on another day: an arrival is recorded on the visit's day only. */
  adminVisitorsArriveOnTheDay: 'A chegada é registrada no dia da visita.',
  adminVisitorsDay: 'Dia',
  adminVisitorsEmpty: 'Nenhum convidado neste dia.',
  adminVisitorsName: 'Convidado',
  adminVisitorsHost: 'Convidado por',
  adminVisitorsRoom: 'Sala',
  adminVisitorsTime: 'Horário',
  adminVisitorsArrive: 'Registrar chegada',
  adminVisitorsArrivedAt: (time: Value) => `Chegou às ${time}`,
} as const;
