/**
 * The member's texts about money (docs/product.md#money): prices, the excedente's cost,
 * invoices and Pix. Part of `messages` (messages.ts), which takes them in whole.
 */
type Value = string | number;

export const moneyMessages = {
  planPriceText: (price: Value) => `${price} por mês`,
  planSeatPriceText: (price: Value) => `${price} por posição da equipe`,
  overageCost: (hours: Value, unit: Value, total: Value) => `${hours} h excedente × ${unit} = ${total}`,
  invoiceNotFound: 'Fatura não encontrada.',
} as const;
