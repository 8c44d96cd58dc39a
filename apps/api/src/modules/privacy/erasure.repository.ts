import type { Db, Trx } from '../../db/connect.ts';

/**
 * The anonymisations under way (table `erasures`, migration 20261129030000_erasures): the only
 * place that queries it. A row is written by an anonymisation's first transaction and deleted by
 * its last; `claim` names the run at it, `claimed_at` is refreshed by each of its batches.
 */

export type ErasureRow = {
  user_id: number;
  actor_id: number | null;
  started_at: string;
  claim: string;
  claimed_at: string;
  person: string;
  emails_deleted: number;
};

export async function insertErasure(trx: Trx, row: Omit<ErasureRow, 'emails_deleted'>): Promise<void> {
  await trx.insertInto('erasures').values(row).execute();
}

export function findErasure(db: Db, userId: number): Promise<ErasureRow | undefined> {
  return db.selectFrom('erasures').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The people whose anonymisation was last claimed before `staleBefore`: a run cut short, or never ended. */
export async function listStaleErasures(db: Db, staleBefore: string): Promise<number[]> {
  const rows = await db
    .selectFrom('erasures')
    .select('user_id')
    .where('claimed_at', '<', staleBefore)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Takes over the anonymisation of `userId` whose claim is older than `staleBefore` (its process
 * died mid-way): one conditional UPDATE, so of racing processes one alone resumes it.
 */
export async function takeOverErasure(
  db: Db,
  userId: number,
  staleBefore: string,
  claim: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('erasures')
    .set({ claim, claimed_at: now })
    .where('user_id', '=', userId)
    .where('claimed_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * First in each batch's transaction: whether the run still holds its claim (refreshed), or another
 * process has taken the anonymisation over and this run must stop.
 */
export async function keepClaim(trx: Trx, userId: number, claim: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('erasures')
    .set({ claimed_at: now })
    .where('user_id', '=', userId)
    .where('claim', '=', claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The copies of e-mails a batch deleted, counted in its transaction: once, whichever run did it. */
export async function countDeleted(trx: Trx, userId: number, deleted: number): Promise<void> {
  if (deleted === 0) return;
  await trx
    .updateTable('erasures')
    .set((eb) => ({ emails_deleted: eb('emails_deleted', '+', deleted) }))
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteErasure(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('erasures').where('user_id', '=', userId).execute();
}

/** The highest id of each table an anonymisation reads through: a later pass reads only past them. */
export type Marks = {
  outbox: number;
  audit: number;
  guests: number;
  lines: number;
  notes: number;
  payments: number;
  pix: number;
};

export const NO_MARKS: Marks = { outbox: 0, audit: 0, guests: 0, lines: 0, notes: 0, payments: 0, pix: 0 };

export async function highestIds(db: Db): Promise<Marks> {
  const max = async (
    table: 'outbox' | 'audit' | 'booking_guests' | 'statement_lines' | 'invoices' | 'payments' | 'pix_received',
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  };
  return {
    outbox: await max('outbox'),
    audit: await max('audit'),
    guests: await max('booking_guests'),
    lines: await max('statement_lines'),
    notes: await max('invoices'),
    payments: await max('payments'),
    pix: await max('pix_received'),
  };
}
