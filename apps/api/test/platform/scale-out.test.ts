import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { activeManager, type Member, uniqueEmail } from '../flows.ts';
import { ADMIN, freshDatabase } from '../helpers.ts';
import { freePort, type ServerProcess, startServer } from '../process.ts';

/**
 * Scale-out (docs/operations.md §4): two real server processes on one database (PostgreSQL in CI's second run)
 * and one Redis share sessions, bookings and failed-login limits; SIGTERM lets requests in flight
 * finish before the process exits.
 */
const database = await freshDatabase();
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_GLOBAL: '100000/1m',
  RATE_LIMIT_LOGIN: '4/15m',
  RATE_LIMIT_REGISTER: '100000/1h',
  LOG_LEVEL: 'warn',
};
let one: ServerProcess;
let two: ServerProcess;
let ana: Member;
let bia: Member;

beforeAll(async () => {
  const setup = await buildApp({ config: loadConfig(env), logger: false });
  ana = await activeManager(setup as never);
  bia = await activeManager(setup as never);
  await setup.close();
  [one, two] = [startServer(env, await freePort()), startServer(env, await freePort())];
  await Promise.all([one.ready(), two.ready()]);
}, 60_000);

afterAll(async () => {
  for (const p of [one, two]) if (p && p.child.exitCode === null) p.child.kill('SIGTERM');
  await Promise.all([one?.exit, two?.exit]);
  await database.drop();
});

async function call(p: ServerProcess, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${p.url}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('two processes behind a load balancer', () => {
  it('accept a session started on the other, and end it on both', async () => {
    const login = await call(one, 'POST', '/session', { email: ana.email, password: ana.password });
    const token = String(login.body.token);
    expect((await call(two, 'GET', '/users/me', undefined, token)).status).toBe(200);
    expect((await call(two, 'DELETE', '/session', undefined, token)).status).toBe(200);
    expect((await call(one, 'GET', '/users/me', undefined, token)).status).toBe(401);
  });

  it('give one slot to exactly one of many concurrent bookings', async () => {
    const day = new Date(Date.now() + 20 * 86_400_000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const slot = { participants: 'Sala 10', isStudio: false, date_initial: `${date} 10:00:00` };
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(
          i % 2 ? one : two,
          'POST',
          '/manager/appointment/store',
          // Half ask for 10:00–11:00, half for 10:30–11:30: every pair overlaps.
          {
            ...slot,
            date_final: `${date} 11:00:00`,
            ...(i % 4 >= 2 ? { date_initial: `${date} 10:30:00`, date_final: `${date} 11:30:00` } : {}),
          },
          (i % 3 ? ana : bia).token,
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.filter((a) => a.status !== 409))).toEqual([200, ...Array(23).fill(409)]);
    const list = await call(two, 'POST', '/manager/appointment/list', { participants: 'Sala 10' }, ana.token);
    const onDay = (list.body as unknown as Array<{ date_initial: string }>).filter((a) =>
      a.date_initial.startsWith(date),
    );
    expect(onDay).toHaveLength(1);
  });

  it("serve a room's list that another process changed at the next read (the cache follows the database)", async () => {
    const day = new Date(Date.now() + 24 * 86_400_000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    type Item = { id: number; date_initial: string; mine: boolean };
    const list = async (p: ServerProcess, token: string) =>
      (await call(p, 'POST', '/manager/appointment/list', { participants: 'Sala 30' }, token))
        .body as unknown as Item[];
    const onDay = (items: Item[]) => items.filter((a) => a.date_initial.startsWith(date));
    // Both processes read (and cache) the room's list first.
    expect(onDay(await list(two, bia.token))).toEqual([]);
    expect(onDay(await list(one, bia.token))).toEqual([]);
    const booked = await call(
      one,
      'POST',
      '/manager/appointment/store',
      { participants: 'Sala 30', isStudio: false, date_initial: `${date} 14:00:00`, date_final: `${date} 15:00:00` },
      ana.token,
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const id = (booked.body.appointment as { id: number }).id;
    expect(onDay(await list(two, bia.token))).toMatchObject([{ id, mine: false }]);
    expect(onDay(await list(two, ana.token))).toMatchObject([{ id, mine: true }]);
    const cancelled = await call(two, 'PUT', '/cancel-appointment', { ui: ana.id, ai: id }, ana.token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(onDay(await list(one, ana.token))).toEqual([]);
    expect(onDay(await list(two, ana.token))).toEqual([]);
  });

  it('count failed logins across processes', async () => {
    const wrong = { email: uniqueEmail(`escala-${Date.now()}`), password: 'errada123' };
    const statuses: number[] = [];
    for (const p of [one, two, one, two, one, two]) statuses.push((await call(p, 'POST', '/session', wrong)).status);
    expect(statuses).toEqual([203, 203, 203, 203, 429, 429]);
  });

  it('finish the requests in flight when told to stop, then refuse new ones', async () => {
    const inFlight = Array.from({ length: 30 }, () =>
      call(two, 'POST', '/manager/appointment/list', { participants: 'Sala 20' }, bia.token).then((a) => a.status),
    );
    await new Promise((r) => setTimeout(r, 5));
    two.child.kill('SIGTERM');
    const settled = Promise.allSettled(inFlight);
    expect(await two.exit, two.output()).toBe(0);
    const statuses = await settled;
    const answered = statuses.filter((s) => s.status === 'fulfilled').map((s) => s.value);
    // Requests already received are answered; any not yet accepted fail to connect, never 5xx.
    expect(answered.every((s) => s === 200 || s === 503)).toBe(true);
    expect(answered.length).toBeGreaterThan(0);
    await expect(fetch(`${two.url}/api/health`)).rejects.toThrow();
    expect((await call(one, 'GET', '/health')).status).toBe(200);
  });
});
