import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { activeManager, type Member } from '../flows.ts';
import { bookingLoad, healthWatch, healthy, sleep } from '../fault-load.ts';
import { ADMIN } from '../helpers.ts';
import { freePort, type ServerProcess, startServer } from '../process.ts';
import { type OwnPostgres, ownPostgres, postgresBin } from '../services.ts';

/**
 * docs/decisions/022-riding-through-faults.md: PostgreSQL ends every backend, then restarts, under
 * a bounded booking load on two real processes. Neither process dies; while the database is away
 * they answer 503 `DATABASE_UNAVAILABLE` (health too), then serve again by themselves: no 5xx
 * once health is back, and every booking answered 200 is in the database. A process started while
 * PostgreSQL is down waits for it instead of exiting. A PostgreSQL of the test's own (initdb on a
 * free port), never the shared one; the test runs wherever the PostgreSQL binaries are.
 */
describe.skipIf(!postgresBin())('PostgreSQL going away under load', () => {
  let db: OwnPostgres;
  let env: Record<string, string>;
  let manager: Member;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    db = await ownPostgres();
    env = {
      DATABASE_URL: db.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_GLOBAL: '1000000/1m',
      LOG_LEVEL: 'warn',
    };
    const setup = await buildApp({ config: loadConfig(env), logger: false });
    manager = await activeManager(setup as never);
    await setup.close();
    servers.push(startServer(env, await freePort()), startServer(env, await freePort()));
    await Promise.all(servers.map((s) => s.ready(30_000)));
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exit));
    await db?.destroy();
  });

  it(
    'keeps both processes alive, answers 503 while it is away and nothing but 200 after',
    { timeout: 60_000 },
    async () => {
      const [one, two] = servers as [ServerProcess, ServerProcess];
      const load = bookingLoad(servers, manager.token, { clients: 6 });
      const watch = healthWatch(one, 50);
      while (load.confirmed.length < 20) await sleep(10);

      // Every backend ended, as an administrator or a failover does: idle and busy connections alike.
      expect(await db.terminateBackends()).toBeGreaterThan(0);
      await sleep(500);
      expect(await db.terminateBackends()).toBeGreaterThan(0);
      await sleep(500);

      // A restart: away for about a second.
      const faultStarted = Date.now();
      await db.stop();
      await sleep(1_000);
      await db.start();
      const back = Date.now();
      await Promise.all([healthy(one), healthy(two)]);
      const recovered = Date.now();

      // Served as usual once health is back.
      const confirmedAtRecovery = load.confirmed.length;
      await sleep(1_500);
      await load.stop();
      await watch.stop();

      expect(one.child.exitCode, one.output()).toBeNull();
      expect(two.child.exitCode, two.output()).toBeNull();
      expect(one.output()).toMatch(/database connection lost|database unreachable/);

      const during = load.answers.filter((a) => a.at >= faultStarted && a.at < recovered);
      const after = load.answers.filter((a) => a.at >= recovered + 100);
      expect(during.some((a) => a.status === 503)).toBe(true);
      // Nothing but 200 or 503 at any time; no answer lost.
      expect(load.answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      expect(load.unknown).toBe(0);
      expect(after.length).toBeGreaterThan(5);
      expect(after.filter((a) => a.status !== 200)).toEqual([]);
      expect(load.confirmed.length).toBeGreaterThan(confirmedAtRecovery);
      expect(recovered - back).toBeLessThan(10_000);

      // Health: 200, 503 while the database was away, 200 again.
      const statuses = watch.seen.map((s) => s.status);
      const first503 = statuses.indexOf(503);
      expect(statuses[0]).toBe(200);
      expect(first503).toBeGreaterThan(0);
      expect(statuses.slice(first503).includes(200)).toBe(true);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

      // Every booking answered 200 is there, as answered.
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const rows = (
        await client.query<{ id: number; start: string; end: string }>(
          'SELECT id, date_initial::text AS start, date_final::text AS end FROM appointments WHERE cancelled_at IS NULL',
        )
      ).rows;
      await client.end();
      const stored = new Map(rows.map((r) => [r.id, r]));
      const lost = load.confirmed.filter((c) => {
        const row = stored.get(c.id);
        return !row || row.start !== c.start || row.end !== c.end;
      });
      expect(lost).toEqual([]);
    },
  );

  it('starts while PostgreSQL is down and serves once it is up', { timeout: 45_000 }, async () => {
    await db.stop();
    const late = startServer(env, await freePort());
    servers.push(late);
    const until = Date.now() + 20_000;
    while (!/database unreachable at start/.test(late.output()) && late.child.exitCode === null && Date.now() < until) {
      await sleep(50);
    }
    expect(late.output()).toMatch(/database unreachable at start/);
    // Still waiting, tries later, not gone.
    await sleep(1_500);
    expect(late.child.exitCode, late.output()).toBeNull();
    await db.start();
    await late.ready(20_000);
    const res = await fetch(`${late.url}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
