import type { Db } from '../../db/connect.ts';
import type { User, UserUpdate } from '../../db/schema.ts';
import type { AuthUser } from '../../types.ts';

/** Queries on users, shared by the account, team, sessions and staff routes. */

/** The user's own columns that the session and the staff lists carry (never the password hash). */
export const userColumns = [
  'users.id',
  'users.email',
  'users.name',
  'users.lastname',
  'users.phone',
  'users.status',
  'users.level',
  'users.role',
  'users.plan',
  'users.qtd_team',
  'users.manager_id',
] as const;
export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** The login answer's user (seed §7): the server's team quantity travels as `qtt_team`. */
export function sessionUser(
  u: Pick<AuthUser, 'id' | 'name' | 'level' | 'status' | 'phone' | 'email' | 'plan' | 'qtd_team' | 'role'>,
) {
  return {
    id: u.id,
    name: u.name,
    level: u.level,
    status: u.status,
    phone: u.phone,
    email: u.email,
    plan: u.plan,
    qtt_team: u.qtd_team,
    role: u.role === 'staff' ? ('staff' as const) : ('member' as const),
  };
}
