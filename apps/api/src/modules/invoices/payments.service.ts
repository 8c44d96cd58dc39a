import type { PaymentBody } from '@arena/shared/invoices/schemas';
import { invoicesWords } from '@arena/shared/invoices/words';
import { formatCents } from '@arena/shared/rules/money';
import { monthLabel } from '@arena/shared/rules/hours';

import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { paidNoticeToStaff } from '../mail/mail.service.ts';
import { staffItem } from './admin-invoices.service.ts';
import { cancelInvoiceRow, findInvoice, setNfse, setPaidNotice } from './invoices.repository.ts';
import { invoiceWithAccount } from './staff-invoices.repository.ts';
import { unpayInvoice } from './invoice-payments.repository.ts';
import { recordPayment } from './payment-step.ts';
import { unapplyPixOf } from './pix/received.repository.ts';
import { deletePaymentsOf } from './payments.repository.ts';
import { releaseFromLine } from './statement-lines.repository.ts';

/**
 * Payments (docs/product.md#financeiro): staff record a payment by hand (all of the balance or
 * part of it), undo an invoice's payments, cancel an open one, record its NFS-e; a bank statement
 * pays the invoices its credits match (statements.service.ts). Every payment is the one step of
 * payment-step.ts: a conditional write within the balance, so racing payments never exceed the
 * total. Every action is audited in the transaction that makes it, and answers with the one
 * invoice it touched.
 */

export type StaffDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export { staffItem };

/** The invoice, or 404 `invoiceNotFound`. */
export async function mustFind(deps: StaffDeps, id: number) {
  const row = await findInvoice(deps.db, id);
  if (!row) throw new AppError(404, 'invoiceNotFound');
  return row;
}

/** Why an amount cannot be received on an invoice: not open (409), or above its balance (409). */
export async function refusal(deps: StaffDeps, id: number): Promise<AppError> {
  const row = await mustFind(deps, id);
  if (row.status !== 'aberta') return new AppError(409, 'invoiceNotOpen');
  return AppError.with(409, 'paymentAboveBalance', formatCents(row.total_cents - row.received_cents));
}

export async function markPaid(deps: StaffDeps, staff: AuthUser, id: number, body: PaymentBody) {
  const row = await mustFind(deps, id);
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  if (body.paid_on > today) throw new AppError(400, 'paymentDateInvalid');
  if (row.status !== 'aberta') throw new AppError(409, 'invoiceNotOpen');
  const now = deps.clock().toISOString();
  const status = await deps.db.transaction().execute((trx) =>
    recordPayment(trx, {
      invoiceId: id,
      amount_cents: body.amount_cents ?? row.total_cents - row.received_cents,
      paid_on: body.paid_on,
      method: body.method,
      note: body.note || null,
      line: null,
      staffId: staff.id,
      now,
    }),
  );
  if (!status) throw await refusal(deps, id);
  return staffItem(deps, id);
}

/**
 * Undoes every payment of the invoice: open again, its statement credits wait for staff again, and
 * the Pix it received are unapplied, kept on it for staff (pix/received.repository.ts).
 */
export async function undoPayment(deps: StaffDeps, staff: AuthUser, id: number) {
  const row = await mustFind(deps, id);
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await unpayInvoice(trx, id))) throw new AppError(409, 'invoiceNotPaid');
    const removed = await deletePaymentsOf(trx, id);
    for (const p of removed)
      if (p.statement_line_id !== null) await releaseFromLine(trx, p.statement_line_id, p.amount_cents);
    const pix = await unapplyPixOf(trx, id);
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'invoice.unpay',
      target: `invoice:${id}`,
      before: {
        status: row.status,
        received_cents: row.received_cents,
        payments: removed.map((p) => ({ amount_cents: p.amount_cents, statement_line_id: p.statement_line_id })),
        ...(pix.length > 0 ? { pix } : {}),
      },
      after: { status: 'aberta', received_cents: 0 },
      now,
    });
  });
  return staffItem(deps, id);
}

export async function cancelInvoice(deps: StaffDeps, staff: AuthUser, id: number, reason: string) {
  const row = await mustFind(deps, id);
  if (row.status === 'aberta' && row.received_cents > 0) throw new AppError(409, 'invoiceHasPayments');
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await cancelInvoiceRow(trx, id, reason, staff.id, now))) throw new AppError(409, 'invoiceNotOpen');
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'invoice.cancel',
      target: `invoice:${id}`,
      before: { status: 'aberta' },
      after: { status: 'cancelada', reason },
      now,
    });
  });
  return staffItem(deps, id);
}

export async function recordNfse(deps: StaffDeps, staff: AuthUser, id: number, nfse: string) {
  const row = await mustFind(deps, id);
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await setNfse(trx, id, nfse || null);
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'invoice.nfse',
      target: `invoice:${id}`,
      before: { nfse_number: row.nfse_number },
      after: { nfse_number: nfse || null },
      now,
    });
  });
  return staffItem(deps, id);
}

/**
 * `Já paguei` (docs/product.md#invoices): the manager tells staff, on an open invoice of theirs.
 * Staff are e-mailed (STAFF_EMAIL) once per invoice: the notice is recorded by a conditional write
 * in the transaction that queues the e-mail, so of many clicks at once one writes and mails; the
 * others, and any later click, are answered the same and send nothing.
 */
export async function paidNotice(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>, caller: AuthUser, id: number) {
  const row = await findInvoice(deps.db, id);
  if (!row || caller.manager_id !== null || row.account_id !== caller.id) throw new AppError(404, 'invoiceNotFound');
  const now = deps.clock().toISOString();
  const told = await deps.db.transaction().execute(async (trx) => {
    if (!(await setPaidNotice(trx, id, now))) return false;
    const inv = await invoiceWithAccount(trx, id);
    if (!inv) return false;
    await deps.mailer.send(
      {
        to: deps.config.STAFF_EMAIL,
        ...paidNoticeToStaff({
          number: inv.number,
          month: monthLabel(inv.month),
          total_cents: inv.total_cents,
          manager: `${inv.name} ${inv.lastname}`.trim(),
          email: inv.email,
          company: inv.company,
          url: `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/admin/finance?month=${inv.month}`,
        }),
      },
      { db: trx },
    );
    return true;
  });
  if (told) return { message: invoicesWords.paidNoticeSaved };
  const after = await findInvoice(deps.db, id);
  if (after?.status !== 'aberta') throw new AppError(409, 'invoiceNotOpenForNotice');
  return { message: invoicesWords.paidNoticeSaved };
}
