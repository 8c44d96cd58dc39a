import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { activeManager, type Member, post } from '../flows.ts';
import { createTestApp, freshDatabase, type TestApp, testClock, usingPostgres } from '../helpers.ts';
import { appOn } from '../mail/smtp.ts';

/**
 * Reminders (docs/product.md#my-bookings): REMINDER_MINUTES before a booking starts, its owner is e-mailed
 * once; none for a cancelled booking or one made after its reminder time; one that fell due
 * while the server was down leaves at start if the booking has not begun.
 */
const book = (app: TestApp, m: Member, room: string, start: string, end: string) =>
  post(
    app,
    '/api/manager/appointment/store',
    { isStudio: false, participants: room, date_initial: start, date_final: end },
    m.token,
  ).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { appointment?: { id: number }; id?: number }).appointment?.id ?? 0;
  });

const reminders = (app: TestApp, to?: string) =>
  app.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'text'])
    .where('subject', 'like', 'Lembrete%')
    .$if(Boolean(to), (q) => q.where('recipient', '=', to ?? ''))
    .orderBy('id')
    .execute();

/** `2026-11-24 12:00` in São Paulo as the clock's ISO instant. */
const at = (local: string) => `${local.replace(' ', 'T')}:00.000-03:00`;

describe('reminders', () => {
  let app: TestApp;
  let ana: Member;
  beforeAll(async () => {
    app = await createTestApp({ REMINDER_MINUTES: '120' }); // Monday 2026-11-23, 10:00
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('e-mails the owner REMINDER_MINUTES before the start, once', async () => {
    await book(app, ana, 'Sala 10', '2026-11-24 14:00:00', '2026-11-24 15:00:00');
    app.clock.set(at('2026-11-24 11:59'));
    await app.reminders.check();
    expect(await reminders(app)).toEqual([]);

    app.clock.set(at('2026-11-24 12:00'));
    await app.reminders.check();
    await app.reminders.check();
    const sent = await reminders(app);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: ana.email, subject: 'Lembrete: Sala 10 hoje às 14:00' });
    expect(sent[0]?.text).toContain('terça-feira, 24 de novembro de 2026, das 14:00 às 15:00');
    expect(sent[0]?.text).toContain('https://app.arena.test/bookings');
    // Two hours ahead, the 3-hour cancellation notice has passed: the reminder never advises a
    // cancellation the app would refuse (docs/product.md#reminders).
    expect(sent[0]?.text).not.toContain('cancele pelo aplicativo');
    expect(sent[0]?.text).toContain('avise a equipe do Arena Cowork');
    // Check-in is off here: nothing said of it.
    expect(sent[0]?.text).not.toContain('check-in');
  });

  it('sends none for a cancelled booking', async () => {
    app.clock.set(at('2026-11-24 12:30'));
    const id = await book(app, ana, 'Sala 20', '2026-11-25 10:00:00', '2026-11-25 11:00:00');
    const cancel = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      payload: { ui: ana.id, ai: id },
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    app.clock.set(at('2026-11-25 08:30'));
    await app.reminders.check();
    expect(await reminders(app)).toHaveLength(1);
  });

  it('sends none for a booking made after its reminder time', async () => {
    app.clock.set(at('2026-11-25 09:00'));
    await book(app, ana, 'Sala 30', '2026-11-25 10:30:00', '2026-11-25 11:30:00');
    await app.reminders.check();
    app.clock.set(at('2026-11-25 10:00'));
    await app.reminders.check();
    expect(await reminders(app)).toHaveLength(1);
  });

  it('says "amanhã" for a reminder the day before, and the check-in deadline when check-in is on', async () => {
    const early = await createTestApp({ REMINDER_MINUTES: '1440', CHECKIN_MINUTES: '20' });
    try {
      const bia = await activeManager(early);
      await book(early, bia, 'Sala 10', '2026-11-25 09:00:00', '2026-11-25 10:00:00');
      early.clock.set(at('2026-11-24 09:00'));
      await early.reminders.check();
      const sent = await reminders(early, bia.email);
      expect(sent.map((m) => m.subject)).toEqual(['Lembrete: Sala 10 amanhã às 09:00']);
      // A day ahead the member may still cancel, until CANCEL_NOTICE_HOURS before the start.
      expect(sent[0]?.text).toContain('cancele pelo aplicativo até amanhã às 06:00');
      // With CHECKIN_MINUTES, the reminder says check-in is needed and until when.
      expect(sent[0]?.text).toContain(
        'Esta reserva pede check-in: faça-o pelo aplicativo ou pelo QR Code da sala até 09:20.',
      );
    } finally {
      await early.close();
    }
  });
});

