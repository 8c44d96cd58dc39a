import { messages } from '@arena/shared/messages';
import { monthLabel } from '@arena/shared/rules/hours';
import type { AdminInvoiceItem, PaymentBody } from '@arena/shared/schemas/invoices';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { paidNoticeToStaff } from '../mail/mail.service.ts';
import { staffInvoices } from './admin-invoices.service.ts';
import {
  cancelInvoiceRow,
  findInvoice,
  invoiceWithAccount,
  payInvoice,
  setNfse,
  setPaidNotice,
  unpayInvoice,
} from './invoices.repository.ts';
import { releaseStatementLine } from './statement-lines.repository.ts';

/**
 * Payments (docs/product.md#financeiro): staff mark an open invoice paid, undo a mistaken mark,
 * cancel an open one, record its NFS-e; a bank statement pays the invoices its credits match
 * (statements.service.ts).
 * An invoice is paid once: every payment is one conditional write on `status = 'aberta'`, so of
 * two staff, or staff and an import, racing for it one wins and the other is told. Every action
 * is audited in the transaction that makes it.
 */

export type StaffDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export async function staffItem(deps: StaffDeps, id: number): Promise<AdminInvoiceItem> {
  const row = await findInvoice(deps.db, id);
  if (!row) throw new AppError(404, 'invoiceNotFound');
  const { invoices } = await staffInvoices(deps, row.month);
  const item = invoices.find((i) => i.id === id);
  if (!item) throw new AppError(404, 'invoiceNotFound');
  return item;
}

/** The invoice, or 404 `invoiceNotFound`. */
export async function mustFind(deps: StaffDeps, id: number) {
  const row = await findInvoice(deps.db, id);
  if (!row) throw new AppError(404, 'invoiceNotFound');
  return row;
}

export async function markPaid(deps: StaffDeps, staff: AuthUser, id: number, body: PaymentBody) {
  await mustFind(deps, id);
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  if (body.paid_on > today) throw new AppError(400, 'paymentDateInvalid');
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const won = await payInvoice(trx, id, {
      paid_on: body.paid_on,
      paid_method: body.method,
      paid_note: body.note || null,
      paid_by: staff.id,
      paid_fitid: null,
      paid_at: now,
    });
    if (!won) throw new AppError(409, 'invoiceNotOpen');
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'invoice.pay',
      target: `invoice:${id}`,
      before: { status: 'aberta' },
      after: { status: 'paga', ...body },
      now,
    });
  });
  return staffItem(deps, id);
}

export async function undoPayment(deps: StaffDeps, staff: AuthUser, id: number) {
  const row = await mustFind(deps, id);
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await unpayInvoice(trx, id))) throw new AppError(409, 'invoiceNotPaid');
    // A statement's credit that paid it waits again for staff to assign it.
    await releaseStatementLine(trx, id);
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'invoice.unpay',
      target: `invoice:${id}`,
      before: { status: 'paga', paid_on: row.paid_on, method: row.paid_method, fitid: row.paid_fitid },
      after: { status: 'aberta' },
      now,
    });
  });
  return staffItem(deps, id);
}

export async function cancelInvoice(deps: StaffDeps, staff: AuthUser, id: number, reason: string) {
  await mustFind(deps, id);
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
  if (told) return { message: messages.paidNoticeSaved };
  const after = await findInvoice(deps.db, id);
  if (after?.status !== 'aberta') throw new AppError(409, 'invoiceNotOpenForNotice');
  return { message: messages.paidNoticeSaved };
}
