import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { bookingsWords } from '@arena/shared/bookings/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseAbsent } from '../../src/modules/bookings/checkin.service.ts';
import { refused } from '../answers.ts';
import { activeManager, lastLinkToken, type Member, outbox, post, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, freshDatabase, MONDAY_10AM, type TestApp, testClock } from '../helpers.ts';
import { appOn } from '../mail/smtp.ts';

/**
 * Check-in and release (docs/product.md#checkin), with CHECKIN_MINUTES=15: `Cheguei` from 10
 * minutes before the start until 15 after, by the owner alone; at the deadline a booking nobody
 * checked in is released exactly once (slot free, hours back, owner e-mailed), also when the
 * deadline passed while the server was down. Today is Monday 2026-11-23, 10:00 in São Paulo.
 */
const ENV = { CHECKIN_MINUTES: '15', RATE_LIMIT_GLOBAL: '100000/1m' };
let app: TestApp;
let ana: Member;
let bia: Member;

/** `2026-11-23 10:50` in São Paulo as the clock's ISO instant. */
const at = (local: string) => `${local.replace(' ', 'T')}:00.000-03:00`;

async function book(target: TestApp, who: Member, date_initial: string, date_final: string, participants = 'Sala 10') {
  const res = await post(
    target,
    '/api/manager/appointment/store',
    { participants, date_initial, date_final, isStudio: false },
    who.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appointment.id as number;
}
const checkIn = (target: TestApp, who: Member, id: number) =>
  post(target, `/api/appointments/${id}/checkin`, {}, who.token);
const state = (target: TestApp, id: number) =>
  target.db
    .selectFrom('appointments')
    .select(['checked_in_at', 'released_at', 'cancelled_at', 'cancelled_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const usage = async (target: TestApp, who: Member) =>
  (
    await target.inject({
      method: 'GET',
      url: '/api/users/me/usage?month=2026-11',
      headers: { authorization: `Bearer ${who.token}` },
    })
  ).json() as { used_minutes: number };
const releasedMails = async (target: TestApp, to: string) =>
  (await outbox(target, to)).filter((m) => m.subject.startsWith('Reserva cancelada por falta de check-in'));

beforeAll(async () => {
  app = await createTestApp(ENV);
  ana = await activeManager(app, { plan: 'Arena Exclusiva' });
  bia = await activeManager(app, { plan: 'Arena Exclusiva' });
});
afterAll(async () => {
  await app.close();
});

describe('Cheguei', () => {
  it('confirms the owner’s booking from 10 minutes before its start until CHECKIN_MINUTES after', async () => {
    const id = await book(app, ana, '2026-11-23 11:00:00', '2026-11-23 12:00:00');
    // The confirmation says check-in is needed, and until when (start + CHECKIN_MINUTES).
    const confirmation = (await outbox(app, ana.email)).find((m) => m.subject === 'Reserva confirmada no Arena Cowork');
    expect(confirmation?.text).toContain(
      'Esta reserva pede check-in: faça-o pelo aplicativo ou pelo QR Code da sala até 11:15. Sem check-in até lá, a reserva é cancelada automaticamente e as horas voltam para o seu plano.',
    );
    try {
      const early = await checkIn(app, ana, id);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual(refused('CHECKIN_TOO_EARLY', bookingsWords.checkinTooEarly));
      app.clock.set(at('2026-11-23 10:49'));
      expect((await checkIn(app, ana, id)).statusCode).toBe(409);
      app.clock.set(at('2026-11-23 10:50'));
      const other = await checkIn(app, bia, id);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual(refused('CHECKIN_NOT_YOURS', bookingsWords.checkinNotYours));
      const missing = await checkIn(app, ana, 999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(refused('APPOINTMENT_NOT_FOUND', bookingsWords.appointmentNotFound));
      const config = await app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().checkin_minutes).toBe(15);
      const ok = await checkIn(app, ana, id);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ message: bookingsWords.checkinDone, checked_in_at: '2026-11-23T13:50:00.000Z' });
      const mine = await app.inject({
        method: 'GET',
        url: '/api/appointments/mine',
        headers: { authorization: `Bearer ${ana.token}` },
      });
      expect(mine.json().find((b: { id: number }) => b.id === id).checked_in_at).toBe('2026-11-23T13:50:00.000Z');
      // Again, later: the first check-in stands.
      app.clock.set(at('2026-11-23 11:05'));
      expect((await checkIn(app, ana, id)).json().checked_in_at).toBe('2026-11-23T13:50:00.000Z');
      // Past the deadline the checked-in booking is never released.
      app.clock.set(at('2026-11-23 11:30'));
      await Promise.all(Array.from({ length: 5 }, () => releaseAbsent(app)));
      expect(await state(app, id)).toMatchObject({ released_at: null, cancelled_at: null });
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });

  it('refuses after the deadline, and on a cancelled booking', async () => {
    const late = await book(app, ana, '2026-11-23 13:00:00', '2026-11-23 14:00:00', 'Sala 20');
    const cancelled = await book(app, ana, '2026-11-24 13:00:00', '2026-11-24 14:00:00', 'Sala 20');
    const cancel = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: { authorization: `Bearer ${ana.token}` },
      payload: { ui: ana.id, ai: cancelled },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    try {
      app.clock.set(at('2026-11-23 13:15'));
      const res = await checkIn(app, ana, late);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refused('CHECKIN_TOO_LATE', bookingsWords.checkinTooLate));
      app.clock.set(at('2026-11-24 12:55'));
      const gone = await checkIn(app, ana, cancelled);
      expect(gone.statusCode).toBe(409);
      expect(gone.json()).toEqual(refused('APPOINTMENT_ALREADY_CANCELLED', bookingsWords.appointmentAlreadyCancelled));
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });
});

/** A member of `holder`'s team, promoted to gerente (level 2) so they book on the account. */
async function teamGerente(target: TestApp, holder: Member, name: string): Promise<Member> {
  const email = uniqueEmail('equipe');
  const added = await post(target, '/api/team', { name, email, phone: '(21) 98765-4321' }, holder.token);
  expect(added.statusCode, added.body).toBe(200);
  const token = await lastLinkToken(target, email);
  const password = 'equipe123';
  expect(
    (
      await post(target, '/api/reset-pass', {
        token,
        password,
        confirm_password: password,
        terms_version: TERMS_TEXT_DATE,
      })
    ).statusCode,
  ).toBe(200);
  await target.db.updateTable('users').set({ level: 2 }).where('email', '=', email).execute();
  const session = await post(target, '/api/session', { email, password });
  expect(session.statusCode, session.body).toBe(200);
  const { user } = session.json() as { user: { id: number } };
  return { id: user.id, email, password, token: session.json().token as string } as Member;
}

describe('Cheguei for a team member’s booking', () => {
  it('the owner’s manager may check in for them, inside the window only; another manager, or a colleague, may not', async () => {
    const holder = await activeManager(app, { plan: 'Arena Exclusiva', qtd_team: 3 });
    const gerente = await teamGerente(app, holder, 'Gabriel Team');
    const colleague = await teamGerente(app, holder, 'Helena Team');
    const id = await book(app, gerente, '2026-11-27 14:00:00', '2026-11-27 15:00:00', 'Sala 10');
    try {
      // Before the window, the manager is refused like the owner.
      app.clock.set(at('2026-11-27 13:49'));
      const early = await checkIn(app, holder, id);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual(refused('CHECKIN_TOO_EARLY', bookingsWords.checkinTooEarly));
      app.clock.set(at('2026-11-27 13:55'));
      // Another account's manager, and a fellow gerente of the same team, are not the owner's manager.
      for (const other of [bia, colleague]) {
        const res = await checkIn(app, other, id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(refused('CHECKIN_NOT_YOURS', bookingsWords.checkinNotYours));
      }
      expect((await state(app, id)).checked_in_at).toBeNull();
      const ok = await checkIn(app, holder, id);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ message: bookingsWords.checkinDone, checked_in_at: '2026-11-27T16:55:00.000Z' });
      // The owner saying it afterwards answers the manager's check-in.
      expect((await checkIn(app, gerente, id)).json().checked_in_at).toBe('2026-11-27T16:55:00.000Z');
      // The holder's own booking is not the gerente's to check in.
      const holders = await book(app, holder, '2026-11-27 16:00:00', '2026-11-27 17:00:00', 'Sala 10');
      app.clock.set(at('2026-11-27 16:00'));
      expect((await checkIn(app, gerente, holders)).statusCode).toBe(403);
      // After the deadline the manager is refused too.
      app.clock.set(at('2026-11-27 16:15'));
      const late = await checkIn(app, holder, holders);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual(refused('CHECKIN_TOO_LATE', bookingsWords.checkinTooLate));
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });
});

describe('Cheguei by the room’s QR code', () => {
  it('checks in the caller’s booking of that room whose window is open, and no other', async () => {
    const rooms = await app.db.selectFrom('rooms').select(['id', 'name']).execute();
    const room = (name: string) => rooms.find((r) => r.name === name)?.id as number;
    const id = await book(app, bia, '2026-11-26 15:00:00', '2026-11-26 16:00:00', 'Sala 20');
    const atRoom = (who: Member, code: number) => post(app, `/api/checkin/${code}`, {}, who.token);
    try {
      app.clock.set(at('2026-11-26 14:55'));
      const elsewhere = await atRoom(bia, room('Sala 10'));
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual(refused('CHECKIN_NO_BOOKING_HERE', bookingsWords.checkinNoBookingHere));
      expect((await atRoom(ana, room('Sala 20'))).statusCode).toBe(404);
      const ok = await atRoom(bia, room('Sala 20'));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ message: bookingsWords.checkinDone, id, checked_in_at: '2026-11-26T17:55:00.000Z' });
      expect((await state(app, id)).checked_in_at).toBe('2026-11-26T17:55:00.000Z');
      app.clock.set(at('2026-11-26 15:15'));
      expect((await atRoom(bia, room('Sala 20'))).statusCode).toBe(404);
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });
});

describe('the release', () => {
  it('releases a booking nobody checked in once across 20 racing runs: slot free, hours back, owner e-mailed', async () => {
    const id = await book(app, bia, '2026-11-25 09:00:00', '2026-11-25 11:00:00', 'Sala 30');
    const before = (await usage(app, bia)).used_minutes;
    try {
      // A minute before the deadline: kept.
      app.clock.set(at('2026-11-25 09:14'));
      expect(await releaseAbsent(app)).toBe(0);
      expect((await state(app, id)).released_at).toBeNull();
      app.clock.set(at('2026-11-25 09:15'));
      const runs = await Promise.all(Array.from({ length: 20 }, () => releaseAbsent(app)));
      expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await state(app, id)).toMatchObject({
        released_at: '2026-11-25T12:15:00.000Z',
        cancelled_at: '2026-11-25T12:15:00.000Z',
        cancelled_by: null,
      });
      expect(await releaseAbsent(app)).toBe(0);
      const mails = await releasedMails(app, bia.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Reserva cancelada por falta de check-in: Sala 30');
      expect(mails[0]?.text).toContain('até 15 minutos depois do início');
      // Hours back to the plan.
      expect((await usage(app, bia)).used_minutes).toBe(before - 120);
      // Too late for Cheguei now; the slot is free for someone else.
      const res = await checkIn(app, bia, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refused('CHECKIN_RELEASED', bookingsWords.checkinReleased));
      await book(app, ana, '2026-11-25 09:30:00', '2026-11-25 10:30:00', 'Sala 30');
      // Staff's agenda keeps it, marked released; the new booking of its slot is listed too.
      const agenda = await app.inject({
        method: 'GET',
        url: '/api/admin/appointments?from=2026-11-25',
        headers: { authorization: `Bearer ${await staffToken(app)}` },
      });
      const rows = (agenda.json() as Array<{ id: number; room: string; released_at: string | null }>).filter(
        (r) => r.room === 'Sala 30',
      );
      expect(rows.map((r) => [r.id === id, r.released_at])).toEqual([
        [true, '2026-11-25T12:15:00.000Z'],
        [false, null],
      ]);
      // Minhas reservas keeps it too, marked released: under Próximas while it lasts, then past.
      const mine = async (period: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/appointments/mine?period=${period}`,
            headers: { authorization: `Bearer ${bia.token}` },
          })
        ).json() as Array<{ id: number; released_at: string | null }>;
      expect((await mine('upcoming')).find((b) => b.id === id)?.released_at).toBe('2026-11-25T12:15:00.000Z');
      app.clock.set(at('2026-11-25 12:00'));
      expect((await mine('upcoming')).some((b) => b.id === id)).toBe(false);
      expect((await mine('past')).find((b) => b.id === id)?.released_at).toBe('2026-11-25T12:15:00.000Z');
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });

  it('releases at start a booking whose deadline passed while the server was down', async () => {
    const database = await freshDatabase();
    const clock = testClock();
    const before = await appOn(database.url, ENV, clock);
    let carla: Member;
    let id: number;
    try {
      carla = await activeManager(before);
      id = await book(before as TestApp, carla, '2026-11-24 09:00:00', '2026-11-24 10:00:00');
    } finally {
      await before.close();
    }
    // Down until Tuesday 09:20: past the 09:15 deadline, the booking not yet ended.
    clock.set(at('2026-11-24 09:20'));
    const after = await appOn(database.url, ENV, clock);
    try {
      await after.ready();
      await expect.poll(async () => (await state(after as TestApp, id)).released_at).toBe('2026-11-24T12:20:00.000Z');
      await expect.poll(async () => (await releasedMails(after as TestApp, carla.email)).length).toBe(1);
    } finally {
      await after.close();
      await database.drop();
    }
  });

  it('does nothing with CHECKIN_MINUTES unset', async () => {
    const off = await createTestApp();
    try {
      const dani = await activeManager(off);
      const id = await book(off, dani, '2026-11-23 11:00:00', '2026-11-23 12:00:00');
      off.clock.set(at('2026-11-23 11:00'));
      const res = await checkIn(off, dani, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refused('CHECKIN_OFF', bookingsWords.checkinOff));
      off.clock.set(at('2026-11-23 11:30'));
      expect(await releaseAbsent(off)).toBe(0);
      expect((await state(off, id)).released_at).toBeNull();
    } finally {
      await off.close();
    }
  });
});
