import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';

/** Plans carry prices in centavos (docs/product.md#plan-prices), managed by staff, shown to members. */
describe('plan prices', () => {
  let app: TestApp;
  const { asStaff, as, pricedPlan, teamMember } = invoiceSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps the prices staff set, changes them, and audits it', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 49_900, seat_price_cents: 9_950, overage_hour_cents: 6_000 });
    const list = (await asStaff('GET', '/api/admin/plans')).json();
    expect(list.find((p: { id: number }) => p.id === plan.id)).toMatchObject({
      monthly_price_cents: 49_900,
      seat_price_cents: 9_950,
      overage_hour_cents: 6_000,
    });
    const changed = await asStaff('PATCH', `/api/admin/plans/${plan.id}`, { overage_hour_cents: 7_500 });
    expect(changed.json().plan).toMatchObject({ monthly_price_cents: 49_900, overage_hour_cents: 7_500 });
    const audit = await app.db
      .selectFrom('audit')
      .select('detail')
      .where('target', '=', `plan:${plan.id}`)
      .where('action', '=', 'plan.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({
      before: { overage_hour_cents: 6_000 },
      after: { overage_hour_cents: 7_500 },
    });
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.plan_prices[plan.name]).toEqual({
      monthly_price_cents: 49_900,
      seat_price_cents: 9_950,
      overage_hour_cents: 7_500,
      overage: 'charge',
    });
    // The seed's plans have no price until staff set one.
    expect(config.plan_prices['Arena Dedicada']).toEqual({
      monthly_price_cents: 0,
      seat_price_cents: 0,
      overage_hour_cents: 0,
      overage: 'charge',
    });
  });

  it('refuses a price that is not whole centavos between 0 and R$ 1.000.000,00, in Portuguese', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 100 });
    for (const bad of [-1, 10.5, 100_000_001, '60,00', null]) {
      const res = await asStaff('PATCH', `/api/admin/plans/${plan.id}`, { monthly_price_cents: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Informe um valor em reais, de 0,00 a 1.000.000,00 (por exemplo 1.234,56).',
        code: 'INVALID_INPUT',
      });
    }
    const row = await app.db
      .selectFrom('plans')
      .select('monthly_price_cents')
      .where('id', '=', plan.id)
      .executeTakeFirst();
    expect(row?.monthly_price_cents).toBe(100);
  });

  it('tells a manager the excedente hour’s price, and a team member nothing about money', async () => {
    const ana = await activeManager(app, { qtd_team: 1 });
    await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 }, { who: ana });
    const gil = await teamMember(ana, 'gil-precos@empresa.test');
    expect((await as(ana, 'GET', '/api/users/me/usage')).json()).toMatchObject({ overage_hour_cents: 6_000 });
    expect((await as(gil, 'GET', '/api/users/me/usage')).json()).toMatchObject({ overage_hour_cents: null });
  });
});
