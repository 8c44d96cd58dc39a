import type { Deps } from '../../../deps.ts';
import type { Trx } from '../../../db/connect.ts';
import { localDate } from '../../../lib/time.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { recordPayment } from '../payment-step.ts';
import { findInvoiceByNumber } from '../invoice-payments.repository.ts';
import { numberOfTxid } from '../pix.service.ts';
import { chargeByTxid } from './charges.repository.ts';

/**
 * A Pix the PSP reports, by its webhook or the reconcile's list (docs/product.md#pix-charges), as
 * Arena keeps it: money in centavos, the payer as the PSP sends them (a document often masked).
 */
export type ReceivedPix = {
  end_to_end_id: string;
  txid: string | null;
  amount_cents: number;
  payer_name: string | null;
  payer_document: string | null;
  /** ISO-8601 instant (`horario`). */
  received_at: string;
};

export type Applied = 'paid' | 'unknown' | 'repeated';

/**
 * Applies one Pix exactly once, in one transaction: its end-to-end id is inserted or ignored
 * (unique), and only the insert goes on to pay the invoice its txid names with what it received,
 * up to the invoice's balance (the payment step, payment-step.ts; the rest of an overpayment waits
 * for staff, who may refund it); a txid of the static code pays its invoice too. A repeat — the webhook delivered twice, late, to two processes, or
 * found again by the reconcile — waits on the first's insert and then finds it there. A Pix whose
 * txid names no charge is kept for staff and audited.
 */
export async function applyPix(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  pix: ReceivedPix,
  source: 'webhook' | 'reconcile',
): Promise<Applied> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock().toISOString();
    const inserted = await trx
      .insertInto('pix_received')
      .values({
        end_to_end_id: pix.end_to_end_id,
        txid: pix.txid,
        amount_cents: pix.amount_cents,
        payer_name: pix.payer_name,
        payer_document: pix.payer_document,
        received_at: pix.received_at,
        invoice_id: null,
        source,
        recorded_at: now,
      })
      .onConflict((oc) => oc.column('end_to_end_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'repeated';
    const invoiceId = pix.txid ? await invoiceOfTxid(trx, pix.txid) : null;
    if (invoiceId === null) {
      await recordAudit(trx, {
        actorId: null,
        action: 'pix.unknown',
        target: `pix:${pix.end_to_end_id}`,
        before: null,
        after: { end_to_end_id: pix.end_to_end_id, txid: pix.txid, amount_cents: pix.amount_cents },
        now,
      });
      return 'unknown';
    }
    const applied = await payInvoice(trx, deps, invoiceId, pix, now);
    await trx
      .updateTable('pix_received')
      .set({ invoice_id: invoiceId, applied_cents: applied })
      .where('id', '=', inserted.id)
      .execute();
    return 'paid';
  });
}

/**
 * The invoice a txid names: its charge's, or — a Pix of the static code, whose txid is the invoice's
 * number without the dash (pix.service.ts) — the invoice of that number; null for neither.
 */
async function invoiceOfTxid(trx: Trx, txid: string): Promise<number | null> {
  const charge = await chargeByTxid(trx, txid);
  if (charge) return charge.invoice_id;
  if (!/^\d{10}$/.test(txid)) return null;
  const invoice = await findInvoiceByNumber(trx, numberOfTxid(txid));
  return invoice?.id ?? null;
}

/** Pays up to the invoice's balance; what it applied (0 when the invoice was not open). */
async function payInvoice(
  trx: Trx,
  deps: Pick<Deps, 'config'>,
  invoiceId: number,
  pix: ReceivedPix,
  now: string,
): Promise<number> {
  const invoice = await trx
    .selectFrom('invoices')
    .select(['status', 'total_cents', 'received_cents'])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice || invoice.status !== 'aberta') return 0;
  const amount = Math.min(pix.amount_cents, invoice.total_cents - invoice.received_cents);
  const status = await recordPayment(trx, {
    invoiceId,
    amount_cents: amount,
    paid_on: localDate(new Date(pix.received_at), deps.config.SPACE_TIMEZONE),
    method: 'pix',
    note: null,
    line: null,
    pix: { end_to_end_id: pix.end_to_end_id, txid: pix.txid ?? '' },
    staffId: null,
    now,
  });
  if (status === null) return 0;
  if (status === 'paga') {
    await trx
      .updateTable('pix_charges')
      .set({ state: 'concluida', updated_at: now })
      .where('invoice_id', '=', invoiceId)
      .execute();
  }
  return amount;
}

/** Pix whose txid named no charge, for staff. */
export async function unknownPix(db: Deps['db']) {
  return db
    .selectFrom('pix_received')
    .select([
      'end_to_end_id',
      'txid',
      'amount_cents',
      'applied_cents',
      'refunded_cents',
      'payer_name',
      'payer_document',
      'received_at',
    ])
    .where('invoice_id', 'is', null)
    .orderBy('received_at', 'desc')
    .limit(200)
    .execute();
}
