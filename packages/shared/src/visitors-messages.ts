/**
 * Visitors (docs/product.md#visitors): the member's guests of a room booking. Part of the one
 * pt-BR catalogue with messages.ts, kept apart so the login page does not carry them.
 */
type Value = string | number;

export const visitorsMessages = {
  guestsTitle: 'Convidados',
  guestsOfWhich: (when: Value) => `da reserva de ${when}`,
  guestsEmpty: 'Nenhum convidado.',
  guestsHint: 'Quem tem e‑mail recebe o convite com data, endereço e o arquivo para a agenda.',
  guestsName: 'Nome do convidado',
  guestsEmail: 'E‑mail (opcional)',
  guestsAdd: 'Adicionar convidado',
  guestsRemove: 'Remover',
  guestsRemoveWhich: (name: Value) => `Remover ${name}`,
  guestsCount: ({ count, max }: { count: Value; max: Value }) => `${count} de ${max} convidados`,
} as const;

/** The back-office's Visitantes de hoje (docs/product.md#visitors). */
export const adminVisitorsMessages = {
  adminVisitorsTitle: 'Visitantes de hoje',
  /** The title when the list shows another day than today (DD/MM/AAAA). */
  adminVisitorsTitleOn: (day: Value) => `Visitantes de ${day}`,
  /** Instead of Chegou on another day: an arrival is recorded on the visit's day only. */
  adminVisitorsArriveOnTheDay: 'A chegada é registrada no dia da visita.',
  adminVisitorsDay: 'Dia',
  adminVisitorsEmpty: 'Nenhum visitante neste dia.',
  adminVisitorsName: 'Visitante',
  adminVisitorsHost: 'Anfitrião',
  adminVisitorsRoom: 'Sala',
  adminVisitorsTime: 'Horário',
  adminVisitorsArrive: 'Chegou',
  adminVisitorsArrivedAt: (time: Value) => `Chegou às ${time}`,
} as const;
