import { sql } from 'kysely';
import type { Db, Trx } from '../../db/connect.ts';
import { forUpdate } from '../../db/locks.ts';

/**
 * The monthly job's queries (docs/product.md#invoices): what issuing reads, the yearly number
 * counter, and the claim of a reminder's e-mail. Issuing reads the account, its plan and a month of its bookings itself, as the usage report does (plans.repository.ts): a month of 5,000
 * accounts is one query for the accounts, not a call per account through three services. It only
 * reads those tables, but for the one column of `appointments` that billing owns: which invoice
 * billed a booking's excedente (`billed_invoice_id`); every other change goes through their modules.
 */

/**
 * The accounts to bill for `month` (docs/product.md#invoices): active account holders, never an
 * anonymised one, on a plan or with excedente not yet billed, without an invoice of that month —
 * and a member by then: registered before the month ended, and not approved after it (the
 * approval's invoice, pro rata from its day, is of a later month).
 */
export function accountsToBill(db: Db, month: string, monthEnd: string) {
  return db
    .selectFrom('users')
    .leftJoin('invoices', (j) => j.onRef('invoices.account_id', '=', 'users.id').on('invoices.month', '=', month))
    .select('users.id')
    .where('users.role', '=', 'member')
    .where('users.manager_id', 'is', null)
    .where('users.status', '=', 'Ativo')
    .where('users.anonymized_at', 'is', null)
    .where('users.created_at', '<', monthEnd)
    .where('invoices.id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('users.plan_id', 'is not', null),
        eb.exists(
          eb
            .selectFrom('appointments as a')
            .innerJoin('users as u', 'u.id', 'a.user_id')
            .leftJoin('invoices as billed', 'billed.id', 'a.billed_invoice_id')
            .select('a.id')
            .where((w) => w.or([w('u.id', '=', w.ref('users.id')), w('u.manager_id', '=', w.ref('users.id'))]))
            .where('a.cancelled_at', 'is', null)
            .where('a.overage_minutes', '>', sql.lit(0))
            .where('a.overage_hour_cents', '>', 0)
            .where((w) => w.or([w('billed.id', 'is', null), w('billed.status', '=', 'cancelada')])),
        ),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoices as later')
            .select('later.id')
            .whereRef('later.account_id', '=', 'users.id')
            .where('later.month', '>', month)
            .where('later.period_from', 'is not', null),
        ),
      ),
    )
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
  return accountForBilling(trx, accountId);
}

/** The account with what its invoice needs, unlocked (a preview writes nothing). */
export function accountForBilling(db: Db, accountId: number) {
  return db
    .selectFrom('users')
    .leftJoin('plans', 'plans.id', 'users.plan_id')
    .leftJoin('companies', 'companies.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.lastname',
      'users.email',
      'users.anonymized_at',
      'users.status',
      'users.role',
      'users.manager_id',
      'users.qtd_team',
      'plans.name as plan',
      'plans.monthly_price_cents',
      'plans.seat_price_cents',
      'companies.name as company',
      'companies.document',
    ])
    .where('users.id', '=', accountId)
    .executeTakeFirst();
}

/**
 * The account's recorded excedente not yet billed (docs/product.md#invoices): of its bookings
 * and its team's, not cancelled, ended by `until` (São Paulo wall clock), at a price, and billed
 * by no invoice — or by one since cancelled. One row per booking: the invoice marks these ids.
 */
export async function unbilledOverage(db: Db, accountId: number, until: string) {
  const rows = await db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .leftJoin('invoices as billed', 'billed.id', 'appointments.billed_invoice_id')
    .select([
      'appointments.id',
      'appointments.date_initial',
      'appointments.overage_minutes as minutes',
      'appointments.overage_hour_cents as unit',
    ])
    .where((eb) => eb.or([eb('users.id', '=', accountId), eb('users.manager_id', '=', accountId)]))
    .where('appointments.cancelled_at', 'is', null)
    // A literal: the query's term is the WHERE of appointments_overage_idx (migration 20261129100000) whatever the binding.
    .where('appointments.overage_minutes', '>', sql.lit(0))
    .where('appointments.overage_hour_cents', '>', 0)
    .where('appointments.date_final', '<=', until)
    .where((eb) => eb.or([eb('billed.id', 'is', null), eb('billed.status', '=', 'cancelada')]))
    .orderBy('appointments.date_initial')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    month: r.date_initial.slice(0, 7),
    minutes: Number(r.minutes),
    unit: Number(r.unit),
  }));
}

/** Marks the bookings whose excedente `invoiceId` billed (docs/product.md#invoices). */
export async function markOverageBilled(trx: Trx, ids: number[], invoiceId: number): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .updateTable('appointments')
      .set({ billed_invoice_id: invoiceId })
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

/** A correction with staff's lines takes over the excedente the invoice it replaces billed. */
export async function moveOverageBilled(trx: Trx, from: number, to: number): Promise<void> {
  await trx.updateTable('appointments').set({ billed_invoice_id: to }).where('billed_invoice_id', '=', from).execute();
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
