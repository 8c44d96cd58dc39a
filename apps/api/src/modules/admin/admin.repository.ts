import type { Db } from '../../db/connect.ts';

/** How many registrations wait for staff and how many requests are open (the back-office badges). */
export async function countWaiting(db: Db) {
  const [pending, open] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'Pendente')
      .where('role', '=', 'member')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL answers count(*) as a bigint string.
  return { pending: Number(pending.n), openRequests: Number(open.n) };
}
