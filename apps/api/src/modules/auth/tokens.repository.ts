import type { Db } from '../../db/connect.ts';

/** Single-use tokens behind the recovery and invite links (product.md §3). */
export async function insertOneTimeToken(
  db: Db,
  t: { userId: number; tokenHash: string; purpose: 'recovery' | 'invite'; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: t.userId,
      token_hash: t.tokenHash,
      purpose: t.purpose,
      created_at: t.now,
      expires_at: t.expiresAt,
    })
    .execute();
}

export function findLiveToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('one_time_tokens')
    .select(['id', 'user_id', 'purpose'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses up every open link of a user: a reset makes older links worthless too. */
export async function useUpAllTokens(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Uses the link up in one statement (product.md §3): of any number of parallel uses, the one
 * whose update finds it unused gets its owner; the others get nothing.
 */
export function consumeToken(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
}
