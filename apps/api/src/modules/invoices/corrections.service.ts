import type { CorrectInvoiceBody, InvoiceLine } from '@arena/shared/schemas/invoices';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { cancelInvoiceRow, findInvoice, replacementOf } from './invoices.repository.ts';
import { lockAccountForBilling } from './billing.repository.ts';
import { invoiceLines, mulDivRound, totalOf, writeInvoice } from './invoices.service.ts';

/**
 * Correcting an invoice (docs/product.md#corrections). An issued invoice never changes: staff
 * cancel it and issue in its place a new one of the same account and month, numbered next in the
 * year's sequence, that names it (`replaces_id`) — with the lines staff wrote, or recomputed from
 * the account as it is now (its plan and seats, the excedente its bookings recorded, the same
 * pro-rata days). Both are audited and the member is e-mailed the new one.
 *
 * Exactly once: the account's row is locked first (as issuing does, decision 026), then the old
 * invoice is cancelled by a conditional write on `status = 'aberta'`; of twenty "Corrigir" clicks
 * at once one cancels and issues, the others find it replaced (409 `INVOICE_REPLACED`). The unique
 * index on `replaces_id` refuses a second correction regardless.
 */

type CorrectDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

/** A line staff wrote, with its total: `quantity × unit` rounded half away from zero, once. */
function linesOf(body: NonNullable<CorrectInvoiceBody['lines']>): InvoiceLine[] {
  return body.map((l) => {
    const hundredths = Math.round(l.quantity * 100);
    const total = Math.sign(l.unit_cents) * mulDivRound(hundredths, Math.abs(l.unit_cents), 100);
    return { description: l.description, quantity: hundredths / 100, unit_cents: l.unit_cents, total_cents: total };
  });
}

async function refusal(deps: CorrectDeps, id: number): Promise<AppError> {
  const by = await replacementOf(deps.db, id);
  if (by) return AppError.with(409, 'invoiceReplaced', by);
  const row = await findInvoice(deps.db, id);
  // A partial payment stays with its invoice: staff undo it before correcting.
  return row?.status === 'aberta' && row.received_cents > 0
    ? new AppError(409, 'invoiceHasPayments')
    : new AppError(409, 'invoiceNotOpen');
}

export async function correctInvoice(deps: CorrectDeps, staff: AuthUser, id: number, body: CorrectInvoiceBody) {
  const old = await findInvoice(deps.db, id);
  if (!old) throw new AppError(404, 'invoiceNotFound');
  const given = body.lines ? linesOf(body.lines) : null;
  if (given && totalOf(given) <= 0) throw new AppError(400, 'correctionTotalInvalid');
  const now = deps.clock().toISOString();
  try {
    const made = await deps.db.transaction().execute(async (trx) => {
      const account = await lockAccountForBilling(trx, old.account_id);
      if (!account) throw new AppError(404, 'invoiceNotFound');
      if (!(await cancelInvoiceRow(trx, id, body.reason, staff.id, now))) return null;
      const lines = given ?? (await invoiceLines(trx, account, old.month, old.period_from ?? undefined));
      if (totalOf(lines) <= 0) throw new AppError(400, 'correctionTotalInvalid');
      const fresh = await writeInvoice(deps, trx, account, {
        month: old.month,
        lines,
        from: old.period_from,
        actorId: staff.id,
        replaces: { id, number: old.number },
      });
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'invoice.correct',
        target: `invoice:${id}`,
        before: { status: 'aberta', total_cents: old.total_cents },
        after: { status: 'cancelada', reason: body.reason, replaced_by: fresh.number, recomputed: given === null },
        now,
      });
      return fresh;
    });
    if (!made) throw await refusal(deps, id);
    return made;
  } catch (error) {
    if (isUniqueViolation(error)) throw await refusal(deps, id);
    throw error;
  }
}
