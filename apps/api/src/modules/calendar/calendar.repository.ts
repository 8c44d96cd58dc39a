import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { reusable } from '../../db/reusable.ts';

/** Queries on calendar_feeds: each member's private calendar address (docs/product.md#my-bookings). */

export function findFeedOfUser(db: Db, userId: number) {
  return db.selectFrom('calendar_feeds').select(['token']).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Gives the member this address, replacing any other (the old one then finds nobody). When two
 * calls race to create the first one, the first write stays: `replace: false` never overwrites.
 */
export async function saveFeed(
  db: Db,
  feed: { userId: number; token: string; tokenHash: string; now: string },
  { replace }: { replace: boolean },
): Promise<void> {
  const values = { user_id: feed.userId, token: feed.token, token_hash: feed.tokenHash, created_at: feed.now };
  await db
    .insertInto('calendar_feeds')
    .values(values)
    .onConflict((oc) =>
      replace
        ? oc.column('user_id').doUpdateSet({ token: feed.token, token_hash: feed.tokenHash, created_at: feed.now })
        : oc.column('user_id').doNothing(),
    )
    .execute();
}

// Every poll of every calendar app runs it: built once (db/reusable.ts), values in the SQL's order.
const ownerOfFeed = reusable((db) =>
  db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .leftJoin('users as holder', 'holder.id', 'users.manager_id')
    .select(['calendar_feeds.user_id', 'calendar_feeds.created_at'])
    .where('calendar_feeds.token_hash', '=', '')
    .where(sql<string>`coalesce(holder.status, users.status)`, '=', '')
    .where('users.level', '=', 0)
    .where('users.role', '=', ''),
);

/**
 * The owner of a feed by its secret's hash (one unique-index probe, whatever the number of
 * feeds), only while they may book: a manager whose account is Ativo (docs/product.md#account-status).
 * A suspended account's feeds, its holder's and its team's, find nobody; a removed member's feed
 * is gone with them.
 */
export async function findFeedOwner(db: Db, tokenHash: string) {
  return (await ownerOfFeed(db, [tokenHash, 'Ativo', 2, 'member'])).rows[0];
}
