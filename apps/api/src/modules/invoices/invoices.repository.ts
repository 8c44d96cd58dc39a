import { nextMonth } from '@arena/shared/rules/hours';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db, Trx } from '../../db/connect.ts';
import { forUpdate } from '../../db/locks.ts';
import type { Database, InvoiceTable } from '../../db/schema.ts';
import { mentionsAny } from '../../lib/mentions.ts';

/**
 * Queries on invoices (docs/product.md#invoices). Issuing reads the account, its plan and a month
 * of its bookings itself, as the usage report does (plans.repository.ts): a month of 5,000
 * accounts is one query for the accounts, not a call per account through three services. It only
 * reads those tables; every change to them goes through their modules.
 */

/** The accounts to bill for `month`: active managers on a plan, without an invoice of that month. */
export function accountsToBill(db: Db, month: string) {
  return db
    .selectFrom('users')
    .innerJoin('plans', 'plans.id', 'users.plan_id')
    .leftJoin('invoices', (j) => j.onRef('invoices.account_id', '=', 'users.id').on('invoices.month', '=', month))
    .select('users.id')
    .where('users.role', '=', 'member')
    .where('users.manager_id', 'is', null)
    .where('users.status', '=', 'Ativo')
    .where('invoices.id', 'is', null)
    .orderBy('users.id')
    .execute();
}

/** How many invoices of `month` exist (a correction and the one it replaced count as one). */
export async function countInvoicesOf(db: Db, month: string): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('month', '=', month)
    .where('replaces_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The account's row, held until the transaction ends on PostgreSQL, with what its invoice needs:
 * two processes issuing one account's month queue here, and the second finds the first's invoice.
 */
export async function lockAccountForBilling(trx: Trx, accountId: number) {
  // PostgreSQL locks no row on the nullable side of an outer join: the account's row alone first.
  await forUpdate(trx, trx.selectFrom('users').select('id').where('id', '=', accountId)).execute();
  return trx
    .selectFrom('users')
    .leftJoin('plans', 'plans.id', 'users.plan_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.status',
      'users.role',
      'users.manager_id',
      'users.qtd_team',
      'plans.name as plan',
      'plans.monthly_price_cents',
      'plans.seat_price_cents',
    ])
    .where('users.id', '=', accountId)
    .executeTakeFirst();
}

/** The excedente minutes of the account's bookings in `month`, by the hour's price each recorded. */
export async function overageByPrice(db: Db, accountId: number, month: string) {
  const rows = await db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .select([
      'appointments.overage_hour_cents as unit',
      (eb) => eb.fn.sum<number>('appointments.overage_minutes').as('minutes'),
    ])
    .where((eb) => eb.or([eb('users.id', '=', accountId), eb('users.manager_id', '=', accountId)]))
    .where('appointments.cancelled_at', 'is', null)
    .where('appointments.overage_minutes', '>', 0)
    .where('appointments.date_initial', '>=', `${month}-01 00:00:00`)
    .where('appointments.date_initial', '<', `${nextMonth(month)}-01 00:00:00`)
    .groupBy('appointments.overage_hour_cents')
    .orderBy('appointments.overage_hour_cents')
    .execute();
  return rows.map((r) => ({ unit: Number(r.unit), minutes: Number(r.minutes) }));
}

export function findInvoiceOf(db: Db, accountId: number, month: string) {
  return db
    .selectFrom('invoices')
    .select('id')
    .where('account_id', '=', accountId)
    .where('month', '=', month)
    .executeTakeFirst();
}

/**
 * The next number of `year`: the counter row is written (and so held) until the transaction ends,
 * so concurrent issues number one after the other and a rolled-back one gives its number back.
 */
