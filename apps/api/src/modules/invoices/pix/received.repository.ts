import type { Trx } from '../../../db/connect.ts';

/**
 * Undo of an invoice's payments (docs/product.md#financeiro): the Pix received on it paid nothing
 * any more, as a statement's credits wait for staff again. Each stays on the invoice its txid
 * named, wholly unapplied: staff see it there and may refund it (refunds.service.ts) — what was
 * asked back before stays asked. Answers what each had applied, for the audit.
 */
export async function unapplyPixOf(trx: Trx, invoiceId: number) {
  // Read in the transaction whose invoice write holds the invoice's row: no payment of it races this.
  const applied = await trx
    .selectFrom('pix_received')
    .select(['end_to_end_id', 'applied_cents'])
    .where('invoice_id', '=', invoiceId)
    .where('applied_cents', '>', 0)
    .orderBy('id')
    .execute();
  if (applied.length === 0) return applied;
  await trx.updateTable('pix_received').set({ applied_cents: 0 }).where('invoice_id', '=', invoiceId).execute();
  return applied;
}
