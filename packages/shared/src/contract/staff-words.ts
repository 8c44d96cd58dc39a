/** A value a message is built with. */
type Value = string | number;

/**
 * The shared words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const commonStaffWords = {
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
} as const;
