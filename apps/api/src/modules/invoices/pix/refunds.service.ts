import type { PixRefundBody } from '@arena/shared/invoices/pix-schemas';
import { formatCents } from '@arena/shared/rules/money';
import { sql } from 'kysely';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { AuthUser } from '../../../types.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { newTxid } from './charges.repository.ts';
import { isRetryable, type PixPort } from './port.ts';

/**
 * A devolução (docs/product.md#pix-charges), asked by financeiro from the invoice: of a Pix received
 * on it, at most what was not applied (an overpayment), or all of it on a cancelled invoice, less
 * what was asked before. The amount is reserved by one conditional write (racing clicks never give
 * back more than the Pix), the refund written and audited in that transaction; then the PSP is
 * asked (`PUT /pix/{e2eid}/devolucao/{id}`, idempotent by the id). A refusal gives the amount back
 * to what may be refunded; a PSP that is down leaves it `em_processamento` with the error, for staff.
 */
export async function refundPix(
  deps: Pick<Deps, 'db' | 'clock'>,
  refund: PixPort['refund'] | null,
  staff: AuthUser,
  invoiceId: number,
  body: PixRefundBody,
): Promise<void> {
  if (!refund) throw new AppError(409, 'pixRefundOff');
  const pix = await deps.db
    .selectFrom('pix_received')
    .innerJoin('invoices', 'invoices.id', 'pix_received.invoice_id')
    .select([
      'pix_received.id',
      'pix_received.amount_cents',
      'pix_received.applied_cents',
      'pix_received.refunded_cents',
      'invoices.status',
    ])
    .where('pix_received.end_to_end_id', '=', body.end_to_end_id)
    .where('pix_received.invoice_id', '=', invoiceId)
    .executeTakeFirst();
  if (!pix) throw new AppError(404, 'pixRefundNotFound');
  // A cancelled invoice gives back all its Pix (its payments go with the cancellation's undo).
  const cap = pix.status === 'cancelada' ? sql<number>`amount_cents` : sql<number>`amount_cents - applied_cents`;
  const id = `D${newTxid().slice(0, 30)}`;
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const reserved = await trx
      .updateTable('pix_received')
      .set({ refunded_cents: sql<number>`refunded_cents + ${body.amount_cents}` })
      .where('id', '=', pix.id)
      .where(sql<boolean>`refunded_cents + ${body.amount_cents} <= ${cap}`)
      .returning('id')
      .executeTakeFirst();
    if (!reserved) {
      const most =
        (pix.status === 'cancelada' ? pix.amount_cents : pix.amount_cents - pix.applied_cents) - pix.refunded_cents;
      throw AppError.with(409, 'pixRefundTooMuch', formatCents(Math.max(0, most)));
    }
    await trx
      .insertInto('pix_refunds')
      .values({
        id,
        end_to_end_id: body.end_to_end_id,
        invoice_id: invoiceId,
        amount_cents: body.amount_cents,
        state: 'em_processamento',
        reason: body.reason,
        requested_by: staff.id,
        requested_at: now,
        updated_at: now,
        last_error: null,
      })
      .execute();
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'pix.refund',
      target: `invoice:${invoiceId}`,
      before: null,
      after: { end_to_end_id: body.end_to_end_id, refund_id: id, amount_cents: body.amount_cents, reason: body.reason },
      now,
    });
  });
  try {
    const state = await refund(body.end_to_end_id, id, body.amount_cents);
    await settle(deps, id, pix.id, body.amount_cents, state, null);
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    await settle(deps, id, pix.id, body.amount_cents, isRetryable(err) ? 'em_processamento' : 'nao_realizado', message);
    if (!isRetryable(err)) throw AppError.with(409, 'pixRefundRefused', message);
  }
}

async function settle(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: string,
  pixId: number,
  cents: number,
  state: 'em_processamento' | 'devolvido' | 'nao_realizado',
  error: string | null,
) {
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('pix_refunds')
      .set({ state, last_error: error, updated_at: deps.clock().toISOString() })
      .where('id', '=', id)
      .execute();
    if (state === 'nao_realizado') {
      await trx
        .updateTable('pix_received')
        .set({ refunded_cents: sql<number>`refunded_cents - ${cents}` })
        .where('id', '=', pixId)
        .execute();
    }
  });
}
