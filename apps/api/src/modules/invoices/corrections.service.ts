import type { CorrectInvoiceBody, InvoiceLine } from '@arena/shared/invoices/schemas';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { cancelInvoiceRow, findInvoice, replacementOf } from './invoices.repository.ts';
import { lineTotal } from '@arena/shared/rules/money';
import { lockAccountForBilling, moveOverageBilled } from './monthly-cycle.repository.ts';
import { invoiceLines, totalOf } from './invoice-lines.ts';
import { writeInvoice } from './invoices.service.ts';

/**
 * Correcting an invoice (docs/product.md#corrections). An issued invoice never changes: staff
 * cancel it and issue in its place a new one of the same account and month, numbered next in the
 * year's sequence, that names it (`replaces_id`) — with the lines staff wrote, or recomputed from
 * the account as it is now (its plan and seats, the excedente its bookings recorded, the same
 * pro-rata days). Both are audited and the member is e-mailed the new one. The new invoice takes
 * over the excedente the old one billed (recomputed: with any other not yet billed), and bills
 * the same person as the old one when the account was anonymised since.
 *
 * Exactly once: the account's row is locked first (as issuing does, decision 026), then the old
 * invoice is cancelled by a conditional write on `status = 'aberta'`; of twenty "Corrigir" clicks
 * at once one cancels and issues, the others find it replaced (409 `INVOICE_REPLACED`). The unique
 * index on `replaces_id` refuses a second correction regardless.
 */

type CorrectDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

/**
 * A line staff wrote, with its total rounded half away from zero, once: an excedente line that
 * keeps its exact `minutes` is priced from them (20 min at R$ 60,00 stays R$ 20,00, not
 * 0,33 × 60,00), any other `quantity × unit`.
 */
function linesOf(body: NonNullable<CorrectInvoiceBody['lines']>): InvoiceLine[] {
  return body.map((l) => {
    const quantity =
      l.minutes !== undefined ? Math.round((l.minutes / 60) * 100) / 100 : Math.round(l.quantity * 100) / 100;
    const line = { description: l.description, quantity, unit_cents: l.unit_cents, total_cents: lineTotal(l) };
    return l.minutes !== undefined ? { ...line, minutes: l.minutes } : line;
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
      // Recomputed, the old invoice's excedente is free again (it is cancelled) and is read back.
      const computed = given ? null : await invoiceLines(trx, account, old.month, old.period_from ?? undefined);
      const lines = given ?? computed?.lines ?? [];
      if (totalOf(lines) <= 0) throw new AppError(400, 'correctionTotalInvalid');
      const fresh = await writeInvoice(deps, trx, account, {
        month: old.month,
        lines,
        billed: computed?.billed ?? [],
        from: old.period_from,
        actorId: staff.id,
        replaces: { id, number: old.number },
        ...(account.anonymized_at !== null
          ? {
              billTo: {
                bill_to_name: old.bill_to_name,
                bill_to_document: old.bill_to_document,
                bill_to_address: old.bill_to_address,
              },
            }
          : {}),
      });
      if (given) await moveOverageBilled(trx, id, fresh.id);
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
