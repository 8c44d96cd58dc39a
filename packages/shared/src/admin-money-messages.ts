/**
 * The back-office's texts about money (docs/product.md#money): Financeiro, invoices, payments and
 * the bank statement. Part of adminMessages (admin-messages.ts), which takes them in whole.
 */
type Value = string | number;

export const adminMoneyMessages = {
  invoiceMonthInvalid: 'Escolha um mês válido (AAAA-MM).',
  invoiceStatusInvalid: 'Escolha a situação: aberta, paga ou cancelada.',
  invoicesIssued: (issued: Value, existing: Value) => `Faturas emitidas: ${issued}. Já existiam: ${existing}.`,
} as const;
