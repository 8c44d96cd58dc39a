import { nextMonth } from '@arena/shared/rules/hours';
import type { Db, Trx } from '../../db/connect.ts';
import { forNoKeyUpdate } from '../../db/locks.ts';
import type { PlanTable } from '../../db/schema.ts';

/**
 * Queries on plans, and the reads of bookings and accounts that their hours need
 * (docs/product.md#plans). An account is a manager and their team: `coalesce(manager_id, id)` of each member.
 * Booking times are the space's wall-clock `YYYY-MM-DD HH:MM:SS` (docs/decisions/002), so a
 * São Paulo calendar month is the text range [`YYYY-MM-01 00:00:00`, next month's first).
 *
 * These queries read other modules' tables themselves, where modules otherwise ask each other's
 * services (docs/decisions/020-api-module-layers.md): an account's hours and staff's usage report
 * sum a month of bookings by account, room and day, which joins across appointments, users,
 * companies, rooms and closed_days answer in one query each; through the services, a month's
 * report would be a call per booking. They only read: every change goes through its module.
 */

const planColumns = [
  'id',
  'name',
  'monthly_minutes',
  'overage',
  'active',
  'monthly_price_cents',
  'seat_price_cents',
  'overage_hour_cents',
] as const;

export function listPlans(db: Db) {
  return db.selectFrom('plans').select(planColumns).orderBy('monthly_minutes').orderBy('name').execute();
}

/** The plans members may ask for (the plan screen, GET /config), fewest hours first. */
export function activePlans(db: Db) {
  return db
    .selectFrom('plans')
    .select(['name', 'monthly_minutes', 'monthly_price_cents', 'seat_price_cents', 'overage_hour_cents', 'overage'])
    .where('active', '=', 1)
    .orderBy('monthly_minutes')
    .orderBy('name')
    .execute();
}

export function findPlan(db: Db, id: number) {
  return db.selectFrom('plans').select(planColumns).where('id', '=', id).executeTakeFirst();
}

export function findPlanByName(db: Db, name: string) {
  return db.selectFrom('plans').select(planColumns).where('name', '=', name).executeTakeFirst();
}

/** The names of the plans other than `exceptId`, for the case-insensitive uniqueness check. */
export async function otherPlanNames(db: Db, exceptId?: number): Promise<string[]> {
  let q = db.selectFrom('plans').select('name');
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.execute()).map((r) => r.name);
}

export async function insertPlan(
  db: Db,
  p: Pick<PlanTable, 'name' | 'monthly_minutes' | 'overage' | 'active'> & {
    monthly_price_cents: number;
    seat_price_cents: number;
    overage_hour_cents: number;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('plans')
    .values({
      name: p.name,
      monthly_minutes: p.monthly_minutes,
      overage: p.overage,
      active: p.active,
      monthly_price_cents: p.monthly_price_cents,
      seat_price_cents: p.seat_price_cents,
      overage_hour_cents: p.overage_hour_cents,
      created_at: p.now,
      updated_at: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlanRow(
  db: Db,
  id: number,
  changes: Partial<{
    name: string;
    monthly_minutes: number;
    overage: PlanTable['overage'];
    active: number;
    monthly_price_cents: number;
    seat_price_cents: number;
    overage_hour_cents: number;
  }>,
  now: string,
): Promise<void> {
  await db
    .updateTable('plans')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** What the audit log calls each plan. */
export function planLabels(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom('plans').select(['id', 'name']).where('id', 'in', ids).execute() : [];
}

/** The name of a plan, or null (the audit log records names, which staff read). */
export async function planName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await db.selectFrom('plans').select('name').where('id', '=', id).executeTakeFirst())?.name ?? null;
}

/**
 * Holds the account's row (its manager's) until the booking transaction ends, on PostgreSQL, so
 * two bookings of one account in different rooms — which the room locks do not queue — still
 * count their hours one after the other. SQLite's BEGIN IMMEDIATE already runs writes one at a
 * time (docs/decisions/009). NO KEY UPDATE, as the room lock: the booking's own insert only
 * needs KEY SHARE on a users row, which it leaves free.
 */
export async function lockAccount(trx: Trx, accountId: number): Promise<void> {
  await forNoKeyUpdate(trx, trx.selectFrom('users').select('id').where('id', '=', accountId)).execute();
}

/** The account's plan: the manager's, whoever on the team books. */
export function accountPlan(db: Db, accountId: number) {
  return db
    .selectFrom('users')
    .leftJoin('plans', 'plans.id', 'users.plan_id')
    .select(['plans.id', 'plans.name', 'plans.monthly_minutes', 'plans.overage', 'plans.overage_hour_cents'])
    .where('users.id', '=', accountId)
    .executeTakeFirst();
}

function monthRange(month: string): [string, string] {
  return [`${month}-01 00:00:00`, `${nextMonth(month)}-01 00:00:00`];
}

/**
 * The account's bookings not cancelled that start in the month: a booking begins and ends on one
 * day (bookings.rules.ts), so it counts whole in the month it takes place.
 */
export function accountBookingsIn(db: Db, accountId: number, month: string) {
  const [from, to] = monthRange(month);
  return (
    db
      .selectFrom('appointments')
      .select(['appointments.date_initial', 'appointments.date_final', 'appointments.overage_minutes'])
      // The account's people first (users' key and manager index), then each one's bookings of the
      // month by `appointments_user_start_idx`: never a walk of every booking (issue 34).
      .where('appointments.user_id', 'in', (eb) =>
        eb
          .selectFrom('users')
          .select('users.id')
          .where((w) => w.or([w('users.id', '=', accountId), w('users.manager_id', '=', accountId)])),
      )
      .where('appointments.cancelled_at', 'is', null)
      .where('appointments.date_initial', '>=', from)
      .where('appointments.date_initial', '<', to)
      .execute()
  );
}

/** Every booking not cancelled in the month, with its room and its account (staff's report). */
export function bookingsIn(db: Db, month: string) {
  const [from, to] = monthRange(month);
  return db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.user_id')
    .select((eb) => [
      'appointments.room_id',
      'appointments.date_initial',
      'appointments.date_final',
      'appointments.overage_minutes',
      eb.fn.coalesce('users.manager_id', 'users.id').as('account_id'),
    ])
    .where('appointments.cancelled_at', 'is', null)
    .where('appointments.date_initial', '>=', from)
    .where('appointments.date_initial', '<', to)
    .execute();
}

/** The accounts (managers) staff bill: every member holding an account, with company and plan. */
export function listAccounts(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.user_id', 'users.id')
    .leftJoin('plans', 'plans.id', 'users.plan_id')
    .select([
      'users.id',
      'users.name',
      'users.lastname',
      'users.email',
      'users.status',
      'companies.name as company',
      'plans.name as plan',
      'plans.monthly_minutes',
      'plans.overage',
    ])
    .where('users.role', '=', 'member')
    .where('users.manager_id', 'is', null)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** The rooms for the occupancy chart: every room, by name (a retired one may have had bookings). */
export function listRoomsForReport(db: Db) {
  return db.selectFrom('rooms').select(['id', 'name', 'active']).orderBy('name').orderBy('id').execute();
}

/** The closed days within the month (they are not open hours). */
export async function closedDaysIn(db: Db, month: string): Promise<string[]> {
  const rows = await db
    .selectFrom('closed_days')
    .select('date')
    .where('date', '>=', `${month}-01`)
    .where('date', '<', `${nextMonth(month)}-01`)
    .execute();
  return rows.map((r) => r.date);
}
