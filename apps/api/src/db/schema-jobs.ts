import type { Generated } from 'kysely';

/** The last tick a frequent scheduled job ran in, across processes (migration 20261128211000_job_ticks). */
export type JobTickTable = {
  job: string;
  tick: string;
};

/**
 * The days the retention job ran (docs/product.md#retention): the primary key lets one process
 * alone claim a day; `counts` is JSON of what each step deleted or cleared.
 */
export type RetentionRunTable = {
  day: string;
  counts: string;
  created_at: string;
};

/**
 * An anonymisation under way (migration 20261129030000_erasures): `person` is JSON of the values
 * it looks for (deleted with the row at its end), `claim` the process at it, refreshed each batch.
 */
export type ErasureTable = {
  user_id: number;
  actor_id: number | null;
  started_at: string;
  claim: string;
  claimed_at: string;
  person: string;
  emails_deleted: Generated<number>;
};

/** The tables the background jobs keep for themselves (db/schema.ts composes them into Database). */
export type JobTables = {
  retention_runs: RetentionRunTable;
  erasures: ErasureTable;
  job_ticks: JobTickTable;
};
