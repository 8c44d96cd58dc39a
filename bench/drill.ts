/**
 * `npm run drill`: the fault drill (docs/operations.md, "Faults"). Two server processes under a
 * bounded booking load, on a PostgreSQL and a Redis of the drill's own (initdb and redis-server
 * on free ports in a temporary directory; the shared ones are never touched), while
 *   1. PostgreSQL ends every backend (pg_terminate_backend),
 *   2. PostgreSQL restarts (away DRILL_PG_DOWN_SECONDS, default 2),
 *   3. Redis is paused by SIGSTOP (DRILL_REDIS_PAUSE_SECONDS, default 5).
 * For each fault it prints the requests that failed during it, the seconds to recover, the 5xx
 * answered after recovery (goal 0) and, at the end, the acknowledged bookings lost (goal 0). It
 * exits 1 when a goal is missed.
 */
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { activeManager } from '../apps/api/test/flows.ts';
import { ADMIN } from '../apps/api/test/helpers.ts';
import { type Answer, bookingLoad, healthy, sleep } from '../apps/api/test/fault-load.ts';
import { freePort, type ServerProcess, startServer } from '../apps/api/test/process.ts';
import { ownPostgres, ownRedis } from '../apps/api/test/services.ts';

const PG_DOWN_MS = Number(process.env.DRILL_PG_DOWN_SECONDS ?? 2) * 1000;
const REDIS_PAUSE_MS = Number(process.env.DRILL_REDIS_PAUSE_SECONDS ?? 5) * 1000;
const AFTER_MS = 3_000;

type Row = {
  fault: string;
  requests: number;
  failedDuring: number;
  slowestMs: number;
  recoverSeconds: number;
  backSeconds: number;
  fiveXxAfter: number;
};

async function main() {
  const log = (line: string) => console.log(`drill: ${line}`);
  log('starting a PostgreSQL and a Redis of its own');
  const db = await ownPostgres('drill');
  const redis = await ownRedis();
  const servers: ServerProcess[] = [];
  try {
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'drill',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_GLOBAL: '100000000/1m',
      LOG_LEVEL: 'error',
    };
    const setup = await buildApp({ config: loadConfig(env), logger: false });
    const manager = await activeManager(setup as never);
    await setup.close();
    servers.push(startServer(env, await freePort()), startServer(env, await freePort()));
    await Promise.all(servers.map((s) => s.ready(60_000)));
    log('two processes up; load: 6 clients booking half hours, one request at a time each');

    const load = bookingLoad(servers, manager.token, { clients: 6 });
    const rows: Row[] = [];
    const window = (from: number, to: number) => load.answers.filter((a) => a.at >= from && a.at < to);
    const failed = (answers: Answer[]) => answers.filter((a) => a.status !== 200).length;
    const fiveXx = (answers: Answer[]) => answers.filter((a) => a.status >= 500 || a.status === 0).length;
    const both = async () => Math.max(...(await Promise.all(servers.map((s) => healthy(s, 60_000)))));
    const latencies: number[] = [];
    // A probe request every 50 ms (a read), for the slowest answer during a fault.
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = Date.now();
        await fetch(`${servers[0]?.url}/api/config`).catch(() => undefined);
        latencies.push(Date.now() - started);
        await sleep(50);
      }
    })();
    const slowestSince = (from: number) => Math.max(0, ...latencies.slice(from));

    await sleep(2_000);

    const fault = async (name: string, act: () => Promise<void>, healthyAgain: () => Promise<void>) => {
      const mark = latencies.length;
      const started = Date.now();
      await act();
      const back = Date.now();
      await healthyAgain();
      const recovered = Date.now();
      await sleep(AFTER_MS);
      const during = window(started, recovered);
      rows.push({
        fault: name,
        requests: during.length,
        failedDuring: failed(during),
        slowestMs: slowestSince(mark),
        recoverSeconds: (recovered - started) / 1000,
        backSeconds: (recovered - back) / 1000,
        fiveXxAfter: fiveXx(window(recovered + 100, Date.now())),
      });
      log(`${name}: done`);
    };

    await fault(
      'PostgreSQL ends every backend',
      async () => {
        await db.terminateBackends();
      },
      async () => {
        await both();
      },
    );
    await fault(
      `PostgreSQL restarts (${PG_DOWN_MS / 1000} s away)`,
      async () => {
        await db.stop();
        await sleep(PG_DOWN_MS);
        await db.start();
      },
      async () => {
        await both();
      },
    );
    await fault(
      `Redis paused (SIGSTOP, ${REDIS_PAUSE_MS / 1000} s)`,
      async () => {
        redis.pause();
        await sleep(REDIS_PAUSE_MS);
        redis.resume();
      },
      async () => {
        // Recovered once health reports Redis ok again on both.
        const until = Date.now() + 60_000;
        for (const s of servers) {
          for (;;) {
            const body = (await fetch(`${s.url}/api/health`)
              .then((r) => r.json())
              .catch(() => ({}))) as { redis?: string };
            if (body.redis === 'ok' || Date.now() > until) break;
            await sleep(50);
          }
        }
      },
    );

    probing = false;
    await probe;
    await load.stop();
    const dead = servers.filter((s) => s.child.exitCode !== null).length;

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const stored = new Map(
      (
        await client.query<{ id: number; start: string; end: string }>(
          'SELECT id, date_initial::text AS start, date_final::text AS end FROM appointments WHERE cancelled_at IS NULL',
        )
      ).rows.map((r) => [r.id, r]),
    );
    await client.end();
    const lost = load.confirmed.filter((c) => {
      const row = stored.get(c.id);
      return !row || row.start !== c.start || row.end !== c.end;
    }).length;

    console.log('');
    console.table(
      rows.map((r) => ({
        fault: r.fault,
        'requests during': r.requests,
        'failed during': r.failedDuring,
        'slowest read (ms)': r.slowestMs,
        'seconds to recover': r.recoverSeconds,
        'of which after it was back': r.backSeconds,
        '5xx after recovery': r.fiveXxAfter,
      })),
    );
    console.log(`bookings acknowledged: ${load.confirmed.length}; acknowledged bookings lost: ${lost} (goal 0)`);
    console.log(
      `requests in all: ${load.answers.length}; without any answer: ${load.unknown}; processes died: ${dead}`,
    );
    // A fault no request met proves nothing: that is a miss too.
    const idle = rows.filter((r) => r.requests === 0).map((r) => r.fault);
    if (idle.length) console.log(`no request during: ${idle.join(', ')}`);
    const missed = rows.some((r) => r.fiveXxAfter > 0) || lost > 0 || dead > 0 || idle.length > 0;
    console.log(missed ? 'drill: a goal was missed' : 'drill: every goal met');
    process.exitCode = missed ? 1 : 0;
  } finally {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exit));
    await redis.destroy();
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
