import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, staffToken } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { planSteps } from '../plans/plan-steps.ts';
import { invoiceSteps } from './invoice-steps.ts';

/** São Paulo is UTC−3: local noon of `date` as an instant. */
const spNoon = (date: string) => `${date}T15:00:00.000Z`;

const NOVEMBER_90 = {
  description: 'Horas excedentes — novembro de 2026 (1,5\u00a0h)',
  quantity: 1.5,
  unit_cents: 6_000,
  total_cents: 9_000,
  minutes: 90,
};

/**
 * No excedente is lost (docs/product.md#invoices): the excedente each booking recorded and no
 * invoice billed goes on the next invoice issued for the account, whatever happened between — a
 * suspension, a cancelled invoice, a plan change, a plan without price — and once. Today is
 * Monday 2026-11-23 in São Paulo; each account books 3,5 h on a 2 h plan at R$ 60,00 an hour.
 */
describe('excedente not yet billed', () => {
  let app: TestApp;
  const { pricedPlan } = invoiceSteps(() => app);
  const { book } = planSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Staff, signed in at the clock's time (a November session has expired by January). */
  const asStaff = async (method: 'POST' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${await staffToken(app)}` } });
  const invoicesOf = (who: Member) =>
    app.db.selectFrom('invoices').selectAll().where('account_id', '=', who.id).orderBy('id').execute();
  const overageLines = async (who: Member, month: string) => {
    const inv = (await invoicesOf(who)).find((i) => i.month === month && i.status !== 'cancelada');
    return (JSON.parse(inv?.lines ?? '[]') as Array<{ description: string }>).filter((l) =>
      l.description.startsWith('Horas excedentes'),
    );
  };
  const billedBy = async (who: Member) =>
    (
      await app.db
        .selectFrom('appointments')
        .select('billed_invoice_id')
        .where('user_id', '=', who.id)
        .where('overage_minutes', '>', 0)
        .execute()
    ).map((a) => a.billed_invoice_id);
  let day = 23;
  const withOverage = async () => {
    app.clock.set(MONDAY_10AM);
    const plan = await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 });
    const who = await activeManager(app, { plan: plan.name });
    day += 1;
    expect((await book(who, `2026-11-${day} 09:00`, `2026-11-${day} 12:30`)).statusCode).toBe(200);
    return who;
  };

  it('bills the excedente of a month the account was suspended over on the invoice after its reactivation', async () => {
    const ana = await withOverage();
    app.clock.set(spNoon('2026-11-28'));
    expect((await asStaff('PATCH', `/api/admin/users/${ana.id}`, { status: 'Inativo' })).statusCode).toBe(200);
    app.clock.set(spNoon('2026-12-01'));
    await app.billing.run();
    expect((await invoicesOf(ana)).map((i) => i.month)).toEqual(['2026-11']);
    // Reactivated in January: January's invoice carries November's excedente, December billed nothing.
    app.clock.set(spNoon('2027-01-05'));
    expect((await asStaff('PATCH', `/api/admin/users/${ana.id}`, { status: 'Ativo' })).statusCode).toBe(200);
    await app.billing.run();
    expect((await invoicesOf(ana)).map((i) => i.month)).toEqual(['2026-11', '2027-01']);
    expect(await overageLines(ana, '2027-01')).toEqual([NOVEMBER_90]);
    const january = (await invoicesOf(ana))[1];
    expect(january?.total_cents).toBe(10_000 + 9_000);
    expect(await billedBy(ana)).toEqual([january?.id]);
    // February bills it no more.
    app.clock.set(spNoon('2027-02-02'));
    await app.billing.run();
    expect(await overageLines(ana, '2027-02')).toEqual([]);
  });

  it('frees the excedente of a cancelled invoice for the next one, billed once under 20 parallel issue calls', async () => {
    const bia = await withOverage();
    app.clock.set(spNoon('2026-12-01'));
    await app.billing.run();
    const december = (await invoicesOf(bia)).find((i) => i.month === '2026-12');
    expect(await overageLines(bia, '2026-12')).toEqual([NOVEMBER_90]);
    const cancelled = await asStaff('POST', `/api/admin/invoices/${december?.id}/cancel`, { reason: 'Emitida errada' });
    expect(cancelled.statusCode).toBe(200);
    app.clock.set(spNoon('2027-01-02'));
    const token = await staffToken(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/admin/invoices/issue',
          payload: { month: '2027-01' },
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const january = (await invoicesOf(bia)).filter((i) => i.month === '2027-01');
    expect(january).toHaveLength(1);
    expect(await overageLines(bia, '2027-01')).toEqual([NOVEMBER_90]);
    expect(await billedBy(bia)).toEqual([january[0]?.id]);
  });

  it('bills the excedente at the price it was booked at after a plan change, and on no plan at all', async () => {
    const cai = await withOverage();
    const duda = await withOverage();
    app.clock.set(MONDAY_10AM);
    // Cai moves to a plan without price, Duda to no plan: neither pays a month any more.
    const free = await pricedPlan({ monthly_price_cents: 0, overage_hour_cents: 0 });
    expect((await asStaff('PATCH', `/api/admin/users/${cai.id}`, { plan: free.name })).statusCode).toBe(200);
    expect((await asStaff('PATCH', `/api/admin/users/${duda.id}`, { plan: null })).statusCode).toBe(200);
    app.clock.set(spNoon('2026-12-01'));
    await app.billing.run();
    for (const who of [cai, duda]) {
      const december = (await invoicesOf(who)).filter((i) => i.month === '2026-12');
      expect(december).toHaveLength(1);
      expect(december[0]?.total_cents).toBe(9_000);
      expect(JSON.parse(december[0]?.lines ?? '[]')).toEqual([NOVEMBER_90]);
    }
  });
});

/**
 * A correction prices the excedente from the minutes booked (docs/product.md#corrections): with
 * 20-minute slots, 20 min at R$ 60,00 is R$ 20,00 and stays so after staff edit another line.
 */
describe('a correction with SLOT_MINUTES 20', () => {
  let app: TestApp;
  const { pricedPlan } = invoiceSteps(() => app);
  const { book } = planSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', SLOT_MINUTES: '20', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps 20 min at R$ 60,00 as R$ 20,00 when another line is edited, and the correction takes the excedente over', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 10_000, overage_hour_cents: 6_000 }, { hours: 1 });
    const eva = await activeManager(app, { plan: plan.name });
    expect((await book(eva, '2026-11-24 09:00', '2026-11-24 10:20')).statusCode).toBe(200);
    app.clock.set(spNoon('2026-12-01'));
    await app.billing.run();
    const token = await staffToken(app);
    const staff = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
    const get = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    const list = await get('/api/admin/invoices?month=2026-12');
    const row = list.invoices.find((i: { account_id: number }) => i.account_id === eva.id);
    // Its lines come when Financeiro opens it.
    const december = await get(`/api/admin/invoices/${row.id}`);
    const overage = {
      description: 'Horas excedentes — novembro de 2026 (0,33\u00a0h)',
      quantity: 0.33,
      unit_cents: 6_000,
      total_cents: 2_000,
      minutes: 20,
    };
    expect(december.lines).toEqual([
      {
        description: 'Plano ' + plan.name + ' — dezembro de 2026',
        quantity: 1,
        unit_cents: 10_000,
        total_cents: 10_000,
      },
      overage,
    ]);
    // Financeiro lowers the plan line and sends the others as they were (the form keeps the minutes).
    const sent = december.lines.map((l: typeof overage, i: number) => ({
      description: l.description,
      quantity: l.quantity,
      unit_cents: i === 0 ? 9_000 : l.unit_cents,
      ...(l.minutes ? { minutes: l.minutes } : {}),
    }));
    const fixed = await staff(`/api/admin/invoices/${december.id}/correct`, { reason: 'Desconto', lines: sent });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().invoice.lines[1]).toEqual(overage);
    expect(fixed.json().invoice.total_cents).toBe(11_000);
    const billed = async () =>
      (
        await app.db
          .selectFrom('appointments')
          .select('billed_invoice_id')
          .where('user_id', '=', eva.id)
          .where('overage_minutes', '>', 0)
          .execute()
      ).map((a) => a.billed_invoice_id);
    expect(await billed()).toEqual([fixed.json().invoice.id]);
    // Recomputed from the account, the correction of the correction bills the same 20 minutes.
    const again = await staff(`/api/admin/invoices/${fixed.json().invoice.id}/correct`, { reason: 'Recalcular' });
    expect(again.statusCode).toBe(200);
    expect(again.json().invoice.lines).toEqual(december.lines);
    expect(await billed()).toEqual([again.json().invoice.id]);
    // A discount of half a centavo rounds away from zero, as the form's preview does.
    const half = await staff(`/api/admin/invoices/${again.json().invoice.id}/correct`, {
      reason: 'Arredondamento',
      lines: [
        { description: 'Plano', quantity: 1, unit_cents: 10_000 },
        { description: 'Desconto', quantity: 0.5, unit_cents: -5 },
      ],
    });
    expect(half.json().invoice.total_cents).toBe(10_000 - 3);
  });
});
