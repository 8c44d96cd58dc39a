import { termsPending } from '@arena/shared/contract/access';
import type { Db, Trx } from '../../db/connect.ts';
import { forUpdate } from '../../db/locks.ts';
import type { NewUser, User, UserUpdate } from '../../db/schema.ts';

/**
 * Every query on users: the account, a manager's team (the users whose manager_id is the
 * manager, docs/product.md#statuses-and-levels, #team) and the session check's columns. Staff's
 * member lists and their search are in members.repository.ts, staff accounts in staff.repository.ts.
 */

/**
 * The user's own columns that the session and the staff lists carry (never the password hash),
 * with their plan's name as `plan` (docs/product.md#plans): queries selecting them join `withPlan`.
 */
export const userColumns = [
  'users.id',
  'users.email',
  'users.name',
  'users.lastname',
  'users.phone',
  'users.status',
  'users.level',
  'users.role',
  'users.plan_id',
  'plans.name as plan',
  'users.qtd_team',
  'users.manager_id',
  'users.staff_role',
  'users.terms_version',
  'users.email_confirmed_at',
] as const;
/** A user's row with their plan's name as `plan` (the seed's session carries the name). */
export type UserWithPlan = User & { plan: string | null };

function withPlanName(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('plans', 'plans.id', 'users.plan_id')
    .selectAll('users')
    .select('plans.name as plan');
}

export function findUserByEmail(db: Db, email: string): Promise<UserWithPlan | undefined> {
  return withPlanName(db).where('users.email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserWithPlan | undefined> {
  return withPlanName(db).where('users.id', '=', id).executeTakeFirst();
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** The address is proven now, unless it was already (docs/product.md#registration-proof). */
export async function markEmailConfirmed(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now })
    .where('id', '=', id)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Everything else that lets a person in, gone: one-time links, known browsers and the calendar
 * address (a removed team member, an anonymised person; docs/product.md#privacy). Their sessions
 * are revoked by the caller with the reason (sessions.repository.ts), so whoever still holds one of
 * those tokens is told what happened (docs/product.md#sessions).
 */
export async function deleteAccess(db: Db, id: number): Promise<void> {
  await db.deleteFrom('one_time_tokens').where('user_id', '=', id).execute();
  await db.deleteFrom('trusted_devices').where('user_id', '=', id).execute();
  await db.deleteFrom('calendar_feeds').where('user_id', '=', id).execute();
}

/**
 * The user's row, held for the rest of the transaction on PostgreSQL: a manager's invites and
 * staff's change of their seats lock the same row, so a seat count cannot be raced.
 */
export function lockUser(trx: Trx, id: number) {
  return forUpdate(trx, trx.selectFrom('users').selectAll().where('id', '=', id)).executeTakeFirst();
}

/** A manager's team, by name, each with whether they set a password yet (never the hash itself). */
export function listTeam(db: Db, managerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'lastname', 'email', 'phone', 'status', 'level'])
    .select((eb) => eb('password_hash', 'is not', null).as('has_password'))
    .where('manager_id', '=', managerId)
    .where('removed_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function countTeam(db: Db, managerId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('manager_id', '=', managerId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.n);
}

export function findTeamMember(db: Db, managerId: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone'])
    .select((eb) => eb('password_hash', 'is not', null).as('has_password'))
    .where('manager_id', '=', managerId)
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/**
 * A team member's level (docs/product.md#team-gerente), written only while they are still on this
 * holder's team: answers whether a row changed, so a member removed in between is never promoted.
 */
export async function setTeamLevel(
  db: Db,
  s: { managerId: number; memberId: number; level: 1 | 2; now: string },
): Promise<boolean> {
  const [result] = await db
    .updateTable('users')
    .set({ level: s.level, updated_at: s.now })
    .where('id', '=', s.memberId)
    .where('manager_id', '=', s.managerId)
    .where('removed_at', 'is', null)
    .execute();
  return Number(result?.numUpdatedRows ?? 0) > 0;
}

/** Registrations waiting for staff (a back-office badge). */
export async function countPendingMembers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'Pendente')
    .where('role', '=', 'member')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the audit log calls each user. */
export function userLabels(db: Db, ids: number[]) {
  return ids.length
    ? db.selectFrom('users').select(['id', 'name', 'lastname', 'email']).where('id', 'in', ids).execute()
    : [];
}

/** Who manages a team member's account: the manager's name and their company's (docs/product.md#team). */
export async function accountManager(db: Db, managerId: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('companies', 'companies.user_id', 'users.id')
    .select(['users.name', 'users.lastname', 'companies.name as company'])
    .where('users.id', '=', managerId)
    .executeTakeFirst();
  return row ? { name: `${row.name} ${row.lastname}`.trim(), company: row.company || null } : null;
}

export function findPerson(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'lastname', 'email']).where('id', '=', id).executeTakeFirst();
}

/** The login answer's user (docs/product.md#api): the server's team quantity travels as `qtt_team`. */
export function toSessionUser(
  u: Pick<
    UserWithPlan,
    | 'id'
    | 'name'
    | 'lastname'
    | 'level'
    | 'status'
    | 'phone'
    | 'email'
    | 'plan'
    | 'qtd_team'
    | 'role'
    | 'staff_role'
    | 'manager_id'
    | 'terms_version'
    | 'email_confirmed_at'
  >,
  /** TERMS_VERSION, the version in force (docs/product.md#terms). */
  termsInForce: string,
) {
  return {
    id: u.id,
    name: u.name,
    lastname: u.lastname,
    level: u.level,
    status: u.status,
    phone: u.phone,
    email: u.email,
    plan: u.plan,
    qtt_team: u.qtd_team,
    role: u.role === 'staff' ? ('staff' as const) : ('member' as const),
    // The account holder registered the account; a team member (gerente or not) belongs to it
    // (docs/product.md#team-gerente). Staff hold no account.
    holder: u.role !== 'staff' && u.manager_id === null,
    // Staff only: what the back-office shows follows it (docs/product.md#staff-roles).
    ...(u.role === 'staff' ? { staff_role: u.staff_role ?? 'admin' } : {}),
    terms_pending: termsPending(u, termsInForce),
    email_confirmed: u.email_confirmed_at !== null,
  };
}

/** Registrations refused before `before` and not yet anonymised (docs/product.md#retention), held. */
export function lockRefusedBefore(trx: Trx, before: string) {
  return forUpdate(
    trx,
    trx
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'member')
      .where('refused_at', '<', before)
      .where('anonymized_at', 'is', null)
      .orderBy('id'),
  ).execute();
}
