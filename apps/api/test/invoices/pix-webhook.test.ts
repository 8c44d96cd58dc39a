import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { queueCharges } from '../../src/modules/invoices/pix/charge-queue.repository.ts';
import { activeManager, type Member } from '../flows.ts';
import { createTestApp, envOf, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';

/**
 * The Pix webhook (docs/product.md#pix-charges): a wrong secret or a bad body refused; each Pix
 * applied once by its end-to-end id — delivered twice, late, to both paths, to two app instances
 * on one database at once (PostgreSQL with TEST_DATABASE_URL); a partial then an overpayment as the
 * payment step takes them; an unknown txid kept for staff; the overdue block lifted at once.
 * Today is Monday 2026-11-23; a manager approved today gets an invoice due on 2026-11-28.
 */
const SECRET = 'segredo-do-webhook-0123456789abcdef';
// The webhook's settings only (the PSP side is pix-charges.test.ts): no client is built.
const pixSettings = {
  pixApi: {
    url: 'https://psp.test/api/v2',
    clientId: 'arena',
    clientSecret: 'segredo',
    tokenUrl: 'https://psp.test/oauth/token',
    cert: '',
    key: '',
    webhookSecret: SECRET,
    chave: 'financeiro@arena.test',
  },
};

describe('the Pix webhook', () => {
  let app: TestApp;
  let other: App;
  const { as, asStaff, pricedPlan } = invoiceSteps(() => app);
  let price = 40_000;
  let n = 0;

  beforeAll(async () => {
    app = await createTestApp({
      OPENING_HOURS: '00:00-24:00',
      RATE_LIMIT_GLOBAL: '100000/1m',
      OVERDUE_BLOCK_DAYS: '5',
    });
    Object.assign(app.config as object, pixSettings);
    // A second instance on the same database, as a second process would be.
    other = await buildApp({
      config: loadConfig({ ...envOf(app), RATE_LIMIT_GLOBAL: '100000/1m' }),
      clock: app.clock,
      logger: false,
    });
    // The webhook's settings only: these tests post to it; the PSP side is pix-charges.test.ts.
    Object.assign(other.config as object, pixSettings);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const e2e = () => `E00000000202611231300${String((n += 1)).padStart(11, '0')}`;
  const notify = (target: App, body: unknown, path = `/api/pix/webhook/${SECRET}`) =>
    target.inject({ method: 'POST', url: path, payload: body as object });
  const pixOf = (txid: string | undefined, cents: number, id = e2e()) => ({
    endToEndId: id,
    ...(txid ? { txid } : {}),
    valor: (cents / 100).toFixed(2),
    horario: '2026-11-23T14:00:00.000Z',
    pagador: { nome: 'Maria Pagadora', cpf: '***.456.789-**' },
  });

  /** A manager with an open invoice and its charge (queued as the charge job queues it). */
  const withCharge = async (): Promise<{ who: Member; invoice: { id: number; total_cents: number }; txid: string }> => {
    price += 500;
    const plan = await pricedPlan({ monthly_price_cents: price });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .select(['id', 'total_cents'])
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    await queueCharges(app.db, app.clock().toISOString());
    const { txid } = await app.db
      .selectFrom('pix_charges')
      .select('txid')
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    return { who, invoice, txid };
  };
  const paymentsOf = (id: number) =>
    app.db
      .selectFrom('payments')
      .select(['amount_cents', 'method', 'recorded_by'])
      .where('invoice_id', '=', id)
      .execute();
  const invoiceOf = (id: number) =>
    app.db.selectFrom('invoices').select(['status', 'received_cents']).where('id', '=', id).executeTakeFirstOrThrow();

  it('refuses a wrong secret and a bad body, recording nothing', async () => {
    const { invoice, txid } = await withCharge();
    const forged = await notify(app, { pix: [pixOf(txid, invoice.total_cents)] }, '/api/pix/webhook/adivinhado');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'PIX_WEBHOOK_REFUSED' });
    const near = await notify(app, { pix: [pixOf(txid, invoice.total_cents)] }, `/api/pix/webhook/${SECRET}x/pix`);
    expect(near.statusCode).toBe(403);
    for (const body of [
      {},
      { pix: [] },
      { pix: [{ ...pixOf(txid, 100), valor: '1,00' }] },
      { pix: [{ ...pixOf(txid, 100), endToEndId: 'curto' }] },
    ]) {
      const res = await notify(app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Notificação Pix inválida/);
    }
    expect(await paymentsOf(invoice.id)).toEqual([]);
    expect(await app.db.selectFrom('pix_received').select('id').execute()).toEqual([]);
  });

  it('applies a Pix once when delivered 20 times at once, to both paths and both instances, and again late', async () => {
    const { who, invoice, txid } = await withCharge();
    app.clock.set('2026-12-05T13:00:00.000Z');
    try {
      expect((await as(who, 'GET', '/api/users/me/booking-block')).json()).toMatchObject({ blocked: true });
      const pix = pixOf(txid, invoice.total_cents);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          notify(i % 2 ? app : other, { pix: [pix] }, `/api/pix/webhook/${SECRET}${i % 4 < 2 ? '' : '/pix'}`),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(await paymentsOf(invoice.id)).toEqual([
        { amount_cents: invoice.total_cents, method: 'pix', recorded_by: null },
      ]);
      expect(await invoiceOf(invoice.id)).toEqual({ status: 'paga', received_cents: invoice.total_cents });
      expect((await as(who, 'GET', '/api/users/me/booking-block')).json()).toMatchObject({ blocked: false });
      // Late, a day after: still once.
      app.clock.set('2026-12-06T13:00:00.000Z');
      expect((await notify(other, { pix: [pix] })).statusCode).toBe(200);
      expect(await paymentsOf(invoice.id)).toHaveLength(1);
      const kept = await app.db
        .selectFrom('pix_received')
        .selectAll()
        .where('end_to_end_id', '=', pix.endToEndId)
        .execute();
      expect(kept).toMatchObject([
        {
          invoice_id: invoice.id,
          applied_cents: invoice.total_cents,
          payer_name: 'Maria Pagadora',
          payer_document: '***.456.789-**',
          source: 'webhook',
        },
      ]);
      const charge = await app.db
        .selectFrom('pix_charges')
        .select('state')
        .where('txid', '=', txid)
        .executeTakeFirstOrThrow();
      expect(charge.state).toBe('concluida');
      const audit = await app.db
        .selectFrom('audit')
        .select(['action', 'actor_id', 'detail'])
        .where('target', '=', `invoice:${invoice.id}`)
        .where('action', '=', 'invoice.pay')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.actor_id).toBeNull();
      expect(JSON.parse(audit[0]?.detail ?? '{}').after).toMatchObject({
        end_to_end_id: pix.endToEndId,
        txid,
        method: 'pix',
      });
    } finally {
      app.clock.set('2026-11-23T13:00:00.000Z');
    }
  });

  it('takes a partial Pix, then an overpayment up to the balance, the rest kept for staff', async () => {
    const { invoice, txid } = await withCharge();
    const part = 1_000;
    expect((await notify(app, { pix: [pixOf(txid, part)] })).statusCode).toBe(200);
    expect(await invoiceOf(invoice.id)).toEqual({ status: 'aberta', received_cents: part });
    const over = pixOf(txid, invoice.total_cents);
    expect((await notify(app, { pix: [over] })).statusCode).toBe(200);
    expect(await invoiceOf(invoice.id)).toEqual({ status: 'paga', received_cents: invoice.total_cents });
    const row = await app.db
      .selectFrom('pix_received')
      .select(['amount_cents', 'applied_cents'])
      .where('end_to_end_id', '=', over.endToEndId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ amount_cents: invoice.total_cents, applied_cents: invoice.total_cents - part });
  });

  it('keeps a Pix for a txid Arena does not know, for staff, and audits it', async () => {
    const pix = pixOf('DESCONHECIDO0000000000000000ABC', 4_321);
    expect((await notify(app, { pix: [pix] })).statusCode).toBe(200);
    const kept = await app.db
      .selectFrom('pix_received')
      .selectAll()
      .where('end_to_end_id', '=', pix.endToEndId)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      invoice_id: null,
      applied_cents: 0,
      amount_cents: 4_321,
      txid: 'DESCONHECIDO0000000000000000ABC',
    });
    const audit = await app.db
      .selectFrom('audit')
      .select('action')
      .where('target', '=', `pix:${pix.endToEndId}`)
      .execute();
    expect(audit).toEqual([{ action: 'pix.unknown' }]);
    const listed = await asStaff('GET', '/api/admin/pix/unknown');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().pix).toContainEqual(
      expect.objectContaining({ end_to_end_id: pix.endToEndId, payer_name: 'Maria Pagadora', amount_cents: 4_321 }),
    );
  });
  it('pays the invoice whose number a static code’s txid carries', async () => {
    const { invoice } = await withCharge();
    const number = await app.db
      .selectFrom('invoices')
      .select('number')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    const pix = pixOf(number.number.replace('-', ''), invoice.total_cents);
    expect((await notify(app, { pix: [pix] })).statusCode).toBe(200);
    expect(await invoiceOf(invoice.id)).toEqual({ status: 'paga', received_cents: invoice.total_cents });
  });
});

describe('without the Pix settings', () => {
  it('has no webhook (404) and queues no charge job', async () => {
    const app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/pix/webhook/${SECRET}`,
        payload: { pix: [{ endToEndId: 'E'.repeat(32), valor: '1.00', horario: '2026-11-23T13:00:00Z' }] },
      });
      expect(res.statusCode).toBe(404);
      expect(app.pix).toBeUndefined();
      expect(await app.db.selectFrom('pix_received').select('id').execute()).toEqual([]);
      // An invoice issued and the monthly cycle run: no charge, and its page shows no charge.
      const { pricedPlan, as } = invoiceSteps(() => app);
      const plan = await pricedPlan({ monthly_price_cents: 30_000 });
      const who = await activeManager(app, { plan: plan.name });
      await app.billing.run();
      const invoice = await app.db
        .selectFrom('invoices')
        .select('id')
        .where('account_id', '=', who.id)
        .executeTakeFirstOrThrow();
      expect(await app.db.selectFrom('pix_charges').select('id').execute()).toEqual([]);
      expect((await as(who, 'GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({ pix_charge: null });
    } finally {
      await app.close();
    }
  });
});
