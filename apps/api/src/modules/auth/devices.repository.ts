import type { Db } from '../../db/connect.ts';

/** The browsers each user signed in from, known by the hash of their device cookie (product.md §3). */
export function findDevice(db: Db, userId: number, tokenHash: string, notBefore: string) {
  return db
    .selectFrom('trusted_devices')
    .select(['id'])
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('last_used_at', '>', notBefore)
    .executeTakeFirst();
}

/** How many browsers a user is remembered on; a client that keeps no cookie would add one per login. */
const KEEP_DEVICES = 10;

export async function insertDevice(db: Db, userId: number, tokenHash: string, now: string): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now, last_used_at: now })
    .execute();
  await db
    .deleteFrom('trusted_devices')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('trusted_devices')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .limit(KEEP_DEVICES),
    )
    .execute();
}

export async function touchDevice(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('trusted_devices').set({ last_used_at: now }).where('id', '=', id).execute();
}
