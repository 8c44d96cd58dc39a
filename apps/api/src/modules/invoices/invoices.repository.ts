import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db, Trx } from '../../db/connect.ts';
import { reusable } from '../../db/reusable.ts';
import type { Database, InvoiceTable } from '../../db/schema.ts';

/**
 * Queries on invoices (docs/product.md#invoices). The monthly job's own (what issuing reads of
 * the accounts, the yearly number counter, a reminder's claim) are in monthly-cycle.repository.ts; statement
 * credits in statement-lines.repository.ts.
 */

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

export function findInvoiceOf(db: Db, accountId: number, month: string) {
  return db
    .selectFrom('invoices')
    .select('id')
    .where('account_id', '=', accountId)
    .where('month', '=', month)
    .executeTakeFirst();
}

export async function insertInvoice(
  trx: Trx,
  // What issuing writes: every column but the state, which starts `aberta`.
  row: Omit<Insertable<InvoiceTable>, 'id' | 'status'>,
): Promise<number> {
  const inserted = await trx
    .insertInto('invoices')
    .values({ ...row, status: 'aberta' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export const invoiceColumns = [
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
  'invoices.received_cents',
  'invoices.cancel_reason',
  'invoices.nfse_number',
  'invoices.replaces_id',
  'invoices.period_from',
  'invoices.bill_to_name',
  'invoices.bill_to_document',
  'invoices.bill_to_address',
] as const;

/** The numbers of the invoice an invoice corrects and of the one that corrected it. */
export function links(eb: ExpressionBuilder<Database, 'invoices'>) {
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

/** Open invoices whose reminder (due within `until`) or overdue notice (due before `before`) is unsent. */
export function invoicesToRemind(db: Db, kind: 'reminded_at' | 'overdue_notice_at', from: string, to: string) {
  return (
    db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.account_id')
      .select([...invoiceColumns, 'users.name', 'users.email'])
      // An anonymised account is never mailed (docs/product.md#anonymize): its address is not theirs.
      .where('users.anonymized_at', 'is', null)
      .where('invoices.status', '=', 'aberta')
      .where(`invoices.${kind}`, 'is', null)
      .where('invoices.due_date', '>=', from)
      .where('invoices.due_date', '<=', to)
      .execute()
  );
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
    .where('received_cents', '=', 0)
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

/**
 * The account's oldest open invoice due on or before `dueBy`, if any. Read on every booking and by
 * home and /room on arrival, so it is compiled once (db/reusable.ts): building it each time cost
 * more than the read (bench/checks.ts).
 */
const oldestOverdueQuery = reusable((db) =>
  db
    .selectFrom('invoices')
    .select(['number', 'due_date'])
    .where('account_id', '=', 0)
    .where('status', '=', 'aberta')
    .where('due_date', '<=', '')
    .orderBy('due_date')
    .limit(1),
);

export async function oldestOverdue(db: Db, accountId: number, dueBy: string) {
  const { rows } = await oldestOverdueQuery(db, [accountId, 'aberta', dueBy, 1]);
  return rows[0];
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

/**
 * The statement lines that paid an account's invoices, and those payments: their memos name the
 * payer, whatever the bank wrote (`PIX RECEBIDO JOAO S CONCEICAO`), so they are known by the link.
 */
export async function listMoneyLinkedTo(db: Db, accountId: number) {
  const payments = await db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .select(['payments.id', 'payments.note', 'payments.statement_line_id'])
    .where('invoices.account_id', '=', accountId)
    .where('payments.statement_line_id', 'is not', null)
    .execute();
  const lineIds = [...new Set(payments.map((p) => p.statement_line_id as number))];
  const lines =
    lineIds.length === 0
      ? []
      : await db
          .selectFrom('statement_lines')
          .select(['id', 'memo', 'name', 'refnum'])
          .where('id', 'in', lineIds)
          .execute();
  return { lines, payments };
}

export async function rewritePaidNote(db: Db, id: number, note: string): Promise<void> {
  await db.updateTable('invoices').set({ paid_note: note }).where('id', '=', id).execute();
}
