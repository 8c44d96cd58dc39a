import { addDays } from '@arena/shared/rules/dates';
import { monthLabel, nextMonth } from '@arena/shared/rules/hours';
import type { InvoiceLine } from '@arena/shared/invoices/schemas';
import type { Db, Trx } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { instantOf, localDate } from '../../lib/time.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { invoiceIssued } from '../mail/mail.service.ts';
import { invoiceNumber, paymentText } from './pix.service.ts';
import { countInvoicesOf, countOpenOf, findInvoiceOf, insertInvoice } from './invoices.repository.ts';
import {
  accountsToBill,
  lockAccountForBilling,
  markOverageBilled,
  nextInvoiceSeq,
} from './monthly-cycle.repository.ts';
import { type Account, type BillTo, billToOf, invoiceLines, totalOf } from './invoice-lines.ts';
import { letOthersIn } from '../../lib/let-others-in.ts';

/** How the audit log names an invoice and a statement credit (modules/audit-log). */
export { invoiceLabels } from './staff-invoices.repository.ts';
export { statementLineLabels } from './statement-lines.repository.ts';

/**
 * Invoices (docs/product.md#invoices): one per account and month, issued on the 1st (São Paulo)
 * by the job in every process, by staff on demand, and at approval (the rest of that month, pro
 * rata by days). An invoice of month M holds the plan and the seats of M and every excedente not
 * yet billed of bookings that ended before M began — M−1's, and any an earlier invoice left
 * (suspended, cancelled) — as each booking recorded it (minutes and the hour's price it was
 * booked at); the bookings then name it (`billed_invoice_id`), so no excedente is billed twice
 * or lost.
 *
 * Rounding, once per line, half up to the centavo: a pro-rata plan or seat price is
 * `price × days left ÷ days in the month`; an excedente line is `minutes × hour price ÷ 60`. The
 * total is the sum of the lines, in whole centavos, never rounded again.
 */

type IssueDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

/**
 * The due day: INVOICE_DUE_DAY of the invoice's month, or five days after it is issued when that
 * is later (an approval on the 28th, or an issue caught up after downtime past the due day).
 */
export function dueDateOf(month: string, issuedOn: string, dueDay: number): string {
  const due = `${month}-${String(dueDay).padStart(2, '0')}`;
  const soonest = addDays(issuedOn, 5);
  return due >= soonest ? due : soonest;
}

/**
 * Issues `account`'s invoice of `month` inside `trx`, unless it exists or would be of nothing:
 * the account's row is locked first, so a second issuer waits and then finds the first's; the
 * unique index (account, month) refuses it regardless. Answers whether it issued one.
 */
async function issueInTransaction(
  deps: IssueDeps,
  trx: Trx,
  accountId: number,
  month: string,
  opts: { from?: string; actorId?: number | null },
): Promise<'issued' | 'existing' | 'none'> {
  const account = await lockAccountForBilling(trx, accountId);
  if (!account || account.role !== 'member' || account.manager_id !== null) return 'none';
  // An anonymised account is never billed again (docs/product.md#anonymize).
  if (account.anonymized_at !== null) return 'none';
  if (await findInvoiceOf(trx, accountId, month)) return 'existing';
  const { lines, billed } = await invoiceLines(trx, account, month, opts.from);
  if (totalOf(lines) <= 0) return 'none';
  await writeInvoice(deps, trx, account, {
    month,
    lines,
    billed,
    from: opts.from ?? null,
    actorId: opts.actorId ?? null,
  });
  return 'issued';
}

/**
 * Writes a new invoice of `account` in `trx`: the next number of the month's year, the due day,
 * its audit entry — staff's, or the system's (actor null) when the job issues it — and its
 * e-mail with the Pix code. The QR image is drawn when the e-mail is sent, not here (issuing a
 * month is thousands of these; docs/performance.md#money-at-scale).
 */
