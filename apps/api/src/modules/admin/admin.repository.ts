import type { Db } from '../../db/connect.ts';
import { countOpenRequests } from '../requests/requests.repository.ts';

/** How many registrations wait for staff and how many requests are open (the back-office badges). */
export async function countWaiting(db: Db) {
  const [pending, open] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'Pendente')
      .where('role', '=', 'member')
      .executeTakeFirstOrThrow(),
    countOpenRequests(db),
  ]);
  // PostgreSQL answers count(*) as a bigint string.
  return { pending: Number(pending.n), openRequests: open };
}
