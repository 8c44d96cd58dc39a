/**
 * Visitors (docs/product.md#visitors): the member's guests of a room booking. Part of the one
 * pt-BR catalogue with messages.ts, kept apart so the login page does not carry them.
 */
type Value = string | number;

export const visitorsMessages = {
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
  guestsCount: ({ count, max }: { count: Value; max: Value }) => `${count} de ${max} convidados`,
  // On a booking card and on the agenda (walk C17), when the booking has any.
  guestsOn: (n: Value) => (Number(n) === 1 ? '1 convidado' : `${n} convidados`),
} as const;

/** The back-office's Convidados de hoje (docs/product.md#visitors): one word for guests, the members' (walk C17). */
export const adminVisitorsMessages = {
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
  adminVisitorsArrive: 'Chegou',
  adminVisitorsArrivedAt: (time: Value) => `Chegou às ${time}`,
} as const;
