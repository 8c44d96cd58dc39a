import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { InvoiceTable } from '../../db/schema.ts';
import { invoiceColumns, links } from './invoices.repository.ts';

/**
 * Staff's reads of invoices (docs/product.md#financeiro): the month's list a page at a time and its
 * totals, one invoice opened, the accountant's month, and how an invoice is named to staff (its
 * e-mail, the audit log). The rest of invoices' queries are in invoices.repository.ts.
 */

/** What the month's list shows of an invoice: not its lines (docs/performance.md, issue 34). */
type RowColumn = Exclude<(typeof invoiceColumns)[number], 'invoices.lines' | 'invoices.bill_to_address'>;
const rowColumns = invoiceColumns.filter(
  (c): c is RowColumn => c !== 'invoices.lines' && c !== 'invoices.bill_to_address',
);

const withAccount = ['users.name', 'users.lastname', 'users.email', 'companies.name as company'] as const;

function staffQuery(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('users', 'users.id', 'invoices.account_id')
    .leftJoin('companies', 'companies.user_id', 'invoices.account_id')
    .select(links);
}

export type MonthPage = { month: string; status?: InvoiceTable['status']; before?: number; limit: number };

/**
 * A page of a month's invoices, newest first, with each account's manager and company: the page's
 * ids are read from the month's index alone (`invoices_month`), then only those rows are joined.
 */
export function monthPage(db: Db, page: MonthPage) {
  let ids = db.selectFrom('invoices').select('id').where('month', '=', page.month);
  if (page.status) ids = ids.where('status', '=', page.status);
  if (page.before) ids = ids.where('id', '<', page.before);
  return staffQuery(db)
    .select([...rowColumns, ...withAccount])
    .where('invoices.id', 'in', ids.orderBy('id', 'desc').limit(page.limit))
    .orderBy('invoices.id', 'desc')
    .execute();
}

export type StaffRow = Awaited<ReturnType<typeof monthPage>>[number];

/**
 * A month's invoices by status, summed by the database: how many, their totals, what they
 * received, their balances (total less received), and the balances due before `today`.
 */
export async function monthTotalsByStatus(db: Db, month: string, today: string) {
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('n'),
      sql<number | string | null>`sum(total_cents)`.as('total'),
      sql<number | string | null>`sum(received_cents)`.as('received'),
      sql<number | string | null>`sum(total_cents - received_cents)`.as('balance'),
      sql<number | string | null>`sum(case when due_date < ${today} then total_cents - received_cents else 0 end)`.as(
        'overdue',
      ),
    ])
    .where('month', '=', month)
    .groupBy('status')
    .execute();
  // PostgreSQL answers count and sum as bigint and numeric text.
  return rows.map((r) => ({
    status: r.status,
    n: Number(r.n),
    total: Number(r.total ?? 0),
    received: Number(r.received ?? 0),
    balance: Number(r.balance ?? 0),
    overdue: Number(r.overdue ?? 0),
  }));
}

/** A whole month for the accountant's CSV, by number, with each account's manager and company. */
export function invoicesOfMonth(db: Db, month: string) {
  return staffQuery(db)
    .select([...invoiceColumns, ...withAccount])
    .where('invoices.month', '=', month)
    .orderBy('invoices.number')
    .execute();
}

/** One invoice as staff open it (an action on it answers with it alone). */
export function staffInvoiceRow(db: Db, id: number) {
  return staffQuery(db)
    .select([...invoiceColumns, ...withAccount])
    .where('invoices.id', '=', id)
    .executeTakeFirst();
}

export type StaffInvoiceRow = NonNullable<Awaited<ReturnType<typeof staffInvoiceRow>>>;

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

/**
 * How the audit log names invoices: number and the account as it is called now, its company or
 * its person (docs/product.md#audit-log). Not the bill-to kept at issue: that is the fiscal record,
 * shown only with the invoice, and an anonymised account must not be named here (#anonymize).
 */
export function invoiceLabels(db: Db, ids: number[]) {
  return ids.length
    ? db
        .selectFrom('invoices')
        .innerJoin('users', 'users.id', 'invoices.account_id')
        .leftJoin('companies', 'companies.user_id', 'invoices.account_id')
        .select(['invoices.id', 'invoices.number', 'users.name', 'users.lastname', 'companies.name as company'])
        .where('invoices.id', 'in', ids)
        .execute()
    : [];
}
