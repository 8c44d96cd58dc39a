import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { releaseAbsent } from '../../src/modules/bookings/checkin.service.ts';

/**
 * One process of release-processes.test.ts: the app on DATABASE_URL with its clock at ARENA_NOW
 * (moving on from there), started at the wall-clock instant START_AT so that two of them start
 * together; being ready runs the release at start, and RUNS more releases race it here. Prints
 * `{"released": n}`, what this process's own extra runs released, and exits.
 */
const env = process.env as Record<string, string>;
const from = new Date(env.ARENA_NOW ?? '').getTime();
const started = Date.now();
const clock = () => new Date(from + (Date.now() - started));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: env.DATABASE_URL ?? '',
  PUBLIC_URL: 'https://app.arena.test',
  REMINDER_MINUTES: '0',
  CHECKIN_MINUTES: env.CHECKIN_MINUTES ?? '15',
});
const app = await buildApp({ config, clock, logger: false });
await new Promise((r) => setTimeout(r, Math.max(0, Number(env.START_AT) - Date.now())));
const [, ...runs] = await Promise.all([
  app.ready(),
  ...Array.from({ length: Number(env.RUNS ?? '10') }, () => releaseAbsent(app.deps)),
]);
await app.close();
process.stdout.write(`${JSON.stringify({ released: runs.reduce((a, b) => a + Number(b), 0) })}\n`);
