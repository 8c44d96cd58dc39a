import type { Db } from '../../db/connect.ts';

/** The scheduled jobs' ticks (`job_ticks`, migration 20261128211000_job_ticks): the only place that queries it. */

/**
 * Claims `tick` of `job`: one conditional UPDATE, so of the processes running the job in the same
 * tick one alone has it. Any other tick, later or earlier (a clock set back), is a new one.
 */
export async function claimTick(db: Db, job: string, tick: string): Promise<boolean> {
  const result = await db
    .updateTable('job_ticks')
    .set({ tick })
    .where('job', '=', job)
    .where('tick', '<>', tick)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
