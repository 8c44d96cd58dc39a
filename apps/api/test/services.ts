import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './process.ts';

/**
 * Throwaway PostgreSQL and Redis servers of a test's own, on free ports in a temporary directory,
 * that the test may stop, restart, kill or pause (SIGSTOP) at will: the shared ones are never
 * touched (docs/operations.md, "Faults"). Used by the fault tests and `npm run drill`.
 */
const run = promisify(execFile);

/** The PostgreSQL binaries' directory (initdb, pg_ctl), newest version first; undefined when absent. */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'pg_ctl'))) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

export function redisBin(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'redis-server'))) return join(dir, 'redis-server');
  }
  return undefined;
}

export type OwnPostgres = {
  /** postgres://… of a database made for the caller. */
  url: string;
  port: number;
  start(): Promise<void>;
  /** Fast shutdown (every connection cut), as a restart or a failover does. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Ends every other backend of the database (pg_terminate_backend), as an administrator may. */
  terminateBackends(): Promise<number>;
  destroy(): Promise<void>;
};

/** initdb to a temporary directory and start it on a free port, trusting local connections. */
export async function ownPostgres(database = 'arena'): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (PG_BIN or /usr/lib/postgresql/*/bin)');
  const dir = mkdtempSync(join(tmpdir(), 'arena-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  // initdb refuses to run as root; so does postgres.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asUser.length) await run('chown', ['-R', 'postgres', dir]);
  const exec = (cmd: string, args: string[]) =>
    asUser.length ? run(asUser[0] as string, [...asUser.slice(1), join(bin, cmd), ...args]) : run(join(bin, cmd), args);
  await exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = async () => {
    await exec('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  };
  const stop = async () => {
    await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { default: pg } = await import('pg');
  const sqlOn = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  await sqlOn(`CREATE DATABASE ${database}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    start,
    stop,
    async restart() {
      await stop();
      await start();
    },
    async terminateBackends() {
      const res = await sqlOn(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`,
      );
      return res.rowCount ?? 0;
    },
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type OwnRedis = {
  url: string;
  child: ChildProcess;
  pause(): void;
  resume(): void;
  destroy(): Promise<void>;
};

/** A redis-server without persistence on a free port. */
export async function ownRedis(): Promise<OwnRedis> {
  const bin = redisBin();
  if (!bin) throw new Error('redis-server not found on PATH');
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const { Redis } = await import('ioredis');
  const until = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0 });
    const ok = await probe
      .connect()
      .then(() => probe.ping())
      .then(() => true)
      .catch(() => false);
    probe.disconnect();
    if (ok) break;
    if (Date.now() > until) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  let paused = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    child,
    pause() {
      paused = true;
      child.kill('SIGSTOP');
    },
    resume() {
      paused = false;
      child.kill('SIGCONT');
    },
    async destroy() {
      if (paused) child.kill('SIGCONT');
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