describe('reminders across a restart', () => {
  it('sends at start one that fell due while the server was down, if the booking has not begun', async () => {
    const database = await freshDatabase();
    const clock = testClock();
    const env = { REMINDER_MINUTES: '120' };
    const before = await appOn(database.url, env, clock);
    let ana: Member;
    try {
      ana = await activeManager(before);
      await book(before, ana, 'Sala 10', '2026-11-24 14:00:00', '2026-11-24 15:00:00');
      await book(before, ana, 'Sala 20', '2026-11-24 09:00:00', '2026-11-24 10:00:00');
    } finally {
      await before.close();
    }
    // Down from Monday until Tuesday 13:00: the 14:00 booking is due, the 09:00 one has begun.
    clock.set(at('2026-11-24 13:00'));
    const after = await appOn(database.url, env, clock);
    try {
      await after.ready();
      // The check at start, with nobody asking.
      await expect
        .poll(async () => (await reminders(after)).map((m) => m.subject))
        .toEqual(['Lembrete: Sala 10 hoje às 14:00']);
      await after.reminders.check();
      expect(await reminders(after)).toHaveLength(1);
    } finally {
      await after.close();
      await database.drop();
    }
  });

  it('sends none with REMINDER_MINUTES=0', async () => {
    const off = await createTestApp({ REMINDER_MINUTES: '0' });
    try {
      const ana = await activeManager(off);
      await book(off, ana, 'Sala 10', '2026-11-24 14:00:00', '2026-11-24 15:00:00');
      off.clock.set(at('2026-11-24 13:00'));
      await off.reminders.check();
      expect(await reminders(off)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe('two servers on one database', () => {
  it('send each reminder exactly once however their checks interleave', async () => {
    const database = await freshDatabase();
    const clock = testClock();
    const env = { REMINDER_MINUTES: '120' };
    const [one, two] = [await appOn(database.url, env, clock), await appOn(database.url, env, clock)];
    try {
      const members = [await activeManager(one), await activeManager(one), await activeManager(one)];
      const rooms = ['Sala 10', 'Sala 20', 'Sala 30'];
      for (const [i, member] of members.entries()) {
        for (const hour of ['14', '15', '16']) {
          await book(one, member, rooms[i] ?? '', `2026-11-24 ${hour}:00:00`, `2026-11-24 ${hour}:30:00`);
        }
      }
      clock.set(at('2026-11-24 14:30'));
      // Both servers check at once, several times over: the 15:00 and 16:00 bookings are due.
      // (Two apps in one process on SQLite would block each other's thread on the write lock:
      // there they take turns; test/reminders/processes.test.ts races real processes.)
      const checks = [1, 2, 3].flatMap(() => [one, two]);
      if (usingPostgres) await Promise.all(checks.map((app) => app.reminders.check()));
      else for (const app of checks) await app.reminders.check();
      const sent = await reminders(one);
      expect(sent).toHaveLength(6);
      expect(new Set(sent.map((m) => `${m.recipient} ${m.subject}`)).size).toBe(6);
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});

describe('REMINDER_MINUTES and REMINDER_CHECK_SECONDS', () => {
  it('default to 120 and 30, and refuse what is out of range, naming the variable', () => {
    expect(loadConfig({})).toMatchObject({ REMINDER_MINUTES: 120, REMINDER_CHECK_SECONDS: 30 });
    expect(() => loadConfig({ REMINDER_MINUTES: '-1' })).toThrow(/^Invalid REMINDER_MINUTES/);
    expect(() => loadConfig({ REMINDER_MINUTES: '10081' })).toThrow(/^Invalid REMINDER_MINUTES/);
    // A check at most every 30 s: a reminder leaves within a minute of its time (docs/product.md#my-bookings).
    expect(() => loadConfig({ REMINDER_CHECK_SECONDS: '31' })).toThrow(/^Invalid REMINDER_CHECK_SECONDS/);
  });
});
