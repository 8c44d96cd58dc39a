import { commonWords } from '@arena/shared/contract/words';
import { randomUUID } from 'node:crypto';
import { usersWords } from '@arena/shared/users/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, login, type Member, post, register, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Minhas reservas (docs/product.md#my-bookings): GET /appointments/mine, the member's own bookings in every
 * room. Today is Monday 2026-11-23, 10:00 in São Paulo; cancellations need 3 hours' notice.
 */
describe('GET /appointments/mine', () => {
  let app: TestApp;
  let ana: Member;
  let bia: Member;

  const book = async (who: Member, participants: string, date_initial: string, date_final: string) => {
    const res = await post(
      app,
      '/api/manager/appointment/store',
      { participants, date_initial, date_final, isStudio: false },
      who.token,
    );
    if (res.statusCode !== 200) throw new Error(`book: ${res.statusCode} ${res.body}`);
    return res.json().appointment.id as number;
  };
  const mine = (who: Member, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/appointments/mine${query}`,
      headers: { authorization: `Bearer ${who.token}` },
    });

  /** A booking written straight to the table, as the booking rules refuse the past. */
  const pastBooking = async (who: Member, room: string, start: string, end: string, cancelled = false) => {
    const { id: roomId } = await app.db
      .selectFrom('rooms')
      .select('id')
      .where('name', '=', room)
      .executeTakeFirstOrThrow();
    const row = await app.db
      .insertInto('appointments')
      .values({
        room_id: roomId,
        user_id: who.id,
        date_initial: start,
        date_final: end,
        uid: randomUUID(),
        created_at: '2026-01-01T00:00:00.000Z',
        cancelled_at: cancelled ? '2026-01-02T00:00:00.000Z' : null,
        cancelled_by: cancelled ? who.id : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app);
    bia = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the member’s upcoming bookings in every room, soonest first, with room and deadline', async () => {
    const tomorrow = await book(ana, 'Sala 10', '2026-11-24 09:00:00', '2026-11-24 10:00:00');
    const today = await book(ana, 'Sala 20', '2026-11-23 14:00:00', '2026-11-23 15:00:00');
    const later = await book(ana, 'Sala 10', '2026-11-25 08:00:00', '2026-11-25 08:30:00');
    await book(bia, 'Sala 10', '2026-11-24 10:00:00', '2026-11-24 11:00:00');
    const cancelled = await book(ana, 'Sala 20', '2026-11-26 09:00:00', '2026-11-26 10:00:00');
    const cancel = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: { authorization: `Bearer ${ana.token}` },
      payload: { ui: ana.id, ai: cancelled },
    });
    expect(cancel.statusCode).toBe(200);

    const res = await mine(ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: today,
        user_id: ana.id,
        participants: 'Sala 20',
        room: 'Sala 20',
        date_initial: '2026-11-23 14:00:00',
        date_final: '2026-11-23 15:00:00',
        mine: true,
        overage: false,
        cancel_until: '2026-11-23 11:00:00',
        series_id: null,
        checked_in_at: null,
        released_at: null,
        guests: 0,
      },
      {
        id: tomorrow,
        user_id: ana.id,
        participants: 'Sala 10',
        room: 'Sala 10',
        date_initial: '2026-11-24 09:00:00',
        date_final: '2026-11-24 10:00:00',
        mine: true,
        overage: false,
        cancel_until: '2026-11-24 06:00:00',
        series_id: null,
        checked_in_at: null,
        released_at: null,
        guests: 0,
      },
      {
        id: later,
        user_id: ana.id,
        participants: 'Sala 10',
        room: 'Sala 10',
        date_initial: '2026-11-25 08:00:00',
        date_final: '2026-11-25 08:30:00',
        mine: true,
        overage: false,
        cancel_until: '2026-11-25 05:00:00',
        series_id: null,
        checked_in_at: null,
        released_at: null,
        guests: 0,
      },
    ]);
    // `period=upcoming` is the default said out loud.
    expect((await mine(ana, '?period=upcoming')).json()).toEqual(res.json());
    expect((await mine(bia)).json()).toMatchObject([{ room: 'Sala 10', date_initial: '2026-11-24 10:00:00' }]);
  });

  it('keeps a booking under way among the upcoming ones until it ends', async () => {
    const running = await pastBooking(ana, 'Sala 30', '2026-11-23 09:30:00', '2026-11-23 10:30:00');
    const [first] = (await mine(ana)).json() as Array<{ id: number }>;
    expect(first?.id).toBe(running);
    const past = (await mine(ana, '?period=past')).json() as Array<{ id: number }>;
    expect(past.map((b) => b.id)).not.toContain(running);
  });

  it('answers with period=past the bookings of the last 90 days that have ended, latest first', async () => {
    const lastWeek = await pastBooking(ana, 'Sala 10', '2026-11-16 09:00:00', '2026-11-16 10:00:00');
    const thisMorning = await pastBooking(ana, 'Sala 20', '2026-11-23 08:00:00', '2026-11-23 09:00:00');
    const edge = await pastBooking(ana, 'Sala 10', '2026-08-25 08:00:00', '2026-08-25 09:00:00');
    await pastBooking(ana, 'Sala 10', '2026-08-24 16:00:00', '2026-08-24 17:00:00');
    await pastBooking(ana, 'Sala 10', '2026-11-17 09:00:00', '2026-11-17 10:00:00', true);
    await pastBooking(bia, 'Sala 10', '2026-11-18 09:00:00', '2026-11-18 10:00:00');
    const res = await mine(ana, '?period=past');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as Array<{ id: number; room: string; cancel_until: string; mine: boolean }>;
    // 2026-08-25 is 90 days before today; the 24th is one too many; cancelled and others' stay out.
    expect(items.map((b) => b.id)).toEqual([thisMorning, lastWeek, edge]);
    expect(items[0]).toMatchObject({ room: 'Sala 20', cancel_until: '2026-11-23 05:00:00', mine: true });
  });

  it('refuses an unknown period with the words and code, and anyone who may not book', async () => {
    const bad = await mine(ana, '?period=amanha');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: commonWords.invalidInput, code: 'INVALID_INPUT', field: 'period' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/appointments/mine' });
    expect(anonymous.statusCode).toBe(401);
    // Registered, not yet approved: the same refusal as the room screen's (docs/product.md#access-rules).
    const email = uniqueEmail('pendente');
    await register(app, email);
    const pending = await app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: { authorization: `Bearer ${await login(app, email, 'senha123')}` },
    });
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({ message: usersWords.pendingReview, code: 'PENDING_REVIEW' });
  });
});