export async function nextInvoiceSeq(trx: Trx, year: number): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql<number>`invoice_counters.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

export async function insertInvoice(
  trx: Trx,
  row: Pick<
    InvoiceTable,
    | 'account_id'
    | 'month'
    | 'number'
    | 'issued_at'
    | 'due_date'
    | 'total_cents'
    | 'lines'
    | 'issued_by'
    | 'replaces_id'
    | 'period_from'
  >,
): Promise<number> {
  const inserted = await trx
    .insertInto('invoices')
    .values({ ...row, status: 'aberta' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const invoiceColumns = [
  'invoices.id',
  'invoices.account_id',
  'invoices.month',
  'invoices.number',
  'invoices.status',
  'invoices.issued_at',
  'invoices.due_date',
  'invoices.total_cents',
  'invoices.lines',
  'invoices.paid_notice_at',
  'invoices.paid_on',
  'invoices.paid_method',
  'invoices.paid_note',
  'invoices.paid_by',
  'invoices.paid_fitid',
  'invoices.cancel_reason',
  'invoices.nfse_number',
  'invoices.replaces_id',
  'invoices.period_from',
] as const;

/** The numbers of the invoice an invoice corrects and of the one that corrected it. */
function links(eb: ExpressionBuilder<Database, 'invoices'>) {
  return [
    eb
      .selectFrom('invoices as old')
      .select('old.number')
      .whereRef('old.id', '=', 'invoices.replaces_id')
      .as('replaces'),
    eb
      .selectFrom('invoices as fix')
      .select('fix.number')
      .whereRef('fix.replaces_id', '=', 'invoices.id')
      .as('replaced_by'),
  ];
}

/** The number of the invoice that corrected `id`, if one did. */
export async function replacementOf(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('invoices').select('number').where('replaces_id', '=', id).executeTakeFirst();
  return row?.number ?? null;
}

export function invoicesOfAccount(db: Db, accountId: number) {
  return db
    .selectFrom('invoices')
    .select(invoiceColumns)
    .select(links)
    .where('account_id', '=', accountId)
    .orderBy('month', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findInvoice(db: Db, id: number) {
  return db.selectFrom('invoices').select(invoiceColumns).select(links).where('id', '=', id).executeTakeFirst();
}

/** Staff's list of a month, with each account's manager and company and who confirmed a payment. */
export function invoicesOfMonth(db: Db, month: string, status?: InvoiceTable['status']) {
  let q = db
    .selectFrom('invoices')
    .innerJoin('users', 'users.id', 'invoices.account_id')
    .leftJoin('companies', 'companies.user_id', 'invoices.account_id')
    .leftJoin('users as payer', 'payer.id', 'invoices.paid_by')
    .select([
      ...invoiceColumns,
      'users.name',
      'users.lastname',
      'users.email',
      'companies.name as company',
      'payer.name as paid_by_name',
    ])
    .select(links)
    .where('invoices.month', '=', month);
  if (status) q = q.where('invoices.status', '=', status);
  return q.orderBy('invoices.number').execute();
}

/** Open invoices whose reminder (due within `until`) or overdue notice (due before `before`) is unsent. */
export function invoicesToRemind(db: Db, kind: 'reminded_at' | 'overdue_notice_at', from: string, to: string) {
  return db
    .selectFrom('invoices')
    .innerJoin('users', 'users.id', 'invoices.account_id')
    .select([...invoiceColumns, 'users.name', 'users.email'])
    .where('invoices.status', '=', 'aberta')
    .where(`invoices.${kind}`, 'is', null)
    .where('invoices.due_date', '>=', from)
    .where('invoices.due_date', '<=', to)
    .execute();
}

/** Marks the e-mail as sent unless another process did: true for the one process that did. */
export async function claimInvoiceMail(
  trx: Trx,
  id: number,
  kind: 'reminded_at' | 'overdue_notice_at',
  now: string,
): Promise<boolean> {
  const res = await trx
    .updateTable('invoices')
    .set({ [kind]: now })
    .where('id', '=', id)
    .where(kind, 'is', null)
    .where('status', '=', 'aberta')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Records a payment on an open invoice: the one write that wins when staff, a statement or both
 * race for it (the `status = 'aberta'` condition), so an invoice is paid once. True when it won.
 */
export async function payInvoice(
  trx: Trx,
  id: number,
  p: {
    paid_on: string;
    paid_method: NonNullable<InvoiceTable['paid_method']>;
    paid_note: string | null;
    paid_by: number | null;
    paid_fitid: string | null;
    paid_at: string;
  },
): Promise<boolean> {
  const res = await trx
    .updateTable('invoices')
    .set({ status: 'paga', ...p })
    .where('id', '=', id)
    .where('status', '=', 'aberta')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Undoes a payment: the invoice is open again. True when it was paid. */
export async function unpayInvoice(trx: Trx, id: number): Promise<boolean> {
  const res = await trx
    .updateTable('invoices')
    .set({
      status: 'aberta',
      paid_on: null,
      paid_method: null,
      paid_note: null,
      paid_by: null,
      paid_fitid: null,
      paid_at: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'paga')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function cancelInvoiceRow(
  trx: Trx,
  id: number,
  reason: string,
  by: number,
  now: string,
): Promise<boolean> {
  const res = await trx
    .updateTable('invoices')
    .set({ status: 'cancelada', cancel_reason: reason, cancelled_by: by, cancelled_at: now })
    .where('id', '=', id)
    .where('status', '=', 'aberta')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setNfse(db: Db, id: number, nfse: string | null): Promise<void> {
  await db.updateTable('invoices').set({ nfse_number: nfse }).where('id', '=', id).execute();
}

/**
 * Records the member's `Já paguei` on an open invoice unless it was recorded before: true for the
 * one request that recorded it (the one that tells staff), however many arrive at once.
 */
export async function setPaidNotice(trx: Trx, id: number, now: string): Promise<boolean> {
  const res = await trx
    .updateTable('invoices')
    .set({ paid_notice_at: now })
    .where('id', '=', id)
    .where('status', '=', 'aberta')
    .where('paid_notice_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** An invoice with its account's manager and company, for the e-mail that tells staff of it. */
export function invoiceWithAccount(db: Db, id: number) {
  return db
    .selectFrom('invoices')
    .innerJoin('users', 'users.id', 'invoices.account_id')
    .leftJoin('companies', 'companies.user_id', 'invoices.account_id')
    .select([
      'invoices.number',
      'invoices.month',
      'invoices.total_cents',
      'invoices.status',
      'invoices.paid_notice_at',
      'users.name',
      'users.lastname',
      'users.email',
      'companies.name as company',
    ])
    .where('invoices.id', '=', id)
    .executeTakeFirst();
}

/** Every open invoice, for matching a statement: its number (the txid) and amount. */
export function openInvoices(db: Db) {
  return db.selectFrom('invoices').select(['id', 'number', 'total_cents']).where('status', '=', 'aberta').execute();
}

/** Writes a statement line unless its FITID is known: true when this import wrote it. */
export async function insertStatementLine(
  trx: Trx,
  line: {
    fitid: string;
    posted_on: string;
    amount_cents: number;
    memo: string;
    imported_at: string;
    imported_by: number;
  },
): Promise<boolean> {
  const rows = await trx
    .insertInto('statement_lines')
    .values({ ...line, invoice_id: null })
    .onConflict((oc) => oc.column('fitid').doNothing())
    .returning('fitid')
    .execute();
  return rows.length === 1;
}

export async function knownFitids(db: Db, fitids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < fitids.length; i += 500) {
    const rows = await db
      .selectFrom('statement_lines')
      .select('fitid')
      .where('fitid', 'in', fitids.slice(i, i + 500))
      .execute();
    for (const r of rows) known.add(r.fitid);
  }
  return known;
}

export async function applyStatementLine(trx: Trx, fitid: string, invoiceId: number): Promise<boolean> {
  const res = await trx
    .updateTable('statement_lines')
    .set({ invoice_id: invoiceId })
    .where('fitid', '=', fitid)
    .where('invoice_id', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A payment undone frees the statement line that made it, for staff to assign again. */
export async function releaseStatementLine(trx: Trx, invoiceId: number): Promise<void> {
  await trx.updateTable('statement_lines').set({ invoice_id: null }).where('invoice_id', '=', invoiceId).execute();
}

export function findStatementLine(db: Db, fitid: string) {
  return db.selectFrom('statement_lines').selectAll().where('fitid', '=', fitid).executeTakeFirst();
}

export function unassignedStatementLines(db: Db) {
  return db
    .selectFrom('statement_lines')
    .select(['fitid', 'posted_on', 'amount_cents', 'memo'])
    .where('invoice_id', 'is', null)
    .orderBy('posted_on')
    .orderBy('fitid')
    .execute();
}

/** The account's oldest open invoice due on or before `dueBy`, if any. */
export function oldestOverdue(db: Db, accountId: number, dueBy: string) {
  return db
    .selectFrom('invoices')
    .select(['number', 'due_date'])
    .where('account_id', '=', accountId)
    .where('status', '=', 'aberta')
    .where('due_date', '<=', dueBy)
    .orderBy('due_date')
    .limit(1)
    .executeTakeFirst();
}

/** How many of an account's invoices are open (docs/product.md#privacy: staff are told before anonymising). */
export async function countOpenOf(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'aberta')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Statement memos and payment notes that name a person (a Pix from their own account names them). */
export function listMoneyTextMentioning(db: Db, needles: string[]) {
  return Promise.all([
    db
      .selectFrom('statement_lines')
      .select(['fitid', 'memo'])
      .where(mentionsAny(['memo'], needles))
      .execute(),
    db
      .selectFrom('invoices')
      .select(['id', 'paid_note'])
      .where(mentionsAny(['paid_note'], needles))
      .execute(),
  ]);
}

export async function rewriteStatementMemo(db: Db, fitid: string, memo: string): Promise<void> {
  await db.updateTable('statement_lines').set({ memo }).where('fitid', '=', fitid).execute();
}

export async function rewritePaidNote(db: Db, id: number, note: string): Promise<void> {
  await db.updateTable('invoices').set({ paid_note: note }).where('id', '=', id).execute();
}