export async function writeInvoice(
  deps: IssueDeps,
  trx: Trx,
  account: Account,
  inv: {
    month: string;
    lines: InvoiceLine[];
    from: string | null;
    actorId: number | null;
    /** The bookings whose excedente it bills. */
    billed: number[];
    replaces?: { id: number; number: string };
    /** Who is billed, when not the account as it is now (a correction of an anonymised account's). */
    billTo?: BillTo;
  },
) {
  const total = totalOf(inv.lines);
  const now = deps.clock();
  const issuedOn = localDate(now, deps.config.SPACE_TIMEZONE);
  const year = Number(inv.month.slice(0, 4));
  const seq = await nextInvoiceSeq(trx, year);
  const number = invoiceNumber(year, seq);
  const due = dueDateOf(inv.month, issuedOn, deps.config.INVOICE_DUE_DAY);
  const id = await insertInvoice(trx, {
    account_id: account.id,
    month: inv.month,
    number,
    issued_at: now.toISOString(),
    due_date: due,
    total_cents: total,
    lines: JSON.stringify(inv.lines),
    issued_by: inv.actorId,
    replaces_id: inv.replaces?.id ?? null,
    period_from: inv.from,
    ...(inv.billTo ?? billToOf(account)),
  });
  await markOverageBilled(trx, inv.billed, id);
  await recordAudit(trx, {
    actorId: inv.actorId,
    action: 'invoice.issue',
    target: `invoice:${id}`,
    before: null,
    after: {
      number,
      month: inv.month,
      total_cents: total,
      due_date: due,
      ...(inv.replaces ? { replaces: inv.replaces.number } : {}),
    },
    now: now.toISOString(),
  });
  const facts = paymentText(deps.config, { number, total_cents: total, status: 'aberta' });
  await deps.mailer.send(
    {
      to: account.email,
      ...invoiceIssued({
        name: account.name,
        number,
        month: monthLabel(inv.month),
        total_cents: total,
        due_date: due,
        url: `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/invoices/${id}`,
        pix_code: facts.pix_code,
        instructions: facts.payment_instructions,
        replaces: inv.replaces?.number ?? null,
      }),
      // Queued before the charge exists: sent with its dynamic code if the charge is active by then.
      ...(facts.attachment ? { attachments: [{ ...facts.attachment, pix_invoice: id }] } : {}),
    },
    { db: trx },
  );
  return { id, number };
}

/** Issues one account's month in a transaction of its own; a lost race is an existing invoice. */
export async function issueInvoice(
  deps: IssueDeps,
  accountId: number,
  month: string,
  opts: { from?: string; actorId?: number | null } = {},
): Promise<'issued' | 'existing' | 'none'> {
  try {
    return await deps.db.transaction().execute((trx) => issueInTransaction(deps, trx, accountId, month, opts));
  } catch (error) {
    if (isUniqueViolation(error)) return 'existing';
    throw error;
  }
}

/**
 * The first invoice, at approval (docs/product.md#invoices): the rest of this month, pro rata by
 * days from the approval day, in the approval's own transaction.
 */
export async function issueFirstInvoice(deps: IssueDeps, trx: Trx, accountId: number, actorId: number) {
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  return issueInTransaction(deps, trx, accountId, today.slice(0, 7), { from: today, actorId });
}

/** The instant `month` ends in São Paulo (ISO), to compare with when an account registered. */
export function monthEnd(deps: Pick<Deps, 'config'>, month: string): string {
  return instantOf(`${nextMonth(month)}-01 00:00:00`, deps.config.SPACE_TIMEZONE).toISOString();
}

/**
 * How much of the month one write transaction issues: accounts until ~50 ms of work or 25 of them,
 * whichever comes first, then it commits and lets waiting requests in once (docs/performance.md,
 * "At 100×"). One account per transaction with a yield after each let every queued booking run
 * between accounts and starved the run; one transaction for the month held the write lock for
 * seconds.
 */
export const ISSUE_BATCH = { accounts: 25, ms: 50 };

/**
 * Issues every invoice of `month` not yet issued: by the job in each process (at start, then
 * hourly) and by staff. `existing` counts the month's invoices that were there already. Accounts go
 * in ascending id, a batch per transaction (ISSUE_BATCH), so two processes lock account rows in one
 * order; a batch that loses a race on the unique index (PostgreSQL aborts the whole transaction) is
 * redone one account per transaction, where the lost one answers `existing`.
 */
export async function issueMonth(deps: IssueDeps, month: string, actorId: number | null = null) {
  const before = await countInvoicesOf(deps.db, month);
  const ids = (await accountsToBill(deps.db, month, monthEnd(deps, month))).map((a) => a.id);
  let issued = 0;
  for (let next = 0; next < ids.length;) {
    const start = next;
    let done: number;
    try {
      done = await deps.db.transaction().execute(async (trx) => {
        const began = performance.now();
        let n = 0;
        for (let id = ids[next]; id !== undefined && next - start < ISSUE_BATCH.accounts; id = ids[next]) {
          if ((await issueInTransaction(deps, trx, id, month, { actorId })) === 'issued') n += 1;
          next += 1;
          if (performance.now() - began >= ISSUE_BATCH.ms) break;
        }
        return n;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The account that threw had not been counted past: it is redone with the rest.
      const end = Math.min(next + 1, ids.length);
      next = end;
      done = 0;
      for (const id of ids.slice(start, end)) {
        if ((await issueInvoice(deps, id, month, { actorId })) === 'issued') done += 1;
      }
    }
    issued += done;
    await letOthersIn();
  }
  if (issued > 0) deps.mailer.nudge();
  return { issued, existing: before };
}

/** What staff are told when anonymising an account holder: their invoices still open (docs/product.md#privacy). */
export function openInvoicesOf(db: Db, accountId: number): Promise<number> {
  return countOpenOf(db, accountId);
}
