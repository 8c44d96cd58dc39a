import type { Db, Trx } from '../../db/connect.ts';

/** The days the retention job ran (docs/product.md#retention): the only place that queries `retention_runs`. */

/** Counts of a run claimed but not finished (its counts are recorded last). */
export const UNFINISHED = '{}';

/** The run of `day`, if one was claimed (in any process): its counts and when it was (re)claimed. */
export async function runOf(db: Db, day: string) {
  return db.selectFrom('retention_runs').select(['counts', 'created_at']).where('day', '=', day).executeTakeFirst();
}

/**
 * Takes over the unfinished run of `day` whose claim is older than `staleBefore` (its process
 * died mid-run): one conditional UPDATE, so of racing processes one alone resumes it.
 */
export async function resumeDay(db: Db, day: string, staleBefore: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('retention_runs')
    .set({ created_at: now })
    .where('day', '=', day)
    .where('counts', '=', UNFINISHED)
    .where('created_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims the run of `day`: the primary key lets one process alone have it. A second claimer's
 * insert fails on it (on PostgreSQL it first waits for the first one's transaction to end).
 */
export async function claimDay(trx: Trx, day: string, now: string): Promise<void> {
  await trx.insertInto('retention_runs').values({ day, counts: UNFINISHED, created_at: now }).execute();
}

export async function recordCounts(trx: Db, day: string, counts: Record<string, number>): Promise<void> {
  await trx
    .updateTable('retention_runs')
    .set({ counts: JSON.stringify(counts) })
    .where('day', '=', day)
    .execute();
}
