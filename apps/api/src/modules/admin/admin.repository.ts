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

/** What a staff action changed: the fields it touched, as they were and as they became. */
export type AuditEntry = {
  actorId: number;
  /** `<thing>.<verb>`, e.g. `user.update`, `room.create`, `appointment.cancel`. */
  action: string;
  /** `<thing>:<id>`, e.g. `user:12`, `closed-day:2026-12-25`. */
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  now: string;
};

/** Every staff action is written here, in the same transaction as the change when there is one (issue 4). */
export async function recordAudit(db: Db, e: AuditEntry) {
  await db
    .insertInto('audit')
    .values({
      actor_id: e.actorId,
      action: e.action,
      target: e.target,
      detail: JSON.stringify({ before: e.before, after: e.after }),
      created_at: e.now,
    })
    .execute();
}

/** The fields of `row` that `patch` names: the "before" of an audit entry. */
export function pick<T extends Record<string, unknown>>(
  row: T,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(patch)
      .filter((k) => k in row)
      .map((k) => [k, row[k]]),
  );
}
