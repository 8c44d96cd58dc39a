import {
  STATEMENT_PAGE_SIZE,
  type StatementLine,
  type StatementLinesAnswer,
} from '@arena/shared/invoices/statement-schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { formatCents } from '@arena/shared/rules/money';

import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { staffItem } from './admin-invoices.service.ts';
import { findInvoiceByNumber, openInvoicesWithAccounts } from './invoice-payments.repository.ts';
import { fold } from './matching.ts';
import { recordPayment } from './payment-step.ts';
import { refusal, type StaffDeps } from './payments.service.ts';
import {
  countStatementLines,
  findStatementLine,
  restoreLine,
  setLineAside,
  statementLinesOf,
} from './statement-lines.repository.ts';
import { toLine } from './statements.service.ts';

/**
 * The credits waiting for staff (docs/product.md#financeiro): a page of them, each with
 * suggestions (open invoices of the same balance, accounts named in the line) that staff choose
 * from — never one chosen for them; staff assign one by the invoice's number, or set a credit
 * that is not a member's payment aside with a reason, and bring it back.
 */

type Open = Awaited<ReturnType<typeof openInvoicesWithAccounts>>[number];

/** The open invoices a line may pay: of its remainder's balance, or whose account it names. */
function suggestionsFor(line: StatementLine, open: Open[]) {
  const text = fold(`${line.memo} ${line.name} ${line.refnum}`);
  const digits = `${line.memo} ${line.name} ${line.refnum}`.replace(/\D/g, ' ');
  const names = (o: Open) => {
    const full = fold(`${o.name} ${o.lastname}`.trim());
    const company = o.company ? fold(o.company) : '';
    const doc = (o.document ?? '').replace(/\D/g, '');
    return (
      (full.length >= 5 && text.includes(full)) ||
      (company.length >= 4 && text.includes(company)) ||
      (doc.length >= 11 && ` ${digits} `.includes(` ${doc} `))
    );
  };
  const out = [];
  for (const o of open) {
    const balance = o.total_cents - o.received_cents;
    const reason = balance === line.left_cents ? ('amount' as const) : names(o) ? ('name' as const) : null;
    if (!reason) continue;
    const who = o.company ? `${o.company} (${`${o.name} ${o.lastname}`.trim()})` : `${o.name} ${o.lastname}`.trim();
    out.push({ invoice_id: o.id, number: o.number, who, balance_cents: balance, reason });
    if (out.length >= 10) break;
  }
  return out;
}

export async function statementLines(
  deps: StaffDeps,
  query: { list: 'waiting' | 'set_aside'; page: number },
): Promise<StatementLinesAnswer> {
  const rows = await statementLinesOf(deps.db, query.list, STATEMENT_PAGE_SIZE, (query.page - 1) * STATEMENT_PAGE_SIZE);
  const open = query.list === 'waiting' && rows.length > 0 ? await openInvoicesWithAccounts(deps.db) : [];
  const staffNames = await namesOf(
    deps,
    rows.map((r) => r.set_aside_by),
  );
  return {
    lines: rows.map((r) => {
      const line = toLine(r, asideBy(r.set_aside_by, staffNames));
      return { ...line, suggestions: query.list === 'waiting' ? suggestionsFor(line, open) : [] };
    }),
    waiting_count: await countStatementLines(deps.db, 'waiting'),
    set_aside_count: await countStatementLines(deps.db, 'set_aside'),
    page: query.page,
    page_size: STATEMENT_PAGE_SIZE,
  };
}

async function namesOf(deps: StaffDeps, ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await deps.db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

function asideBy(id: number | null, names: Map<number, string>) {
  return id === null ? invoicesStaffWords.financeSystem : (names.get(id) ?? null);
}

async function mustFindLine(deps: StaffDeps, id: number) {
  const line = await findStatementLine(deps.db, id);
  if (!line) throw new AppError(404, 'statementLineNotFound');
  return line;
}

/**
 * Staff apply a waiting credit to the open invoice of the number they see: `amount` (by default
 * what is left of the credit, up to the invoice's balance), within both, with the credit's date.
 */
export async function assignLine(
  deps: StaffDeps,
  staff: AuthUser,
  body: { line_id: number; invoice_number: string; amount_cents?: number | undefined },
) {
  const line = await mustFindLine(deps, body.line_id);
  const left = line.amount_cents - line.applied_cents;
  if (line.set_aside_at !== null || left <= 0) throw new AppError(409, 'statementLineNotWaiting');
  if (line.posted_on > localDate(deps.clock(), deps.config.SPACE_TIMEZONE))
    throw new AppError(409, 'statementLineFuture');
  const invoice = await findInvoiceByNumber(deps.db, body.invoice_number);
  if (!invoice) throw AppError.with(404, 'invoiceNumberNotFound', body.invoice_number);
  if (invoice.status !== 'aberta') throw AppError.with(409, 'invoiceNumberNotOpen', body.invoice_number);
  const balance = invoice.total_cents - invoice.received_cents;
  const amount = body.amount_cents ?? Math.min(left, balance);
  if (amount > left) throw AppError.with(409, 'statementLineAbove', formatCents(left));
  if (amount > balance) throw AppError.with(409, 'paymentAboveBalance', formatCents(balance));
  const now = deps.clock().toISOString();
  const status = await deps.db.transaction().execute((trx) =>
    recordPayment(trx, {
      invoiceId: invoice.id,
      amount_cents: amount,
      paid_on: line.posted_on,
      method: /\bpix\b/i.test(`${line.memo} ${line.name}`) ? 'pix' : 'transferencia',
      note: [line.name, line.memo].filter(Boolean).join(' — ').slice(0, 500) || null,
      line: { id: line.id, fitid: line.fitid },
      staffId: staff.id,
      now,
    }),
  );
  if (!status) throw await refusal(deps, invoice.id);
  return staffItem(deps, invoice.id);
}

/** Staff set a waiting credit aside (not a member's payment), with the reason. */
export async function setAside(deps: StaffDeps, staff: AuthUser, lineId: number, reason: string) {
  await mustFindLine(deps, lineId);
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await setLineAside(trx, lineId, staff.id, reason, now))) throw new AppError(409, 'statementLineNotWaiting');
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'statement.set_aside',
      target: `statement_line:${lineId}`,
      before: null,
      after: { reason },
      now,
    });
  });
  const line = await mustFindLine(deps, lineId);
  return { message: invoicesStaffWords.statementLineSetAside, line: toLine(line, staff.name) };
}

/** Staff bring a set-aside credit back to the waiting ones. */
export async function restore(deps: StaffDeps, staff: AuthUser, lineId: number) {
  const before = await mustFindLine(deps, lineId);
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await restoreLine(trx, lineId))) throw new AppError(409, 'statementLineNotSetAside');
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'statement.restore',
      target: `statement_line:${lineId}`,
      before: { reason: before.set_aside_reason, by: before.set_aside_by },
      after: null,
      now,
    });
  });
  return { message: invoicesStaffWords.statementLineRestored, line: toLine(await mustFindLine(deps, lineId), null) };
}
