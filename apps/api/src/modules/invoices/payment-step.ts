import type { PaymentMethod } from '@arena/shared/invoices/schemas';
import type { Trx } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { receivePayment } from './invoice-payments.repository.ts';
import { insertPayment } from './payments.repository.ts';
import { applyToLine } from './statement-lines.repository.ts';

/**
 * The one payment step (docs/product.md#financeiro), taken by a statement's import, by staff
 * assigning a waiting credit and by staff recording a payment by hand: `amount` is received on an
 * open invoice within its balance (one conditional write: racing payments never exceed the
 * total), taken from the statement line that paid it (within what the line has left), written to
 * the ledger and audited once, all in the caller's transaction.
 */
export type Payment = {
  invoiceId: number;
  amount_cents: number;
  paid_on: string;
  method: PaymentMethod;
  note: string | null;
  /** The statement line it comes from, or null for a payment recorded by hand. */
  line: { id: number; fitid: string } | null;
  /** The Pix the PSP reported it by (docs/product.md#pix-charges), or null. */
  pix?: { end_to_end_id: string; txid: string } | null;
  /** Staff who recorded it or imported the statement; null for a Pix the PSP reported. */
  staffId: number | null;
  now: string;
};

/**
 * Records the payment: the invoice's status after it (`paga` once settled), or null when the
 * invoice is not open or the amount is above its balance (nothing written). A line that has not
 * the amount left (another payment took it meanwhile) answers 409 `statementLineUsed`, which rolls
 * the caller's transaction back.
 */
export async function recordPayment(trx: Trx, p: Payment): Promise<'aberta' | 'paga' | null> {
  if (p.amount_cents <= 0) return null;
  const status = await receivePayment(trx, p.invoiceId, p.amount_cents, {
    paid_on: p.paid_on,
    paid_method: p.method,
    paid_note: p.note,
    paid_by: p.staffId,
    paid_at: p.now,
  });
  if (!status) return null;
  if (p.line && !(await applyToLine(trx, p.line.id, p.amount_cents))) throw new AppError(409, 'statementLineUsed');
  await insertPayment(trx, {
    invoice_id: p.invoiceId,
    amount_cents: p.amount_cents,
    paid_on: p.paid_on,
    method: p.method,
    note: p.note,
    statement_line_id: p.line?.id ?? null,
    recorded_by: p.staffId,
    recorded_at: p.now,
  });
  await recordAudit(trx, {
    actorId: p.staffId,
    action: 'invoice.pay',
    target: `invoice:${p.invoiceId}`,
    before: { status: 'aberta' },
    after: {
      status,
      amount_cents: p.amount_cents,
      paid_on: p.paid_on,
      method: p.method,
      ...(p.note ? { note: p.note } : {}),
      ...(p.line
        ? { statement_line_id: p.line.id, fitid: p.line.fitid }
        : p.pix
          ? { end_to_end_id: p.pix.end_to_end_id, txid: p.pix.txid }
          : { by_hand: true }),
    },
    now: p.now,
  });
  return status;
}
