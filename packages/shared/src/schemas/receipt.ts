import { z } from 'zod';
import { paymentMethods } from './invoices.ts';
import { supplier } from './supplier.ts';

/**
 * GET /invoices/:id/receipt (docs/product.md#receipt): the quitação of what an invoice received
 * (Código Civil art. 319) — who paid, what, when and how, and who received it. `partial` while the
 * invoice is still open with a balance: a receipt of what was received so far.
 */
export const invoiceReceipt = z.object({
  number: z.string(),
  month: z.string(),
  /** The invoice's total: the sum of its lines. */
  total_cents: z.number(),
  /** What its payments sum to. */
  received_cents: z.number(),
  partial: z.boolean(),
  /** The account that paid: a company's razão social and CNPJ, a person's name and CPF (formatted; null when unknown). */
  payer: z.object({ name: z.string(), document: z.string().nullable() }),
  supplier,
  payments: z.array(z.object({ paid_on: z.string(), method: z.enum(paymentMethods), amount_cents: z.number() })),
});
export type InvoiceReceipt = z.output<typeof invoiceReceipt>;
