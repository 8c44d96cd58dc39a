import { bookingsWords } from '@arena/shared/bookings/words';
import { formatCents } from '@arena/shared/rules/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from '../invoices/invoice-steps.ts';

/**
 * The member's consent to excedente, checked by the server (docs/product.md#plan-hours; review M11):
 * a booking or series that goes beyond the plan carries what the member was shown and accepted,
 * and the server refuses when what would be booked costs more. Today is Monday 2026-11-23, 10:00
 * in São Paulo.
 */
let app: TestApp;
const { asStaff, pricedPlan, teamMember } = invoiceSteps(() => app);

const store = (who: Member, date_initial: string, date_final: string, consent: object = {}, participants = 'Sala 10') =>
  post(
    app,
    '/api/manager/appointment/store',
    { participants, date_initial, date_final, isStudio: false, ...consent },
    who.token,
  );
/** A gerente of `holder`'s team (decision 024): a team member who books on the account. */
const gerente = async (holder: Member, email: string) => {
  const member = await teamMember(holder, email);
  const made = await app.inject({
    method: 'PUT',
    url: '/api/team/level',
    payload: { email, level: 2 },
    headers: { authorization: `Bearer ${holder.token}` },
  });
  if (made.statusCode !== 200) throw new Error(`level: ${made.statusCode} ${made.body}`);
  return member;
};
const booked = async (who: Member) =>
  (
    await app.db
      .selectFrom('appointments')
      .select(['date_initial', 'overage_minutes'])
      .where('user_id', '=', who.id)
      .where('cancelled_at', 'is', null)
      .orderBy('date_initial')
      .execute()
  ).map((r) => [r.date_initial, r.overage_minutes]);

beforeAll(async () => {
  app = await createTestApp({ BOOKING_HORIZON_DAYS: '60', RATE_LIMIT_GLOBAL: '100000/1m' });
});
afterAll(() => app.close());

describe('consent to excedente', () => {
  it('refuses priced excedente the account holder did not accept, and books it once the cost is accepted', async () => {
    const ana = await activeManager(app);
    await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 }, { hours: 1, who: ana });
    // 2 h with 1 h included: 1 h of excedente at R$ 60,00.
    const none = await store(ana, '2026-11-24 09:00', '2026-11-24 11:00');
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json()).toEqual({
      code: 'OVERAGE_NOT_ACCEPTED',
      message: bookingsWords.overageNotAccepted('1', formatCents(6_000)),
    });
    const less = await store(ana, '2026-11-24 09:00', '2026-11-24 11:00', { max_overage_cents: 5_999 });
    expect(less.json().code).toBe('OVERAGE_NOT_ACCEPTED');
    expect(await booked(ana)).toEqual([]);
    const ok = await store(ana, '2026-11-24 09:00', '2026-11-24 11:00', {
      max_overage_minutes: 60,
      max_overage_cents: 6_000,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await booked(ana)).toEqual([['2026-11-24 09:00:00', 60]]);
  });

  it('refuses when the hour price went up after the member saw it', async () => {
    const ana = await activeManager(app);
    const plan = await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 }, { hours: 1, who: ana });
    expect((await asStaff('PATCH', `/api/admin/plans/${plan.id}`, { overage_hour_cents: 9_900 })).statusCode).toBe(200);
    const shown = await store(ana, '2026-11-25 09:00', '2026-11-25 11:00', { max_overage_cents: 6_000 });
    expect(shown.json()).toEqual({
      code: 'OVERAGE_NOT_ACCEPTED',
      message: bookingsWords.overageNotAccepted('1', formatCents(9_900)),
    });
    expect(await booked(ana)).toEqual([]);
  });

  it('refuses a team member’s booking when a teammate took the hours in between, in hours, without prices', async () => {
    const ana = await activeManager(app);
    await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 }, { hours: 2, who: ana });
    const gil = await gerente(ana, `gil.${ana.id}@example.com`);
    // Ana has used 1 h: Gil is shown 1 h of excedente for 2 h; Ana books the last hour meanwhile.
    expect((await store(ana, '2026-11-26 09:00', '2026-11-26 10:00', {}, 'Sala 20')).statusCode).toBe(200);
    expect((await store(ana, '2026-11-26 10:00', '2026-11-26 11:00', {}, 'Sala 20')).statusCode).toBe(200);
    const late = await store(gil, '2026-11-26 14:00', '2026-11-26 16:00', { max_overage_minutes: 60 });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toEqual({
      code: 'OVERAGE_HOURS_NOT_ACCEPTED',
      message: bookingsWords.overageHoursNotAccepted('2'),
    });
    expect(late.json().message).not.toContain('R$');
    const ok = await store(gil, '2026-11-26 14:00', '2026-11-26 16:00', { max_overage_minutes: 120 });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('needs no consent for excedente without a price', async () => {
    const ana = await activeManager(app);
    await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 0 }, { hours: 1, who: ana });
    const res = await store(ana, '2026-11-27 09:00', '2026-11-27 12:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(await booked(ana)).toEqual([['2026-11-27 09:00:00', 120]]);
  });

  it('under 15 parallel bookings that accepted no excedente, books only what the plan’s hour covers', async () => {
    const ana = await activeManager(app);
    await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 }, { hours: 1, who: ana });
    const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'];
    const rooms = ['Sala 10', 'Sala 20', 'Sala 30'];
    // At noon: the series below book these rooms' Tuesdays at 9 and at 14, and whichever of the 15
    // wins here must not take one of their slots.
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => {
        const date = days[i % 5] as string;
        return store(ana, `${date} 12:00`, `${date} 13:00`, { max_overage_cents: 0 }, rooms[Math.floor(i / 5)]);
      }),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    // December's one hour goes to one of them; the other 14 would be excedente nobody accepted.
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'OVERAGE_NOT_ACCEPTED')).toHaveLength(14);
    expect((await booked(ana)).map(([, overage]) => overage)).toEqual([0]);
  });
});

