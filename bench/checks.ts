/**
 * What each check a signed-in request now runs costs beyond the ceiling (issue 34 item 6): the
 * session check (the ceiling's query plus the account holder's status, the plan and the idle
 * touch), the terms check, and the overdue block (read on each booking and by home and /room).
 * Measured in this process on the bench's own database, the ceiling's session statement beside
 * Arena's, so the figures are CPU per call and compare within one run (docs/performance.md).
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { termsPending } from '@arena/shared/contract/access';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { bookingBlockOf } from '../apps/api/src/modules/invoices/overdue-block.service.ts';
import { checkSession } from '../apps/api/src/modules/users/sessions.service.ts';

const IDLE_MS = 14 * 86_400_000;

type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;

/** Microseconds of CPU per call of `work`, after a warm-up; the best of three rounds. */
async function perCall(rounds: number, work: () => unknown | Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(rounds, 500); i++) await work();
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < rounds; i++) await work();
    const used = process.cpuUsage(t0);
    best = Math.min(best, (used.user + used.system) / rounds);
  }
  return best;
}

export async function checkCosts(
  env: Record<string, string> & { DATABASE_URL: string },
  token: string,
  goal: GoalFn,
): Promise<{ ceilingSessionUs: number; sessionUs: number; termsNs: number; overdueUs: number; overdueOffUs: number }> {
  const file = env.DATABASE_URL.replace(/^file:/, '');
  // The ceiling's session statement (bench/ceiling-server.ts), prepared once on its own connection.
  const raw = new Database(file, { readonly: true });
  const statement = raw.prepare(
    `SELECT sessions.id, users.id AS user_id, users.status, users.level FROM sessions
     JOIN users ON users.id = sessions.user_id
     WHERE sessions.token_hash = ? AND sessions.revoked_at IS NULL AND sessions.expires_at > ? AND sessions.last_seen_at > ?`,
  );
  const ceilingSessionUs = await perCall(20_000, () => {
    const now = Date.now();
    return statement.get(
      createHash('sha256').update(token).digest('hex'),
      new Date(now).toISOString(),
      new Date(now - IDLE_MS).toISOString(),
    );
  });
  raw.close();

  // Arena's own checks, through its services, with the overdue block on (5 days) as a space using it runs.
  const app = await buildApp({ config: loadConfig({ ...env, OVERDUE_BLOCK_DAYS: '5' }), logger: false });
  await app.ready();
  try {
    const user = await checkSession(app.deps, token);
    if (!user) throw new Error('checks bench: the session was not found');
    const sessionUs = await perCall(20_000, () => checkSession(app.deps, token));
    const version = app.deps.config.TERMS_VERSION;
    let pending = 0;
    const termsUs = await perCall(1_000_000, () => {
      if (termsPending(user, version)) pending++;
    });
    const overdueUs = await perCall(20_000, () => bookingBlockOf(app.deps, user));
    const off = { ...app.deps, config: { ...app.deps.config, OVERDUE_BLOCK_DAYS: 0 } };
    const overdueOffUs = await perCall(20_000, () => bookingBlockOf(off, user));
    const termsNs = termsUs * 1000;
    goal(
      "the session check beyond the ceiling's (holder's status, plan, idle touch)",
      `${sessionUs.toFixed(1)} µs per request vs the ceiling's statement ${ceilingSessionUs.toFixed(1)} µs (+${(sessionUs - ceilingSessionUs).toFixed(1)} µs)`,
      'reported',
      true,
    );
    goal(
      'the terms check on each request',
      `${termsNs.toFixed(0)} ns per request (${pending ? 'terms pending' : 'terms accepted'} in this run)`,
      'reported',
      true,
    );
    goal(
      'the overdue block (each booking, and home and /room on arrival)',
      `${overdueUs.toFixed(1)} µs per read with OVERDUE_BLOCK_DAYS=5; ${overdueOffUs.toFixed(2)} µs when off`,
      'reported',
      true,
    );
    return { ceilingSessionUs, sessionUs, termsNs, overdueUs, overdueOffUs };
  } finally {
    await app.close();
  }
}
