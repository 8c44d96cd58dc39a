import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { AuthUser } from '../../../types.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { requeueRefused } from './charges.repository.ts';

/**
 * Financeiro's "Tentar criar a cobrança de novo" (docs/product.md#pix-charges): a charge the PSP
 * refused goes back to the charge job, which asks `PUT /cobv/{txid}` once more with the same txid.
 * The conditional write lets one of many clicks through, audited in its transaction; the others,
 * and any on a charge not refused, are told there is nothing to try again (409).
 */
export async function retryCharge(deps: Pick<Deps, 'db' | 'clock'>, staff: AuthUser, invoiceId: number) {
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const charge = await requeueRefused(trx, invoiceId, now);
    if (!charge) throw new AppError(409, 'pixChargeNotRefused');
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'pix.charge_retry',
      target: `invoice:${invoiceId}`,
      before: { txid: charge.txid, error: charge.last_error },
      after: { txid: charge.txid },
      now,
    });
  });
}
