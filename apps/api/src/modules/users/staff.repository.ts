import type { Db, Trx } from '../../db/connect.ts';
import { forUpdate } from '../../db/locks.ts';

/**
 * The queries on staff accounts (docs/product.md#staff-roles): the first one the start creates,
 * _Equipe do espaço_'s list, and the administrators held so the last one stays.
 */

/** Whether any staff account exists: without one nobody can approve a registration (docs/product.md#shape). */
export async function anyStaff(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('role', '=', 'staff').executeTakeFirst()) !== undefined;
}

/**
 * The staff account that the first start and `npm run staff:password` create (docs/product.md#shape).
 * `ifAbsent` leaves an account of that e-mail as it is, even one another process has just made.
 */
export async function insertStaff(
  db: Db,
  s: { email: string; passwordHash: string; now: string },
  { ifAbsent = false } = {},
): Promise<void> {
  const q = db.insertInto('users').values({
    email: s.email,
    password_hash: s.passwordHash,
    name: 'Equipe Arena',
    lastname: '',
    phone: '',
    status: 'Ativo',
    level: 2,
    role: 'staff',
    // The first account, ADMIN_EMAIL's, administers (docs/product.md#staff-roles).
    staff_role: 'admin',
    plan_id: null,
    qtd_team: 0,
    manager_id: null,
    created_at: s.now,
    updated_at: s.now,
    // Staff's address is the one the operator set (docs/product.md#registration-proof).
    email_confirmed_at: s.now,
  });
  await (ifAbsent ? q.onConflict((oc) => oc.column('email').doNothing()) : q).execute();
}

/** _Equipe do espaço_ (docs/product.md#staff-roles): the staff accounts not removed, by name. */
export function listStaffAccounts(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'staff_role'])
    .select((eb) => eb('password_hash', 'is not', null).as('has_password'))
    .where('role', '=', 'staff')
    .where('removed_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findStaffAccount(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'staff_role'])
    .select((eb) => eb('password_hash', 'is not', null).as('has_password'))
    .where('id', '=', id)
    .where('role', '=', 'staff')
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The administrators' ids, with every staff row held for the rest of the transaction on
 * PostgreSQL, so two changes at once cannot both take away the last administrator
 * (docs/product.md#staff-roles). All staff rows, not only the administrators: the account being
 * changed is then always among the rows already held, in one order for every taker. Holding only
 * the administrators let a change to an account demoted a moment before lock that row late, out
 * of order, and two such changes deadlocked.
 */
export async function lockAdmins(trx: Trx): Promise<number[]> {
  const rows = await forUpdate(
    trx,
    trx.selectFrom('users').select(['id', 'staff_role', 'removed_at']).where('role', '=', 'staff').orderBy('id'),
  ).execute();
  return rows.filter((r) => r.staff_role === 'admin' && r.removed_at === null).map((r) => r.id);
}
