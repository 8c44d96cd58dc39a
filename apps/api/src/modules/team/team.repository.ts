import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect.ts';

/** A manager's team: the users whose manager_id is the manager (product.md §2, §6). */
export function listMembers(db: Db, managerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'status'])
    .where('manager_id', '=', managerId)
    .orderBy('name')
    .execute();
}

export async function countMembers(db: Db, managerId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<string>`count(*)`.as('n'))
    .where('manager_id', '=', managerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Locks the manager's row for the rest of the transaction, so two invites cannot share a seat. */
export async function lockManager(db: Db, dialect: Dialect, managerId: number) {
  let q = db.selectFrom('users').select(['id', 'qtd_team', 'plan', 'name', 'lastname']).where('id', '=', managerId);
  if (dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export function findMember(db: Db, managerId: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone'])
    .where('manager_id', '=', managerId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
