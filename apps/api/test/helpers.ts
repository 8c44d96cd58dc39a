import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from '@arena/testing/database';
import type { FastifyServerOptions } from 'fastify';
import { type App, type AppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/**
 * Test harness (docs/style.md, Tests): a real database per test file — a fresh SQLite file, or a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set — and a clock the test can move.
 */
export type TestClock = (() => Date) & { set(iso: string): void; advance(ms: number): void };

/** Monday 2026-11-23, 10:00 in São Paulo (UTC-3). */
export const MONDAY_10AM = '2026-11-23T13:00:00.000Z';

export function testClock(iso = MONDAY_10AM): TestClock {
  let now = new Date(iso).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (value) => {
    now = new Date(value).getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export const ADMIN = { email: 'staff@arena.test', password: 'staff123' };
export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export { freshDatabase };

export type TestApp = App & { clock: TestClock };

export async function createTestApp(
  env: Record<string, string> = {},
  clock: TestClock = testClock(),
  logger: FastifyServerOptions['logger'] = false,
  options: Pick<AppOptions, 'nfseApi' | 'nfseSpApi'> = {},
) {
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STAFF_EMAIL: 'financeiro@arena.test',
    PUBLIC_URL: 'https://app.arena.test',
    // Off unless a test turns them on (test/reminders): a check every 30 s must not add a
    // reminder to another test's outbox.
    REMINDER_MINUTES: '0',
    // Each test database its own anonymisations' ledger, never the repository's ./backups.
    ERASURE_LEDGER: join(tmpdir(), `arena-ledger-${randomUUID()}.jsonl`),
    ...env,
  });
  const app = await buildApp({ config, clock, logger, ...options });
  // Drop the database only once the app has closed its own connections.
  const close = app.close.bind(app);
  Object.defineProperty(app, 'close', {
    value: async () => {
      await close();
      await database.drop();
    },
  });
  return app as unknown as TestApp;
}

/**
 * The settings a test app was built with, as environment variables again: a second server on the
 * same database (a restart, a deploy that changes a setting) starts from them plus what it changes.
 */
export function envOf(app: App): Record<string, string> {
  const c = app.deps.config;
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: c.DATABASE_URL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STAFF_EMAIL: c.STAFF_EMAIL,
    PUBLIC_URL: c.PUBLIC_URL,
    REMINDER_MINUTES: '0',
  };
}