describe('a series beyond the plan', () => {
  // Each test books the same Tuesdays in its own room or hours.
  const at = (participants: string, hour: number) => ({
    participants,
    date_initial: `2026-11-24 ${String(hour).padStart(2, '0')}:00`,
    date_final: `2026-11-24 ${String(hour + 2).padStart(2, '0')}:00`,
    weeks: 3,
  });

  it('previews each date’s excedente with its cost, and books the whole series once its sum is accepted', async () => {
    const ana = await activeManager(app);
    await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 }, { hours: 3, who: ana });
    const seen = await post(app, '/api/manager/appointment/series/preview', at('Sala 30', 14), ana.token);
    // 3 h a month: 11-24 fits (2 h), 12-01 fits, 12-08 has 1 h left of December's 3: 1 h excedente.
    expect(seen.json()).toEqual([
      { date: '2026-11-24', state: 'livre', overage_minutes: 0, overage_cents: 0 },
      { date: '2026-12-01', state: 'livre', overage_minutes: 0, overage_cents: 0 },
      { date: '2026-12-08', state: 'livre', overage_minutes: 60, overage_cents: 6_000 },
    ]);
    const done = await post(
      app,
      '/api/manager/appointment/series',
      { ...at('Sala 30', 14), max_overage_cents: 6_000 },
      ana.token,
    );
    expect(done.json().refused).toEqual([]);
    expect(done.json().booked).toHaveLength(3);
  });

  it('refuses the dates whose excedente goes beyond what was accepted, and keeps the others', async () => {
    const ana = await activeManager(app);
    await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 }, { hours: 3, who: ana });
    const done = await post(app, '/api/manager/appointment/series', at('Sala 30', 9), ana.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().booked).toHaveLength(2);
    expect(done.json().refused).toEqual([{ date: '2026-12-08', state: 'excedente_nao_aceito' }]);
  });

  it('shows a team member the excedente in hours only', async () => {
    const ana = await activeManager(app);
    await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 }, { hours: 3, who: ana });
    const gil = await gerente(ana, `gil.series.${ana.id}@example.com`);
    const seen = await post(app, '/api/manager/appointment/series/preview', at('Sala 20', 14), gil.token);
    expect(seen.json()[2]).toEqual({ date: '2026-12-08', state: 'livre', overage_minutes: 60, overage_cents: null });
    const done = await post(
      app,
      '/api/manager/appointment/series',
      { ...at('Sala 20', 14), max_overage_minutes: 60 },
      gil.token,
    );
    expect(done.json().booked).toHaveLength(3);
  });
});
