import { nextMonth } from '@arena/shared/rules/hours';
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/connect.ts';
import { forUpdate } from '../../db/locks.ts';

/**
 * The monthly job's queries (docs/product.md#invoices): what issuing reads, the yearly number
 * counter, and the claim of a reminder's e-mail. Issuing reads the account, its plan and a month of its bookings itself, as the usage report does (plans.repository.ts): a month of 5,000
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
