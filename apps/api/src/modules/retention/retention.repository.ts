import type { Db, Trx } from '../../db/connect.ts';

/** The days the retention job ran (docs/product.md#retention): the only place that queries `retention_runs`. */

/** Whether the run of `day` has happened (in any process). */
export async function ranOn(db: Db, day: string): Promise<boolean> {
  return (await db.selectFrom('retention_runs').select('day').where('day', '=', day).executeTakeFirst()) !== undefined;
}

/**
 * Claims the run of `day`: the primary key lets one process alone have it. A second claimer's
 * insert fails on it (on PostgreSQL it first waits for the first one's transaction to end).
 */
export async function claimDay(trx: Trx, day: string, now: string): Promise<void> {
  await trx.insertInto('retention_runs').values({ day, counts: '{}', created_at: now }).execute();
}

export async function recordCounts(trx: Trx, day: string, counts: Record<string, number>): Promise<void> {
  await trx
    .updateTable('retention_runs')
    .set({ counts: JSON.stringify(counts) })
    .where('day', '=', day)
    .execute();
}
