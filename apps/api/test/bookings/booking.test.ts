import { randomUUID } from 'node:crypto';
import { bookingsWords } from '@arena/shared/bookings/words';
import { usersWords } from '@arena/shared/users/words';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, login, type Member, outbox, post, register, uniqueEmail } from '../flows.ts';
import { buildApp } from '../../src/app.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';

/** Booking a room (docs/product.md#booking-rules), on whichever database runs. Today is Monday 2026-11-23, 10:00. */
describe('booking a room', () => {
  let app: TestApp;
  let ana: Member;
  let bia: Member;

  const book = (who: Member, date_initial: string, date_final: string, participants = 'Sala 10') =>
    post(app, '/api/manager/appointment/store', { participants, date_initial, date_final, isStudio: false }, who.token);
  const list = (who: Member, participants: string) =>
    post(app, '/api/manager/appointment/list', { participants }, who.token);
  const cancel = (who: Member, ai: number) =>
    app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { ui: who.id, ai },
    });

  async function refused(who: Member, start: string, end: string, status: number, message: string, room = 'Sala 10') {
    const res = await book(who, start, end, room);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
  }

  async function addRoom(name: string) {
    await app.db
      .insertInto('rooms')
      .values({ name, img: '', capacity: 4, active: 1, created_at: MONDAY_10AM })
      .execute();
  }

  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app);
    bia = await activeManager(app);
  });
  afterEach(() => {
    app.clock.set(MONDAY_10AM);
  });
  afterAll(async () => {
    await app.close();
  });

  it('books a free slot, answers the success message and mails a confirmation with an .ics invitation', async () => {
    const res = await book(ana, '2026-11-24 09:00:00', '2026-11-24 10:00:00');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Agendamento efetuado com sucesso!',
      appointment: {
        id: expect.any(Number),
        user_id: ana.id,
        participants: 'Sala 10',
        date_initial: '2026-11-24 09:00:00',
        date_final: '2026-11-24 10:00:00',
        mine: true,
        overage: false,
      },
    });
    const mail = (await outbox(app, ana.email)).at(-1);
    expect(mail?.subject).toBe('Reserva confirmada no Arena Cowork');
    expect(mail?.text).toContain('terça-feira, 24 de novembro de 2026, das 09:00 às 10:00');
    const attachments = JSON.parse(mail?.attachments ?? '[]') as Array<{ filename: string; content: string }>;
    expect(attachments).toHaveLength(1);
    expect(attachments[0]?.filename).toMatch(/\.ics$/);
    // 09:00 in São Paulo (UTC-3) is 12:00 UTC.
    expect(attachments[0]?.content).toMatch(/DTSTART:20261124T120000Z/);
    expect(attachments[0]?.content).toMatch(/DTEND:20261124T130000Z/);
  });

  it('refuses a start in the past, including earlier today and right now', async () => {
    await refused(ana, '2026-11-20 09:00:00', '2026-11-20 10:00:00', 400, bookingsWords.bookingInvalid);
    await refused(ana, '2026-11-23 09:00:00', '2026-11-23 10:00:00', 400, bookingsWords.bookingInvalid);
    await refused(ana, '2026-11-23 10:00:00', '2026-11-23 11:00:00', 400, bookingsWords.bookingInvalid);
    expect(bookingsWords.bookingInvalid).toBe('Ops, faltam informações ou a data é anterior à atual.');
  });

  it('refuses malformed dates with the generic booking message', async () => {
    await refused(ana, '2026-02-30 09:00:00', '2026-02-30 10:00:00', 400, bookingsWords.bookingInvalid);
    await refused(ana, 'amanhã', '2026-11-24 10:00:00', 400, bookingsWords.bookingInvalid);
  });

  it('refuses Saturdays and Sundays', async () => {
    await refused(
      ana,
      '2026-11-28 09:00:00',
      '2026-11-28 10:00:00',
      400,
      'Não há reservas aos sábados e domingos. Escolha um dia útil.',
    );
    await refused(ana, '2026-11-29 09:00:00', '2026-11-29 10:00:00', 400, bookingsWords.bookingWeekend);
  });

  it('refuses a day the space is closed', async () => {
    await app.db
      .insertInto('closed_days')
      .values({ date: '2026-12-01', reason: 'Manutenção', created_at: MONDAY_10AM })
      .execute();
    await refused(
      ana,
      '2026-12-01 09:00:00',
      '2026-12-01 10:00:00',
      400,
      'O espaço estará fechado neste dia. Escolha outra data.',
    );
    expect((await book(ana, '2026-12-02 09:00:00', '2026-12-02 10:00:00')).statusCode).toBe(200);
  });

  it('refuses times outside opening hours and off the slot grid', async () => {
    const outside = 'O espaço está fechado nesse horário. Escolha outro.';
    await refused(ana, '2026-11-25 07:30:00', '2026-11-25 08:30:00', 400, outside);
    await refused(ana, '2026-11-25 17:30:00', '2026-11-25 18:30:00', 400, outside);
    await refused(ana, '2026-11-25 18:00:00', '2026-11-25 18:30:00', 400, outside);
    const offGrid = 'Escolha um dos horários da lista.';
    await refused(ana, '2026-11-25 08:15:00', '2026-11-25 09:15:00', 400, offGrid);
    await refused(ana, '2026-11-25 08:00:00', '2026-11-25 09:15:00', 400, offGrid);
    await refused(ana, '2026-11-25 08:00:30', '2026-11-25 09:00:00', 400, offGrid);
    expect((await book(ana, '2026-11-25 17:00:00', '2026-11-25 18:00:00')).statusCode).toBe(200);
    expect((await book(ana, '2026-11-25 08:00:00', '2026-11-25 08:30:00')).statusCode).toBe(200);
  });

  it('refuses an end that is not after the start, and a booking across two days', async () => {
    await refused(
      ana,
      '2026-11-26 10:00:00',
      '2026-11-26 10:00:00',
      400,
      'O horário final deve ser depois do horário inicial.',
    );
    await refused(ana, '2026-11-26 11:00:00', '2026-11-26 10:00:00', 400, bookingsWords.bookingEndBeforeStart);
    await refused(
      ana,
      '2026-11-26 17:00:00',
      '2026-11-27 09:00:00',
      400,
      'A reserva deve começar e terminar no mesmo dia.',
    );
  });

  it('accepts the last day of the horizon and refuses the day after', async () => {
    // 180 days after Wednesday 2026-11-25 is Monday 2027-05-24.
    app.clock.set('2026-11-25T13:00:00.000Z');
    expect((await book(ana, '2027-05-24 09:00:00', '2027-05-24 10:00:00')).statusCode).toBe(200);
    await refused(
      ana,
      '2027-05-25 09:00:00',
      '2027-05-25 10:00:00',
      400,
      'Esta data ainda não está aberta para reservas.',
    );
    await refused(ana, '2028-01-03 09:00:00', '2028-01-03 10:00:00', 400, bookingsWords.bookingTooFar);
  });

  it('answers 404 for an unknown room and for a room that is no longer active', async () => {
    await refused(ana, '2026-11-27 09:00:00', '2026-11-27 10:00:00', 404, 'Sala não encontrada.', 'Sala 99');
    await addRoom('Sala 40');
    expect((await book(ana, '2026-11-27 09:00:00', '2026-11-27 10:00:00', 'Sala 40')).statusCode).toBe(200);
    await app.db.updateTable('rooms').set({ active: 0 }).where('name', '=', 'Sala 40').execute();
    await refused(ana, '2026-11-27 11:00:00', '2026-11-27 12:00:00', 404, bookingsWords.roomNotFound, 'Sala 40');
    expect((await list(ana, 'Sala 40')).statusCode).toBe(404);
    const rooms = await app.inject({
      method: 'GET',
      url: '/api/rooms',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(rooms.json().map((r: { value: string }) => r.value)).toEqual(['Sala 10', 'Sala 20', 'Sala 30']);
  });

  it('refuses an overlap in the same room, allows another room and touching bookings', async () => {
    expect((await book(ana, '2026-11-30 09:00:00', '2026-11-30 10:00:00', 'Sala 20')).statusCode).toBe(200);
    const conflict = 'Este horário já está reservado. Escolha outro horário.';
    await refused(bia, '2026-11-30 09:00:00', '2026-11-30 10:00:00', 409, conflict, 'Sala 20');
    await refused(bia, '2026-11-30 09:30:00', '2026-11-30 10:30:00', 409, conflict, 'Sala 20');
    await refused(bia, '2026-11-30 08:30:00', '2026-11-30 09:30:00', 409, conflict, 'Sala 20');
    await refused(bia, '2026-11-30 08:00:00', '2026-11-30 12:00:00', 409, conflict, 'Sala 20');
    await refused(ana, '2026-11-30 09:30:00', '2026-11-30 10:00:00', 409, bookingsWords.bookingConflict, 'Sala 20');
    expect((await book(bia, '2026-11-30 09:00:00', '2026-11-30 10:00:00', 'Sala 30')).statusCode).toBe(200);
    expect((await book(bia, '2026-11-30 10:00:00', '2026-11-30 11:00:00', 'Sala 20')).statusCode).toBe(200);
    expect((await book(bia, '2026-11-30 08:00:00', '2026-11-30 09:00:00', 'Sala 20')).statusCode).toBe(200);
  });

  it('frees the slot of a cancelled booking', async () => {
    const first = await book(ana, '2026-12-03 14:00:00', '2026-12-03 15:00:00');
    expect(first.statusCode).toBe(200);
    await refused(bia, '2026-12-03 14:00:00', '2026-12-03 15:00:00', 409, bookingsWords.bookingConflict);
    expect((await cancel(ana, first.json().appointment.id)).statusCode).toBe(200);
    const again = await book(bia, '2026-12-03 14:00:00', '2026-12-03 15:00:00');
    expect(again.statusCode).toBe(200);
    expect(again.json().appointment.user_id).toBe(bia.id);
  });

  it('accepts HH:MM times without seconds and stores them with seconds', async () => {
    const res = await book(ana, '2026-12-04 14:00', '2026-12-04 15:30');
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({
      date_initial: '2026-12-04 14:00:00',
      date_final: '2026-12-04 15:30:00',
    });
    await refused(bia, '2026-12-04 15:00:00', '2026-12-04 16:00:00', 409, bookingsWords.bookingConflict);
  });

  it("lists the room's upcoming, non-cancelled appointments in order, marking only the caller's as mine", async () => {
    await addRoom('Sala 50');
    const room = await app.db.selectFrom('rooms').select('id').where('name', '=', 'Sala 50').executeTakeFirstOrThrow();
    // Already over today (not listed) and still running now (listed): inserted directly, as the API refuses the past.
    for (const [start, end] of [
      ['2026-11-23 08:00:00', '2026-11-23 09:00:00'],
      ['2026-11-23 09:30:00', '2026-11-23 10:30:00'],
    ]) {
      await app.db
        .insertInto('appointments')
        .values({
          room_id: room.id,
          user_id: bia.id,
          date_initial: start as string,
          date_final: end as string,
          uid: randomUUID(),
          created_at: MONDAY_10AM,
        })
        .execute();
    }
    const late = await book(ana, '2026-12-07 16:00:00', '2026-12-07 17:00:00', 'Sala 50');
    const early = await book(bia, '2026-11-24 08:00:00', '2026-11-24 09:00:00', 'Sala 50');
    const gone = await book(ana, '2026-11-26 08:00:00', '2026-11-26 09:00:00', 'Sala 50');
    const mid = await book(ana, '2026-11-24 11:00:00', '2026-11-24 12:30:00', 'Sala 50');
    expect((await cancel(ana, gone.json().appointment.id)).statusCode).toBe(200);

    const res = await list(ana, 'Sala 50');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{
      id: number;
      participants: string;
      date_initial: string;
      date_final: string;
      mine: boolean;
      user_id: number;
    }>;
    expect(rows.map((r) => [r.date_initial, r.date_final, r.mine])).toEqual([
      ['2026-11-23 09:30:00', '2026-11-23 10:30:00', false],
      ['2026-11-24 08:00:00', '2026-11-24 09:00:00', false],
      ['2026-11-24 11:00:00', '2026-11-24 12:30:00', true],
      ['2026-12-07 16:00:00', '2026-12-07 17:00:00', true],
    ]);
    expect(rows.slice(1).map((r) => r.id)).toEqual([early, mid, late].map((r) => r.json().appointment.id));
    expect(rows.every((r) => r.participants === 'Sala 50')).toBe(true);
    const forBia = (await list(bia, 'Sala 50')).json() as Array<{ mine: boolean; user_id: number }>;
    expect(forBia.map((r) => r.mine)).toEqual([true, true, false, false]);
    expect(forBia.map((r) => r.user_id)).toEqual([bia.id, bia.id, ana.id, ana.id]);
    expect((await list(ana, 'Sala 99')).statusCode).toBe(404);
  });

  it('lists one day of a room with `date`, ended bookings included, and refuses a date that does not exist', async () => {
    await addRoom('Sala 51');
    const day = (who: Member, date: unknown) =>
      post(app, '/api/manager/appointment/list', { participants: 'Sala 51', date }, who.token);
    const first = await book(ana, '2026-11-25 08:00:00', '2026-11-25 09:00:00', 'Sala 51');
    const second = await book(bia, '2026-11-25 14:00:00', '2026-11-25 15:30:00', 'Sala 51');
    await book(ana, '2026-11-26 08:00:00', '2026-11-26 09:00:00', 'Sala 51');
    const gone = await book(ana, '2026-11-25 10:00:00', '2026-11-25 11:00:00', 'Sala 51');
    expect((await cancel(ana, gone.json().appointment.id)).statusCode).toBe(200);
    expect((await day(ana, '2026-11-25')).json()).toEqual([
      {
        id: first.json().appointment.id,
        user_id: ana.id,
        participants: 'Sala 51',
        date_initial: '2026-11-25 08:00:00',
        date_final: '2026-11-25 09:00:00',
        mine: true,
        overage: false,
      },
      {
        id: second.json().appointment.id,
        user_id: bia.id,
        participants: 'Sala 51',
        date_initial: '2026-11-25 14:00:00',
        date_final: '2026-11-25 15:30:00',
        mine: false,
        overage: false,
      },
    ]);
    // The day as read is kept; a booking made or cancelled since must show at the next read.
    const late = await book(bia, '2026-11-25 16:00:00', '2026-11-25 17:00:00', 'Sala 51');
    expect(((await day(ana, '2026-11-25')).json() as Array<{ id: number }>).map((r) => r.id)).toEqual([
      first.json().appointment.id,
      second.json().appointment.id,
      late.json().appointment.id,
    ]);
    expect((await cancel(bia, late.json().appointment.id)).statusCode).toBe(200);
    expect((await day(ana, '2026-11-25')).json()).toHaveLength(2);
    // Later the same day, the morning booking has ended and is still part of the day.
    app.clock.set('2026-11-25T16:00:00.000Z');
    expect((await day(bia, '2026-11-25')).json()).toHaveLength(2);
    expect((await list(bia, 'Sala 51')).json()).toHaveLength(2);
    expect((await day(bia, '2026-11-27')).json()).toEqual([]);
    for (const bad of ['2026-02-30', '25/11/2026', 20261125, '']) {
      const res = await day(ana, bad);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 400,
        message: bookingsWords.dayInvalid,
      });
    }
  });

  it('keeps the seed list right as bookings end, rooms are renamed and another app on the same database books', async () => {
    await addRoom('Sala 52');
    const a = await book(ana, '2026-11-23 11:00:00', '2026-11-23 12:00:00', 'Sala 52');
    const b = await book(bia, '2026-11-23 13:00:00', '2026-11-23 14:00:00', 'Sala 52');
    const ids = async (who: Member, room = 'Sala 52') =>
      ((await list(who, room)).json() as Array<{ id: number }>).map((r) => r.id);
    expect(await ids(ana)).toEqual([a.json().appointment.id, b.json().appointment.id]);
    // 12:30: the first booking has ended; the cached list must drop it.
    app.clock.set('2026-11-23T15:30:00.000Z');
    expect(await ids(ana)).toEqual([b.json().appointment.id]);
    app.clock.set(MONDAY_10AM);
    // A second app on the same database keeps its own cache: a booking through it is seen here at once.
    const other = await buildApp({ config: app.config, clock: app.clock, logger: false });
    try {
      const viaOther = await post(
        other,
        '/api/manager/appointment/store',
        {
          participants: 'Sala 52',
          date_initial: '2026-11-24 08:00:00',
          date_final: '2026-11-24 09:00:00',
          isStudio: false,
        },
        bia.token,
      );
      expect(viaOther.statusCode, viaOther.body).toBe(200);
      expect(await ids(ana)).toContain(viaOther.json().appointment.id);
    } finally {
      await other.close();
    }
    // A name with accents: the answer is kept as bytes, and each `mine` must still land in place.
    await app.db.updateTable('rooms').set({ name: 'Sala Ângela Açaí' }).where('name', '=', 'Sala 52').execute();
    const renamed = (await list(ana, 'Sala Ângela Açaí')).json() as Array<{ participants: string; mine: boolean }>;
    // Ana's 11:00, then Bia's two.
    expect(renamed.map((r) => [r.participants, r.mine])).toEqual([
      ['Sala Ângela Açaí', true],
      ['Sala Ângela Açaí', false],
      ['Sala Ângela Açaí', false],
    ]);
  });

  it('lists the start and end slots of the opening hours', async () => {
    const get = (kind: string) =>
      app.inject({
        method: 'GET',
        url: `/api/hours/disabled/${kind}`,
        headers: { authorization: `Bearer ${ana.token}` },
      });
    const slots = (from: number, to: number) => {
      const out: Array<[string, string]> = [];
      for (let m = from; m <= to; m += 30) {
        const label = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        out.push([label, `${label}:00`]);
      }
      return out;
    };
    const starts = await get('1');
    expect(starts.statusCode).toBe(200);
    expect(starts.json()).toEqual(slots(8 * 60, 17 * 60 + 30));
    expect(starts.json()).toHaveLength(20);
    expect(starts.json()[0]).toEqual(['08:00', '08:00:00']);
    expect(starts.json().at(-1)).toEqual(['17:30', '17:30:00']);
    const ends = await get('2');
    expect(ends.json()).toEqual(slots(8 * 60 + 30, 18 * 60));
    expect(ends.json().at(-1)).toEqual(['18:00', '18:00:00']);
    expect((await get('3')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/hours/disabled/1' })).statusCode).toBe(401);
  });

  it('lets only active managers book', async () => {
    const email = uniqueEmail('pendente');
    await register(app, email, 'senha123');
    const pending = { id: 0, email, password: 'senha123', token: await login(app, email, 'senha123') };
    await refused(pending, '2026-12-08 09:00:00', '2026-12-08 10:00:00', 403, usersWords.pendingReview);
    const anonymous = await post(app, '/api/manager/appointment/store', {
      participants: 'Sala 10',
      date_initial: '2026-12-08 09:00:00',
      date_final: '2026-12-08 10:00:00',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
