/**
 * `npm run bench:large` (and the end of `npm run bench`): Arena five years in, at 100× the young
 * bench's data (bench/seed-large.ts; BENCH_SCALE shrinks it), on SQLite — the default — or on
 * PostgreSQL with BENCH_DATABASE_URL (a database the bench empties, seeds and analyzes on each run).
 * The seeded SQLite file is cached in bench/.cache and copied for each run, since the jobs below
 * change it. Reports p50/p99 of the screens' calls through the
 * app (in process, no network: the database's share is what grows with the data), each job's time,
 * and the booking p99 and worst booking while each job runs (the write lock a job holds shows there).
 * Writes bench/results/large-<database>.json.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { buildApp, type App } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { hashPassword, SYSTEM } from '../apps/api/src/lib/passwords.ts';
import { localDate } from '../apps/api/src/lib/time.ts';
import { releaseAbsent } from '../apps/api/src/modules/bookings/checkin.service.ts';
import { UNFINISHED } from '../apps/api/src/modules/retention/retention.repository.ts';
import { runRetention } from '../apps/api/src/modules/retention/retention.service.ts';
import { emptied, explainMissingDatabase } from './pg-bench.ts';
import { LARGE_SEED_VERSION, type LargeSeed, seedLarge } from './seed-large.ts';
import { stats, tx } from './timings.ts';

const root = resolve(import.meta.dirname, '..');
const scale = Number(process.env.BENCH_SCALE ?? 1);
const pg = process.env.BENCH_DATABASE_URL;
const kind = pg ? 'postgres' : 'sqlite';
const cacheDir = join(root, 'bench/.cache');
const cached = join(cacheDir, `large-v${LARGE_SEED_VERSION}-x${scale}.sqlite`);
const work = join(tmpdir(), `arena-large-${process.pid}.sqlite`);
const env = (url: string) => ({
  DATABASE_URL: url,
  ADMIN_EMAIL: 'equipe@arena.test',
  ADMIN_PASSWORD: 'troque123',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // The bench's anonymisation is not one to re-apply after a restore of a real database.
  ERASURE_LEDGER: join(tmpdir(), `arena-large-ledger-${process.pid}.jsonl`),
  RATE_LIMIT_GLOBAL: '100000000/1m',
  RATE_LIMIT_LOGIN: '100000000/1m',
  RATE_LIMIT_LOGIN_ACCOUNT: '100000000/1m',
  // The bookings taken while the jobs run go a half hour each further ahead; a long job's thousands
  // of them passed the default 180 days and stopped the bench with bookingTooFar.
  BOOKING_HORIZON_DAYS: '3650',
});

async function seeded(): Promise<{ app: App; seed: LargeSeed; seedMs: number; startMs: number }> {
  const url = pg ?? `file:${work}`;
  let seedMs = 0;
  const meta = `${cached}.json`;
  if (!pg && existsSync(cached) && existsSync(meta)) {
    copyFileSync(cached, work);
  } else {
    const t = performance.now();
    if (pg) await emptied(pg);
    const setup = await buildApp({ config: loadConfig(env(pg ?? `file:${cached}`)), logger: false });
    const seed = await seedLarge(
      setup,
      await hashPassword('senha123', SYSTEM),
      localDate(new Date(), setup.config.SPACE_TIMEZONE),
      scale,
    );
    // A database five years old has its planner statistics: PostgreSQL's autovacuum keeps them (it is
    // off on this machine's test server), and the bulk load above gave it no time to. Without them
    // PostgreSQL guessed 8 of the month's 8,933 bookings and walked them all for an account's plan
    // hours (37 ms against 0.4 ms).
    if (pg) await sql`analyze`.execute(setup.db);
    await setup.close();
    seedMs = performance.now() - t;
    if (!pg) {
      writeFileSync(meta, JSON.stringify(seed));
      copyFileSync(cached, work);
    } else writeFileSync(join(tmpdir(), 'arena-large-pg.json'), JSON.stringify(seed));
  }
  const seed = JSON.parse(readFileSync(pg ? join(tmpdir(), 'arena-large-pg.json') : meta, 'utf8')) as LargeSeed;
  // Starting on the large database runs any migration not yet applied to it: its time is here.
  const t = performance.now();
  const app = await buildApp({ config: loadConfig(env(url)), logger: false });
  await app.ready();
  return { app, seed, seedMs, startMs: performance.now() - t };
}

async function main() {
  mkdirSync(cacheDir, { recursive: true });
  const { app, seed, seedMs, startMs } = await seeded();
  // The start runs the monthly check and the day's retention (what fell due while the server was
  // down); at 100× they take a while, and a screen measured meanwhile measures them. Wait for both.
  const settle = performance.now();
  await app.billing.run();
  const today0 = localDate(new Date(), app.config.SPACE_TIMEZONE);
  for (;;) {
    const run = await app.db.selectFrom('retention_runs').select('counts').where('day', '=', today0).executeTakeFirst();
    if (run && run.counts !== UNFINISHED) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const settleMs = performance.now() - settle;
  console.log(`the start's jobs (monthly check, retention) done ${(settleMs / 1000).toFixed(1)} s after start`);
  console.log(
    `large bench on ${kind}, scale ${scale}: ${JSON.stringify(seed.counts)}; seeded in ${(seedMs / 1000).toFixed(0)} s (0 = cached), started in ${startMs.toFixed(0)} ms`,
  );
  const login = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/session', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
    return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
  };
  const member = await login(seed.holderEmail, 'senha123');
  const staff = await login('equipe@arena.test', 'troque123');
  const today = localDate(new Date(), app.config.SPACE_TIMEZONE);
  const lastMonth = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  const month = lastMonth.toISOString().slice(0, 7);
  // The agenda of a working day: on a Saturday or Sunday the space's today has no bookings, and the
  // agenda measured there (an empty answer) said nothing of a day's ~430 bookings.
  const workday = new Date(`${today}T12:00:00Z`);
  while (workday.getUTCDay() === 0 || workday.getUTCDay() === 6) workday.setUTCDate(workday.getUTCDate() + 1);
  const agendaDay = workday.toISOString().slice(0, 10);
  const twoAgo = new Date(lastMonth);
  twoAgo.setUTCMonth(twoAgo.getUTCMonth() - 1);

  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
    const t = performance.now();
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const ms = performance.now() - t;
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return ms;
  };
  const measure = async (name: string, run: () => Promise<number>, n = 60) => {
    await run();
    const ms: number[] = [];
    for (let i = 0; i < n; i += 1) ms.push(await run());
    const s = stats(ms);
    console.log(`${name}: p50 ${s.p50} ms, p99 ${s.p99} ms`);
    return s;
  };

  // A booking a day ahead beyond the seeded month, each in its own half hour, with the overdue check and plan hours.
  let slot = 0;
  const booking = () => {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 40);
    // The nth weekday from there, one per 20 half hours: never two bookings in one slot.
    for (let left = Math.floor(slot / 20); ; d.setUTCDate(d.getUTCDate() + 1)) {
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
      if (left-- === 0) break;
    }
    const start = 8 * 60 + (slot++ % 20) * 30;
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
    const date = d.toISOString().slice(0, 10);
    return call('POST', '/api/manager/appointment/store', member, {
      participants: seed.roomName,
      date_initial: `${date} ${hhmm(start)}`,
      date_final: `${date} ${hhmm(start + 30)}`,
      // The member has seen and accepted the excedente this booking may cost (docs/product.md#overage).
      max_overage_minutes: 12 * 24 * 60,
      max_overage_cents: 1_000_000_000,
    });
  };

  const member_ = {
    home: await measure(
      'home (GET /users/me + /rooms)',
      async () => (await call('GET', '/api/users/me', member)) + (await call('GET', '/api/rooms', member)),
    ),
    roomDay: await measure('a room’s day', () =>
      call('POST', '/api/manager/appointment/list', member, { participants: seed.roomName, date: today }),
    ),
    myBookings: await measure('Minhas reservas', () => call('GET', '/api/appointments/mine', member)),
    myPastBookings: await measure('Minhas reservas, passadas', () =>
      call('GET', '/api/appointments/mine?period=past', member),
    ),
    invoices: await measure('Faturas', () => call('GET', '/api/invoices', member)),
    usage: await measure('plan hours (GET /users/me/usage)', () => call('GET', '/api/users/me/usage', member)),
    booking: await measure('a booking (overdue check, plan hours)', booking, 40),
  };
  const staff_ = {
    memberSearch: await measure('staff member search', () => call('GET', '/api/admin/users?q=Titular%201999', staff)),
    agenda: await measure('agenda (a day)', () =>
      call('GET', `/api/admin/appointments?from=${agendaDay}&to=${agendaDay}`, staff),
    ),
    financeMonth: await measure(
      'Financeiro’s month',
      () => call('GET', `/api/admin/invoices?month=${twoAgo.toISOString().slice(0, 7)}`, staff),
      20,
    ),
    audit: await measure('audit log, first page', () => call('GET', '/api/admin/audit', staff)),
    auditDeep: await measure('audit log, halfway back', () =>
      call('GET', `/api/admin/audit?before=${Math.floor((seed.counts.audit ?? 2) / 2)}`, staff),
    ),
    outbox: await measure('outbox, first page', () => call('GET', '/api/admin/outbox', staff)),
    outboxDeep: await measure('outbox, halfway back', () =>
      call('GET', `/api/admin/outbox?before=${Math.floor((seed.counts.outbox ?? 2) / 2)}`, staff),
    ),
  };

  // Each job once, with bookings going on meanwhile: their p99 and worst show the lock it holds.
  // A booking is sent every `every` ms for the whole job, each timed from when it was due: a server
  // the job keeps from answering (the event loop or the write lock) shows in the figures. 30 ms, or
  // twice a booking's own p50 when that is longer (64 ms at 100×): a faster stream would measure
  // bookings queueing behind each other on the one thread, not the job (BENCH_BOOKING_EVERY).
  const every = Number(process.env.BENCH_BOOKING_EVERY ?? Math.max(30, Math.ceil(2 * member_.booking.p50)));
  const whileRunning = async (name: string, job: () => Promise<unknown>) => {
    let done = false;
    const latencies: number[] = [];
    const sent: Promise<void>[] = [];
    Object.assign(tx, { begun: 0, longest: 0, count: 0, first: '', longestFirst: '' });
    const t = performance.now();
    const running = job().finally(() => {
      done = true;
    });
    const bookings = (async () => {
      for (let k = 0; !done; k += 1) {
        const due = t + k * every;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (done) break;
        sent.push(
          booking().then(
            () => void latencies.push(performance.now() - due),
            () => void latencies.push(performance.now() - due),
          ),
        );
      }
      await Promise.all(sent);
    })();
    const outcome = await running.then(
      (v) => ({ ok: true, v }),
      (e: unknown) => ({ ok: false, v: String(e) }),
    );
    const jobMs = performance.now() - t;
    await bookings;
    const s = stats(latencies);
    const longestTxMs = +tx.longest.toFixed(1);
    console.log(
      `${name}: ${(jobMs / 1000).toFixed(2)} s; bookings meanwhile (one due every ${every} ms) n ${s.n}, p50 ${s.p50} ms, p99 ${s.p99} ms, worst ${s.max} ms; longest write transaction ${longestTxMs} ms of ${tx.count} (its first write: ${tx.longestFirst})${outcome.ok ? '' : ` — failed: ${outcome.v}`}`,
    );
    return {
      jobMs: +jobMs.toFixed(0),
      ok: outcome.ok,
      bookings: s,
      longestTxMs,
      longestTxFirst: tx.longestFirst,
      transactions: tx.count,
    };
  };
  const jobs = {
    issueRun: await whileRunning(`monthly issue run (${month})`, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/invoices/issue',
        headers: staff,
        payload: { month, confirm: true },
      });
      if (res.statusCode !== 200) throw new Error(`issue: ${res.statusCode} ${res.body.slice(0, 200)}`);
      console.log(`issued: ${res.body}`);
    }),
    releaseTick: await whileRunning('one release-job tick', () => releaseAbsent(app.deps)),
    // The start ran today's retention already: forgotten, so the bench runs it again on the large data.
    retention: await whileRunning('one day’s retention', async () => {
      await app.db.deleteFrom('retention_runs').where('day', '=', today).execute();
      return runRetention(app.deps);
    }),
    anonymisation: await whileRunning('one anonymisation', () =>
      call('POST', `/api/admin/users/${seed.eraseId}/anonymize`, staff),
    ),
  };
  await app.close();
  if (!pg) rmSync(work, { force: true });
  rmSync(env('').ERASURE_LEDGER, { force: true });

  const memberWorst = Math.max(...Object.values(member_).map((s) => s.p99));
  const staffWorst = Math.max(...Object.values(staff_).map((s) => s.p99));
  const lockWorst = Math.max(...Object.values(jobs).map((j) => j.bookings.p99));
  const txWorst = Math.max(...Object.values(jobs).map((j) => j.longestTxMs));
  const goals = [
    { what: 'member calls p99', figure: `${memberWorst} ms`, goal: '< 50 ms', holds: memberWorst < 50 },
    { what: 'staff lists p99', figure: `${staffWorst} ms`, goal: '< 200 ms', holds: staffWorst < 200 },
    { what: 'booking p99 while a job runs', figure: `${lockWorst} ms`, goal: '≤ 200 ms', holds: lockWorst <= 200 },
    ...(pg
      ? []
      : [
          {
            what: 'longest write transaction of a job',
            figure: `${txWorst} ms`,
            goal: '≤ 200 ms',
            holds: txWorst <= 200,
          },
        ]),
  ];
  for (const g of goals) console.log(`${g.holds ? 'ok  ' : 'MISS'} ${g.what}: ${g.figure} (goal ${g.goal})`);
  const out = join(root, `bench/results/large-${kind}.json`);
  writeFileSync(
    out,
    `${JSON.stringify({ when: new Date().toISOString(), kind, scale, counts: seed.counts, seedMs, startMs, settleMs, goals, member: member_, staff: staff_, jobs }, null, 2)}\n`,
  );
  console.log(`written to ${out}`);
}

await main().catch(explainMissingDatabase);
