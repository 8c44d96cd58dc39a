import { randomUUID } from 'node:crypto';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { plansWords } from '@arena/shared/plans/words';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, lastLinkToken, login, type Member, post } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { planSteps } from './plan-steps.ts';

/**
 * A plan's hours per account and month (docs/product.md#plans). Today is Monday 2026-11-23, 10:00 in
 * São Paulo; the space is open around the clock here so the month's edges can be booked.
 */
describe('the hours a plan includes', () => {
  let app: TestApp;
  const { asStaff, onPlan, book, cancel, usage } = planSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterEach(() => {
    app.clock.set(MONDAY_10AM);
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts the account’s bookings of the month against the plan’s hours', async () => {
    const ana = await activeManager(app);
    await onPlan(ana, 10, 'block');
    expect(await usage(ana)).toEqual({
      month: '2026-11',
      included_minutes: 600,
      used_minutes: 0,
      remaining_minutes: 600,
      overage_minutes: 0,
      plan: expect.stringContaining('Plano block 10 h'),
      overage: 'block',
      overage_hour_cents: 0,
    });
    expect((await book(ana, '2026-11-24 09:00', '2026-11-24 11:00')).statusCode).toBe(200);
    expect((await book(ana, '2026-11-25 14:00', '2026-11-25 15:30', 'Sala 20')).statusCode).toBe(200);
    // December is another month: it counts there, not here.
    expect((await book(ana, '2026-12-02 09:00', '2026-12-02 10:00')).statusCode).toBe(200);
    expect(await usage(ana)).toMatchObject({ used_minutes: 210, remaining_minutes: 390, overage_minutes: 0 });
    expect(await usage(ana, '2026-12')).toMatchObject({ month: '2026-12', used_minutes: 60, remaining_minutes: 540 });
    expect(await usage(ana, '2026-10')).toMatchObject({ used_minutes: 0 });
  });

  it('refuses a booking beyond the hours on a block plan, saying how much is left', async () => {
    const bia = await activeManager(app);
    await onPlan(bia, 2, 'block');
    expect((await book(bia, '2026-11-24 09:00', '2026-11-24 10:30', 'Sala 30')).statusCode).toBe(200);
    const refused = await book(bia, '2026-11-24 13:00', '2026-11-24 14:00', 'Sala 30');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Seu plano não tem horas suficientes para esta reserva. Saldo em novembro: 0,5\u00a0h.',
      code: 'PLAN_HOURS_EXCEEDED',
    });
    expect((await book(bia, '2026-11-24 13:00', '2026-11-24 13:30', 'Sala 30')).statusCode).toBe(200);
    const none = await book(bia, '2026-11-26 08:00', '2026-11-26 08:30', 'Sala 30');
    expect(none.json()).toEqual({
      message: plansWords.planHoursExceeded('0', 'novembro'),
      code: 'PLAN_HOURS_EXCEEDED',
    });
    expect(none.json().message).toContain('acabaram');
    // A slot already taken is told first, though the hours are read before the room's lock.
    expect((await book(bia, '2026-11-24 09:00', '2026-11-24 09:30', 'Sala 30')).json().code).toBe('BOOKING_CONFLICT');
    expect(await usage(bia)).toMatchObject({ used_minutes: 120, remaining_minutes: 0, overage_minutes: 0 });
    const rows = await app.db.selectFrom('appointments').select('id').where('user_id', '=', bia.id).execute();
    expect(rows).toHaveLength(2);
  });

  it('accepts a booking beyond the hours on a charge plan and marks its excedente', async () => {
    const caio = await activeManager(app);
    await onPlan(caio, 1, 'charge');
    const within = await book(caio, '2026-11-24 09:00', '2026-11-24 09:30', 'Sala 20');
    const beyond = await book(caio, '2026-11-24 10:00', '2026-11-24 11:30', 'Sala 20');
    expect([within.statusCode, beyond.statusCode]).toEqual([200, 200]);
    const marked = await app.db
      .selectFrom('appointments')
      .select(['id', 'overage_minutes'])
      .where('user_id', '=', caio.id)
      .orderBy('id')
      .execute();
    expect(marked.map((r) => r.overage_minutes)).toEqual([0, 60]);
    expect(await usage(caio)).toMatchObject({
      included_minutes: 60,
      used_minutes: 120,
      remaining_minutes: 0,
      overage_minutes: 60,
      overage: 'charge',
    });
  });

  it('gives the hours back when a booking is cancelled', async () => {
    const duda = await activeManager(app);
    await onPlan(duda, 1, 'block');
    const first = await book(duda, '2026-11-25 09:00', '2026-11-25 10:00');
    expect(first.statusCode).toBe(200);
    expect((await book(duda, '2026-11-26 09:00', '2026-11-26 10:00')).statusCode).toBe(422);
    expect((await cancel(duda, first.json().appointment.id)).statusCode).toBe(200);
    expect(await usage(duda)).toMatchObject({ used_minutes: 0, remaining_minutes: 60 });
    expect((await book(duda, '2026-11-26 09:00', '2026-11-26 10:00')).statusCode).toBe(200);
    // Staff's cancel gives them back too.
    const id = (
      await app.db
        .selectFrom('appointments')
        .select('id')
        .where('user_id', '=', duda.id)
        .where('cancelled_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    const byStaff = await asStaff('PUT', `/api/admin/appointments/${id}/cancel`, { reason: 'Sala em manutenção' });
    expect(byStaff.statusCode).toBe(200);
    expect(await usage(duda)).toMatchObject({ used_minutes: 0, remaining_minutes: 60 });
  });

  it('counts a month by São Paulo’s calendar, at both of its edges', async () => {
    const eva = await activeManager(app);
    await onPlan(eva, 1, 'block');
    // 22:00 on the 30th in São Paulo is already 1 December in UTC: it still counts in November.
    expect((await book(eva, '2026-11-30 22:00', '2026-11-30 23:00')).statusCode).toBe(200);
    expect((await book(eva, '2026-11-30 23:00', '2026-11-30 23:30')).json().code).toBe('PLAN_HOURS_EXCEEDED');
    // 00:30 on the 1st is December's first booking, and December has its own hour.
    expect((await book(eva, '2026-12-01 00:30', '2026-12-01 01:30')).statusCode).toBe(200);
    expect((await book(eva, '2026-12-01 02:00', '2026-12-01 02:30')).json().message).toBe(
      plansWords.planHoursExceeded('0', 'dezembro'),
    );
    expect(await usage(eva, '2026-11')).toMatchObject({ used_minutes: 60 });
    expect(await usage(eva, '2026-12')).toMatchObject({ used_minutes: 60 });
    // At 23:30 on the 30th in São Paulo (02:30 UTC on 1 December), "this month" is still November.
    app.clock.set('2026-12-01T02:30:00.000Z');
    expect(await usage(eva)).toMatchObject({ month: '2026-11', used_minutes: 60 });
    // Half an hour later it is December there too.
    app.clock.set('2026-12-01T03:00:00.000Z');
    expect(await usage(eva)).toMatchObject({ month: '2026-12', used_minutes: 60 });
  });

  it('counts a team member’s bookings for their manager’s account', async () => {
    const fabio = await activeManager(app, { qtd_team: 2 });
    await onPlan(fabio, 2, 'block');
    const added = await post(
      app,
      '/api/team',
      { name: 'Gil', email: 'gil-horas@empresa.test', phone: '(21) 98765-4321' },
      fabio.token,
    );
    expect(added.statusCode).toBe(200);
    const gil = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'gil-horas@empresa.test')
      .executeTakeFirstOrThrow();
    // A team member's booking (docs/product.md#statuses-and-levels leaves booking to managers; staff may have made it).
    const room = await app.db.selectFrom('rooms').select('id').where('name', '=', 'Sala 30').executeTakeFirstOrThrow();
    await app.db
      .insertInto('appointments')
      .values({
        room_id: room.id,
        user_id: gil.id,
        date_initial: '2026-11-27 09:00:00',
        date_final: '2026-11-27 10:30:00',
        uid: randomUUID(),
        created_at: MONDAY_10AM,
      })
      .execute();
    expect(await usage(fabio)).toMatchObject({ used_minutes: 90, remaining_minutes: 30 });
    const refused = await book(fabio, '2026-11-27 14:00', '2026-11-27 15:00');
    expect(refused.json().message).toBe(
      'Seu plano não tem horas suficientes para esta reserva. Saldo em novembro: 0,5\u00a0h.',
    );
    // The team member, signed in, reads the account's hours, not hours of their own.
    const link = await lastLinkToken(app, 'gil-horas@empresa.test');
    await post(app, '/api/reset-pass', {
      token: link,
      password: 'gil12345',
      confirm_password: 'gil12345',
      terms_version: TERMS_TEXT_DATE,
    });
    const gilToken = await login(app, 'gil-horas@empresa.test', 'gil12345');
    const asGil = { id: gil.id, email: 'gil-horas@empresa.test', password: 'gil12345', token: gilToken };
    // …and no money: the excedente hour's price is the manager's to see (docs/product.md#money).
    expect(await usage(asGil)).toEqual({ ...(await usage(fabio)), overage_hour_cents: null });
    expect(await usage(asGil)).toMatchObject({ used_minutes: 90, included_minutes: 120 });
  });

  it('refuses a month that is not YYYY-MM, in Portuguese', async () => {
    const gabi = await activeManager(app);
    for (const month of ['2026-13', '2026-1', 'novembro', '2026-11-01']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/users/me/usage?month=${month}`,
        headers: { authorization: `Bearer ${gabi.token}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Escolha um mês válido.',
        code: 'INVALID_INPUT',
        field: 'month',
      });
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/users/me/usage' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('treats an account without a plan as having no hours included: every minute is excedente', async () => {
    const hugo: Member = await activeManager(app, { plan: null });
    expect(await usage(hugo)).toMatchObject({ included_minutes: 0, plan: null, overage: null });
    expect((await book(hugo, '2026-11-24 16:00', '2026-11-24 17:00', 'Sala 30')).statusCode).toBe(200);
    expect(await usage(hugo)).toMatchObject({ used_minutes: 60, overage_minutes: 60, remaining_minutes: 0 });
  });
});
