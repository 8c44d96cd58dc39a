import type { Trx } from '../../../db/connect.ts';
import { findMentioning, REMOVED, scrub } from '../../../lib/mentions.ts';

/**
 * An anonymised person as a Pix payer (docs/product.md#anonymize): the Pix received on an account
 * holder's invoices lose payer name and document whatever they say (the payer is, or pays for,
 * the person); any other Pix whose payer names them keeps `[removido]` instead. The amounts and
 * end-to-end ids stay, as statement lines' do.
 */
export async function forgetPayersInPix(trx: Trx, needles: string[], accountId: number | null): Promise<void> {
  if (accountId !== null) {
    await trx
      .updateTable('pix_received')
      .set({ payer_name: REMOVED, payer_document: REMOVED })
      .where('invoice_id', 'in', trx.selectFrom('invoices').select('id').where('account_id', '=', accountId))
      .execute();
  }
  const named = await findMentioning(
    (after, size) =>
      trx
        .selectFrom('pix_received')
        .select(['id', 'payer_name', 'payer_document'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(size)
        .execute(),
    (r) => [r.payer_name, r.payer_document],
    needles,
  );
  for (const r of named) {
    await trx
      .updateTable('pix_received')
      .set({
        payer_name: r.payer_name === null ? null : scrub(r.payer_name, needles),
        payer_document: r.payer_document === null ? null : scrub(r.payer_document, needles),
      })
      .where('id', '=', r.id)
      .execute();
  }
}
