import type { Kysely } from 'kysely';

/**
 * The last tick each frequent scheduled job ran in, across processes (issue 34 item 4): a tick is
 * claimed by one conditional UPDATE of the job's row, so of the processes whose timers fall in the
 * same minute one alone runs it. The release job's row is made here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_ticks')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('tick', 'text', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ job_ticks: { job: string; tick: string } }>)
    .insertInto('job_ticks')
    .values({ job: 'checkin-release', tick: '' })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_ticks').execute();
}
