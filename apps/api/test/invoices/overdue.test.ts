import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, outbox } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { planSteps } from '../plans/plan-steps.ts';
import { invoiceSteps } from './invoice-steps.ts';

/**
 * The overdue block said before a booking is tried, and the overdue e-mail after `Já paguei`
 * (docs/product.md#overdue, #invoices). Today is Monday 2026-11-23 in São Paulo; each manager
 * approved today gets a pro-rata invoice due on 2026-11-28; OVERDUE_BLOCK_DAYS is 5.
 */
describe('the overdue block on arrival, for the account and its team', () => {
  let app: TestApp;
  const { asStaff, as, pricedPlan, teamMember } = invoiceSteps(() => app);
  const { book } = planSteps(() => app);
  let price = 40_000;

  beforeAll(async () => {
    app = await createTestApp({
      OPENING_HOURS: '00:00-24:00',
      RATE_LIMIT_GLOBAL: '100000/1m',
      OVERDUE_BLOCK_DAYS: '5',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const withInvoice = async (patch: Record<string, unknown> = {}) => {
    app.clock.set('2026-11-23T13:00:00.000Z');
    price += 300;
    const plan = await pricedPlan({ monthly_price_cents: price });
    const who = await activeManager(app, { plan: plan.name, ...patch });
    const invoice = await app.db
      .selectFrom('invoices')
      .select(['id', 'number', 'total_cents'])
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    return { who, invoice };
  };
  const blockOf = async (who: { token: string }) => {
    const res = await as(who as never, 'GET', '/api/users/me/booking-block');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('tells the holder which invoice blocks, from the fifth day past due until it is paid', async () => {
    const { who, invoice } = await withInvoice();
    const other = await withInvoice();
    app.clock.set('2026-12-02T12:00:00.000Z');
    expect(await blockOf(who)).toEqual({ blocked: false, number: null, due_date: null });
    app.clock.set('2026-12-03T12:00:00.000Z');
    expect(await blockOf(who)).toEqual({ blocked: true, number: invoice.number, due_date: '2026-11-28' });
    // The refusal of a booking says the same invoice.
    const refused = await book(who, '2026-12-04 09:00:00', '2026-12-04 10:00:00');
    expect(refused.json()).toEqual({
      message: `A fatura ${invoice.number} venceu em 28/11/2026 e ainda está em aberto. Até a confirmação do pagamento, não é possível fazer novas reservas; as já feitas continuam valendo. Você pode pagar com Pix em Faturas. Se já pagou, toque em “Já paguei” na fatura.`,
      code: 'INVOICE_OVERDUE',
    });
    // Another account's invoice is not this one's block; once paid, the block lifts at once.
    await asStaff('POST', `/api/admin/invoices/${other.invoice.id}/payment`, { paid_on: '2026-12-03', method: 'pix' });
    expect(await blockOf(other.who)).toEqual({ blocked: false, number: null, due_date: null });
    expect(await blockOf(who)).toMatchObject({ blocked: true });
    await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, { paid_on: '2026-12-03', method: 'pix' });
    expect(await blockOf(who)).toEqual({ blocked: false, number: null, due_date: null });
  });

  it('blocks the account’s team too, telling them without the invoice, its amount or its date', async () => {
    const { who, invoice } = await withInvoice({ qtd_team: 2 });
    const gil = await teamMember(who, `gil-atraso-${who.id}@empresa.test`);
    const gina = await teamMember(who, `gina-atraso-${who.id}@empresa.test`);
    const level = await app.inject({
      method: 'PUT',
      url: '/api/team/level',
      payload: { email: gina.email, level: 2 },
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(level.statusCode, level.body).toBe(200);
    app.clock.set('2026-12-03T12:00:00.000Z');
    for (const member of [gil, gina]) {
      expect(await blockOf(member)).toEqual({ blocked: true, number: null, due_date: null });
    }
    const refused = await book(gina, '2026-12-04 09:00:00', '2026-12-04 10:00:00');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Não é possível fazer novas reservas pela conta no momento. Fale com o titular da conta.',
      code: 'INVOICE_OVERDUE_TEAM',
    });
    expect(refused.body).not.toContain(invoice.number);
    await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, { paid_on: '2026-12-03', method: 'pix' });
    expect(await blockOf(gina)).toEqual({ blocked: false, number: null, due_date: null });
    expect((await book(gina, '2026-12-04 09:00:00', '2026-12-04 10:00:00')).statusCode).toBe(200);
  });

  it('shows an overdue invoice the member said they paid as both: overdue and notice given', async () => {
    const { who, invoice } = await withInvoice();
    expect((await as(who, 'POST', `/api/invoices/${invoice.id}/paid-notice`)).statusCode).toBe(200);
    app.clock.set('2026-11-29T12:00:00.000Z');
    const listed = (await as(who, 'GET', '/api/invoices')).json();
    expect(listed[0]).toMatchObject({ number: invoice.number, overdue: true, paid_notice: true });
    expect((await as(who, 'GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({
      overdue: true,
      paid_notice: true,
    });
  });

  it('does not ask someone who pressed Já paguei to press it, in the overdue e-mail', async () => {
    const told = await withInvoice();
    const silent = await withInvoice();
    expect((await as(told.who, 'POST', `/api/invoices/${told.invoice.id}/paid-notice`)).statusCode).toBe(200);
    app.clock.set('2026-11-29T15:00:00.000Z');
    await app.billing.run();
    const noticeTo = async (email: string, number: string) => {
      const mail = (await outbox(app, email)).find((m) => m.subject === `Fatura ${number} vencida`);
      if (!mail) throw new Error(`no overdue notice to ${email}`);
      return mail.text;
    };
    const toTold = await noticeTo(told.who.email, told.invoice.number);
    expect(toTold).toContain('Você nos avisou que já pagou');
    expect(toTold).not.toContain('"Já paguei"');
    const toSilent = await noticeTo(silent.who.email, silent.invoice.number);
    expect(toSilent).toContain('Se já pagou, use "Já paguei" na fatura');
    expect(toSilent).not.toContain('Você nos avisou');
    // The notice the terms put before the block says it, from the fifth day past the due 28/11, and the late fee (review A32).
    expect(toSilent).toContain(
      'Enquanto a fatura estiver em atraso, novas reservas ficam bloqueadas a partir de 03/12/2026; as reservas já feitas continuam valendo.',
    );
    expect(toSilent).toContain('Conforme os Termos de Uso, podem incidir multa de 2% e juros de mora de 1% ao mês.');
  });
});
