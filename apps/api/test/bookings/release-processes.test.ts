import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post, staffToken } from '../flows.ts';
import { freshDatabase, type TestApp, testClock } from '../helpers.ts';
import { appOn } from '../mail/smtp.ts';
import { root } from '../process.ts';

/**
 * The release of bookings nobody checked in (docs/product.md#checkin) with two processes on one
 * database (PostgreSQL with TEST_DATABASE_URL, else one SQLite file): the deadline of a morning's
 * bookings passed while the server was down; both processes start at once with their clocks past
 * it (injected), each releasing at start and racing ten more runs of its own. Every booking nobody
 * checked in is released exactly once — one e-mail to its owner, one audit entry — and the one
 * checked in, the one that already ended and the one whose deadline has not come are kept.
 */
const ENV = { CHECKIN_MINUTES: '15', RATE_LIMIT_GLOBAL: '100000/1m' };
const DAY = '2026-11-24';
const at = (local: string) => `${local.replace(' ', 'T')}:00.000-03:00`;
const database = await freshDatabase();

afterAll(async () => {
  await database.drop();
});

/** One release process (release-process.ts), started at the wall-clock `startAt`. */
function releaseProcess(now: string, startAt: number) {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'release-process.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: database.url,
      ARENA_NOW: now,
      START_AT: String(startAt),
      RUNS: '10',
      ...ENV,
    },
  });
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise<{ code: number | null; out: string }>((done) => child.on('exit', (code) => done({ code, out })));
}

describe('two processes releasing at start', () => {
  it('release each booking nobody checked in exactly once, never the checked-in one', async () => {
    const clock = testClock();
    const setup = await appOn(database.url, ENV, clock);
    const absent: number[] = [];
    let checkedIn: number | undefined;
    let ended: number | undefined;
    let later: number | undefined;
    try {
      const staff = await staffToken(setup);
      const rooms = ['Sala 10', 'Sala 20', 'Sala 30'];
      for (let i = 1; i <= 9; i += 1) {
        const res = await post(setup, '/api/admin/rooms', { name: `Sala R${i}`, capacity: 4 }, staff);
        expect(res.statusCode, res.body).toBe(200);
        rooms.push(`Sala R${i}`);
      }
      const members: Member[] = [];
      for (let i = 0; i < 4; i += 1) members.push(await activeManager(setup, { plan: 'Arena Exclusiva' }));
      const book = async (who: Member, room: string, from: string, to: string) => {
        const res = await post(
          setup,
          '/api/manager/appointment/store',
          { participants: room, date_initial: `${DAY} ${from}:00`, date_final: `${DAY} ${to}:00`, isStudio: false },
          who.token,
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json().appointment.id as number;
      };
      for (const [i, room] of rooms.entries())
        absent.push(await book(members[i % 4] as Member, room, '09:00', '10:00'));
      ended = await book(members[0] as Member, 'Sala 10', '08:00', '09:00');
      later = await book(members[1] as Member, 'Sala 20', '10:00', '11:00');
      // One of the 09:00 bookings is checked in at 08:55, before the server goes down.
      checkedIn = absent.shift() as number;
      clock.set(at(`${DAY} 08:55`));
      const res = await post(setup, `/api/appointments/${checkedIn}/checkin`, {}, members[0]?.token);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await setup.close();
    }

    // Down from 08:55 until 09:20: past the 09:15 deadline of the 09:00 bookings.
    const startAt = Date.now() + 5_000;
    const runs = await Promise.all([
      releaseProcess(at(`${DAY} 09:20`), startAt),
      releaseProcess(at(`${DAY} 09:20`), startAt),
    ]);
    for (const r of runs) expect(r.code, r.out).toBe(0);

    const check = (await appOn(database.url, {}, testClock(at(`${DAY} 09:30`)))) as TestApp;
    try {
      const rows = await check.db
        .selectFrom('appointments')
        .innerJoin('users', 'users.id', 'appointments.user_id')
        .select(['appointments.id', 'released_at', 'cancelled_at', 'cancelled_by', 'checked_in_at', 'users.email'])
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const id of absent) {
        expect(byId.get(id), `booking ${id}`).toMatchObject({
          released_at: expect.stringMatching(/^2026-11-24T12:2\d:/),
          cancelled_by: null,
        });
      }
      for (const id of [checkedIn, ended, later]) {
        expect(byId.get(id), `booking ${id}`).toMatchObject({ released_at: null, cancelled_at: null });
      }
      expect(byId.get(checkedIn)?.checked_in_at).toBe('2026-11-24T11:55:00.000Z');

      const audits = await check.db
        .selectFrom('audit')
        .select(['target', 'actor_id'])
        .where('action', '=', 'appointment.release')
        .execute();
      expect(audits.map((a) => a.target).sort()).toEqual(absent.map((id) => `appointment:${id}`).sort());
      expect(audits.every((a) => a.actor_id === null)).toBe(true);

      const mails = await check.db
        .selectFrom('outbox')
        .select(['recipient', 'subject'])
        .where('subject', 'like', 'Reserva cancelada por falta de check-in%')
        .execute();
      expect(mails).toHaveLength(absent.length);
      const owners = absent.map((id) => byId.get(id)?.email).sort();
      expect(mails.map((m) => m.recipient).sort()).toEqual(owners);
    } finally {
      await check.close();
    }
  }, 120_000);
});
