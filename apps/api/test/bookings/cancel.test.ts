import { bookingsWords } from '@arena/shared/bookings/words';
import { usersWords } from '@arena/shared/users/words';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, outbox, post } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';

/** Cancelling (docs/product.md#booking-rules) and the studio request. Today is Monday 2026-11-23, 10:00 in São Paulo. */
const lateMessage =
  'Cancelamentos devem ser feitos com no mínimo 3 horas de antecedência. Fale com a equipe do Arena Cowork.';

function bookingHelpers(app: () => TestApp) {
  const book = async (who: Member, date_initial: string, date_final: string, participants = 'Sala 10') => {
    const res = await post(
      app(),
      '/api/manager/appointment/store',
      { participants, date_initial, date_final, isStudio: false },
      who.token,
    );
    if (res.statusCode !== 200) throw new Error(`book: ${res.statusCode} ${res.body}`);
    return res.json().appointment.id as number;
  };
  const cancel = (who: Member, ai: number | string, ui: number | string = who.id) =>
    app().inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { ui, ai },
    });
  return { book, cancel };
}

describe('cancelling an appointment', () => {
  let app: TestApp;
  let ana: Member;
  let bia: Member;
  const { book, cancel } = bookingHelpers(() => app);

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

  it('cancels one’s own appointment more than 3 hours ahead and mails the cancellation', async () => {
    const id = await book(ana, '2026-11-24 09:00:00', '2026-11-24 10:00:00');
    const res = await cancel(ana, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Cancelamento efetuado com sucesso' });
    const mail = (await outbox(app, ana.email)).at(-1);
    expect(mail?.subject).toBe('Reserva cancelada no Arena Cowork');
    expect(mail?.text).toContain('Sala 10');
    expect(mail?.text).toContain('24 de novembro de 2026, das 09:00 às 10:00');
    const row = await app.db
      .selectFrom('appointments')
      .select(['cancelled_at', 'cancelled_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cancelled_at: MONDAY_10AM, cancelled_by: ana.id });
  });

  it('accepts the ids as digit strings, as the app may send them', async () => {
    const id = await book(ana, '2026-11-24 11:00:00', '2026-11-24 12:00:00');
    expect((await cancel(ana, String(id), String(ana.id))).statusCode).toBe(200);
  });

  it('refuses less than 3 hours ahead with the late-cancel message, and allows exactly 3 hours', async () => {
    const tomorrow = await book(ana, '2026-11-24 14:00:00', '2026-11-24 15:00:00');
    // Tuesday 11:00:01 in São Paulo: 2h59m59s before the start.
    app.clock.set('2026-11-24T14:00:01.000Z');
    const late = await cancel(ana, tomorrow);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(lateMessage);
    expect(bookingsWords.cancelTooLate(3)).toBe(lateMessage);
    app.clock.set('2026-11-24T14:00:00.000Z');
    expect((await cancel(ana, tomorrow)).statusCode).toBe(200);

    app.clock.set(MONDAY_10AM);
    const today = await book(ana, '2026-11-23 12:00:00', '2026-11-23 13:00:00');
    expect((await cancel(ana, today)).statusCode).toBe(422);
    const exact = await book(ana, '2026-11-23 13:00:00', '2026-11-23 14:00:00');
    expect((await cancel(ana, exact)).statusCode).toBe(200);
    const rows = await app.db
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', today)
      .where('cancelled_at', 'is', null)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 409 for an appointment already cancelled and 404 for an unknown one', async () => {
    const id = await book(ana, '2026-11-25 09:00:00', '2026-11-25 10:00:00');
    expect((await cancel(ana, id)).statusCode).toBe(200);
    const again = await cancel(ana, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(bookingsWords.appointmentAlreadyCancelled);
    const unknown = await cancel(ana, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(bookingsWords.appointmentNotFound);
  });

  it('refuses a ui other than the caller, and someone else’s appointment', async () => {
    const anas = await book(ana, '2026-11-25 11:00:00', '2026-11-25 12:00:00');
    const notMe = await cancel(bia, anas, ana.id);
    expect(notMe.statusCode).toBe(403);
    expect(notMe.json().message).toBe(bookingsWords.appointmentNotYours);
    const ownIdOtherBooking = await cancel(bia, anas);
    expect(ownIdOtherBooking.statusCode).toBe(403);
    expect(ownIdOtherBooking.json().message).toBe(bookingsWords.appointmentNotYours);
    // Even the owner must send their own id as ui.
    expect((await cancel(ana, anas, bia.id)).statusCode).toBe(403);
    const row = await app.db
      .selectFrom('appointments')
      .select('cancelled_at')
      .where('id', '=', anas)
      .executeTakeFirstOrThrow();
    expect(row.cancelled_at).toBeNull();
  });

  it('sends a studio request to the staff', async () => {
    const before = (await outbox(app, 'financeiro@arena.test')).length;
    const appointmentsBefore = (await app.db.selectFrom('appointments').select('id').execute()).length;
    const body = {
      participants: 'studio',
      isStudio: true,
      name: 'Ana Souza',
      phone: '(11) 91234-5678',
      email: 'ana@empresa.test',
      mensage: 'Gravação de podcast na sexta à tarde.',
    };
    const res = await post(app, '/api/manager/appointment/store', body, ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sua solicitação foi realizada com sucesso!' });
    const rows = await app.db.selectFrom('requests').selectAll().where('type', '=', 'studio').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'open',
      name: 'Ana Souza',
      email: 'ana@empresa.test',
      message: body.mensage,
      user_id: ana.id,
    });
    const staff = await outbox(app, 'financeiro@arena.test');
    expect(staff).toHaveLength(before + 1);
    expect(staff.at(-1)?.subject).toContain('Pedido de uso do estúdio');
    expect(staff.at(-1)?.text).toContain(body.mensage);
    expect(await app.db.selectFrom('appointments').select('id').execute()).toHaveLength(appointmentsBefore);
  });

  it('refuses a studio request with missing fields or a bad e-mail', async () => {
    const body = {
      participants: 'studio',
      isStudio: true,
      name: 'Ana',
      phone: '(11) 91234-5678',
      email: 'ana@empresa.test',
      mensage: 'Oi',
    };
    const missing = await post(app, '/api/manager/appointment/store', { ...body, mensage: '' }, ana.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Todos os campos devem ser preenchidos');
    const badEmail = await post(app, '/api/manager/appointment/store', { ...body, email: 'ana@' }, ana.token);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe(usersWords.studioEmailInvalid);
  });
});

describe('CANCEL_NOTICE_HOURS', () => {
  let app: TestApp;
  let ana: Member;
  const { book, cancel } = bookingHelpers(() => app);

  beforeAll(async () => {
    app = await createTestApp({ CANCEL_NOTICE_HOURS: '1' });
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('moves the cancellation window and names it in the message', async () => {
    const twoHoursAhead = await book(ana, '2026-11-23 12:00:00', '2026-11-23 13:00:00');
    expect((await cancel(ana, twoHoursAhead)).statusCode).toBe(200);
    const oneHourAhead = await book(ana, '2026-11-23 11:00:00', '2026-11-23 12:00:00');
    expect((await cancel(ana, oneHourAhead)).statusCode).toBe(200);
    const halfHourAhead = await book(ana, '2026-11-23 10:30:00', '2026-11-23 11:00:00');
    const late = await cancel(ana, halfHourAhead);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'Cancelamentos devem ser feitos com no mínimo 1 hora de antecedência. Fale com a equipe do Arena Cowork.',
    );
  });
});
