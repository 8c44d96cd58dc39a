import type { Db } from '../../db/connect.ts';
import type { RequestTable } from '../../db/schema.ts';

export type NewRequest = Pick<RequestTable, 'type' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'user_id'>;

/** Plan changes, studio requests and support messages, kept for the staff inbox. */
export async function insertRequest(db: Db, r: NewRequest, now: string): Promise<number> {
  const row = await db
    .insertInto('requests')
    .values({ ...r, status: 'open', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
