import { freshDatabase } from '@arena/testing/database';
import { login } from '@arena/testing/members';
import { fetchTransport } from '@arena/testing/transport';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { freePort, type ServerProcess, startServer } from '../apps/api/test/process.ts';
import { seedYear } from './seed.ts';
import { apiPath } from '@arena/shared/contract/endpoints';

export type Read = { rps: number; p99: number; errors: number };

/**
 * The same reads on PostgreSQL, with two server processes behind one database (as a load balancer
 * would spread them): each process gets half of the 50 connections, throughputs add up and the
 * worse p99 counts. Skipped, with a line saying so, when no PostgreSQL answers at
 * BENCH_DATABASE_URL (default: the local one of docs/operations.md).
 */
export async function postgresReads(
  env: Record<string, string>,
  passwordHash: string,
  seconds: number,
): Promise<Record<'rooms' | 'list' | 'day', Read> | null> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const probe = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.end();
  } catch {
    console.log(`  PostgreSQL not reachable at ${base}: its reads are left out`);
    return null;
  }
  const database = await freshDatabase('arena_bench', base);
  const pgEnv = { ...env, DATABASE_URL: database.url };
  try {
    const setup = await buildApp({ config: loadConfig(pgEnv), logger: false });
    const seeded = await seedYear(setup, passwordHash);
    await setup.close();
    const servers: [ServerProcess, ServerProcess] = [
      startServer(pgEnv, await freePort(), { bundle: true }),
      startServer(pgEnv, await freePort(), { bundle: true }),
    ];
    try {
      await Promise.all(servers.map((s) => s.ready()));
      const [first] = servers;
      const session = await login(fetchTransport(first.url), seeded.manager.email, 'senha123');
      const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
      const both = async (name: string, path: string, body?: unknown): Promise<Read> => {
        const results = await Promise.all(
          servers.map((s) =>
            autocannon({
              url: `${s.url}${path}`,
              connections: 25,
              duration: seconds,
              headers,
              ...(body ? { method: 'POST' as const, body: JSON.stringify(body) } : {}),
            }),
          ),
        );
        const read = {
          rps: results.reduce((sum, r) => sum + r.requests.average, 0),
          p99: Math.max(...results.map((r) => r.latency.p99)),
          errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
        };
        console.log(
          `  PostgreSQL, 2 processes, ${name}: ${read.rps.toFixed(0)} req/s, p99 ${read.p99} ms, errors ${read.errors}`,
        );
        return read;
      };
      return {
        rooms: await both('GET /api/rooms', apiPath('listRooms')),
        list: await both('the seed list (a year)', apiPath('listAppointments'), { participants: 'Sala 10' }),
        day: await both("the room's day", apiPath('listAppointments'), {
          participants: 'Sala 10',
          date: seeded.busyDay,
        }),
      };
    } finally {
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exit));
    }
  } finally {
    await database.drop();
  }
}
