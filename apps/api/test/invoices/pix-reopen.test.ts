import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { queueCharges } from '../../src/modules/invoices/pix/charge-queue.repository.ts';
import { syncCharges } from '../../src/modules/invoices/pix/charges.job.ts';
import { applyPix } from '../../src/modules/invoices/pix/received.service.ts';
import { refundPix } from '../../src/modules/invoices/pix/refunds.service.ts';
import type { AuthUser } from '../../src/types.ts';
import { activeManager } from '../flows.ts';
import { createTestApp, envOf, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';
import { MemoryPsp } from './memory-psp.ts';

/**
 * A charge put back (docs/product.md#pix-charges): an invoice paid by hand has its charge removed;
 * the payment undone, the invoice is open again and gets a charge again — a new txid (a removed
 * cobv cannot be paid), for the balance and its due date — once, from two processes queueing and
 * sending at once (two app instances on one database; PostgreSQL with TEST_DATABASE_URL). A
 * corrected invoice's charge is removed and the invoice in its place charged its own total and
 * due date, once. Undoing an invoice's payments that came by Pix leaves each Pix on the invoice,
 * unapplied (refundable in full), audited, and the invoice charged again. Today is Monday 2026-11-23.
 */
describe('a charge put back', () => {
  let app: TestApp;
  let other: App;
  const { as, asStaff, pricedPlan } = invoiceSteps(() => app);
  const psp = new MemoryPsp();

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m' });
    other = await buildApp({
      config: loadConfig({ ...envOf(app), RATE_LIMIT_GLOBAL: '100000/1m' }),
      clock: app.clock,
      logger: false,
    });
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const chargeOf = (invoiceId: number) =>
    app.db.selectFrom('pix_charges').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
  /** Both processes' charge jobs at once, five runs each. */
  const bothSync = () =>
    Promise.all([app, other].flatMap((a) => Array.from({ length: 5 }, () => syncCharges(a.deps, psp))));

  it('gives an invoice open again after an undone payment a new charge, once across two processes', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 61_000 });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    await syncCharges(app.deps, psp);
    const first = await chargeOf(invoice.id);
    expect(first).toMatchObject({ state: 'ativa', pending: null });
    const paid = await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, {
      paid_on: '2026-11-23',
      method: 'dinheiro',
    });
    expect(paid.statusCode).toBe(200);
    await syncCharges(app.deps, psp);
    expect(await chargeOf(invoice.id)).toMatchObject({ txid: first.txid, state: 'removida', pending: null });

    expect((await asStaff('DELETE', `/api/admin/invoices/${invoice.id}/payment`)).statusCode).toBe(200);
    // Twenty queueings at once, on both processes: one puts the charge back.
    const now = app.clock().toISOString();
    const queued = await Promise.all(Array.from({ length: 20 }, (_, i) => queueCharges((i % 2 ? other : app).db, now)));
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    const back = await chargeOf(invoice.id);
    expect(back).toMatchObject({ state: 'criada', pending: 'criar', copia_e_cola: null, amount_cents: null });
    expect(back.txid).toMatch(/^[A-Z0-9]{26,35}$/);
    expect(back.txid).not.toBe(first.txid);

    await bothSync();
    const made = await chargeOf(invoice.id);
    expect(made).toMatchObject({ txid: back.txid, state: 'ativa', pending: null, amount_cents: invoice.total_cents });
    expect(psp.puts.filter((t) => t === back.txid)).toEqual([back.txid]);
    expect(psp.cobv.get(back.txid)?.cobv).toMatchObject({
      amount_cents: invoice.total_cents,
      due_date: invoice.due_date,
    });
    // The old charge stays removed at the PSP; the member is shown the new one's code.
    expect(psp.cobv.get(first.txid)?.state).toBe('removida');
    const shown = (await as(who, 'GET', `/api/invoices/${invoice.id}`)).json();
    expect(shown).toMatchObject({ pix_charge: 'ativa', pix_code: made.copia_e_cola });
    expect(shown.pix_code).toContain(back.txid);
    // Nothing more to put back.
    expect(await queueCharges(app.db, app.clock().toISOString())).toBe(0);
    await bothSync();
    expect(psp.puts.filter((t) => t === back.txid)).toHaveLength(1);
  });

  it('removes a corrected invoice’s charge and charges the invoice in its place its own total and due date, once', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 62_000 });
    const who = await activeManager(app, { plan: plan.name });
    const old = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    await syncCharges(app.deps, psp);
    const oldCharge = await chargeOf(old.id);
    expect(oldCharge.state).toBe('ativa');
    const corrected = await asStaff('POST', `/api/admin/invoices/${old.id}/correct`, {
      reason: 'Valor combinado',
      lines: [{ description: 'Plano, valor combinado', quantity: 1, unit_cents: 12_345 }],
    });
    expect(corrected.statusCode).toBe(200);
    const fresh = corrected.json().invoice as { id: number; total_cents: number; due_date: string };
    expect(fresh.total_cents).toBe(12_345);
    await bothSync();
    expect(await chargeOf(old.id)).toMatchObject({ txid: oldCharge.txid, state: 'removida', pending: null });
    expect(psp.cobv.get(oldCharge.txid)?.state).toBe('removida');
    const freshCharge = await chargeOf(fresh.id);
    expect(freshCharge).toMatchObject({ state: 'ativa', pending: null, amount_cents: 12_345 });
    expect(psp.puts.filter((t) => t === freshCharge.txid)).toHaveLength(1);
    expect(psp.cobv.get(freshCharge.txid)?.cobv).toMatchObject({ amount_cents: 12_345, due_date: fresh.due_date });
    // The cancelled invoice's charge is not put back: it is not open.
    expect(await queueCharges(app.db, app.clock().toISOString())).toBe(0);
  });

  it('undoes a payment that came by Pix: the Pix stays on the invoice unapplied, refundable, and the charge comes back', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 63_000 });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    await syncCharges(app.deps, psp);
    const { txid } = await chargeOf(invoice.id);
    const pix = (e2e: string, cents: number) => ({
      end_to_end_id: e2e,
      txid,
      amount_cents: cents,
      payer_name: 'Maria Pagadora',
      payer_document: '***.456.789-**',
      received_at: '2026-11-23T14:00:00.000Z',
    });
    const part = pix('E00000000202611231400REABRE00001', 10_000);
    const rest = pix('E00000000202611231400REABRE00002', invoice.total_cents - 10_000);
    expect(await applyPix(app.deps, part, 'webhook')).toBe('paid');
    expect(await applyPix(app.deps, rest, 'webhook')).toBe('paid');
    expect((await chargeOf(invoice.id)).state).toBe('concluida');

    const undone = await asStaff('DELETE', `/api/admin/invoices/${invoice.id}/payment`);
    expect(undone.statusCode).toBe(200);
    const card = undone.json().invoice;
    expect(card).toMatchObject({ status: 'aberta', received_cents: 0, payments: [] });
    expect(card.pix_received).toMatchObject([
      { end_to_end_id: part.end_to_end_id, amount_cents: 10_000, applied_cents: 0, payer_name: 'Maria Pagadora' },
      { end_to_end_id: rest.end_to_end_id, amount_cents: invoice.total_cents - 10_000, applied_cents: 0 },
    ]);
    const audit = await app.db
      .selectFrom('audit')
      .select('detail')
      .where('target', '=', `invoice:${invoice.id}`)
      .where('action', '=', 'invoice.unpay')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? '{}').before.pix).toEqual([
      { end_to_end_id: part.end_to_end_id, applied_cents: 10_000 },
      { end_to_end_id: rest.end_to_end_id, applied_cents: invoice.total_cents - 10_000 },
    ]);
    // Delivered again, a Pix already kept pays nothing: staff decide what it pays.
    expect(await applyPix(app.deps, part, 'reconcile')).toBe('repeated');
    // All of it may now be given back, and no more.
    const staff = { id: 1 } as AuthUser;
    const body = { end_to_end_id: part.end_to_end_id, amount_cents: 10_000, reason: 'Pago por engano' };
    await refundPix(app.deps, psp.refund.bind(psp), staff, invoice.id, body);
    await expect(
      refundPix(app.deps, psp.refund.bind(psp), staff, invoice.id, { ...body, amount_cents: 1 }),
    ).rejects.toMatchObject({ statusCode: 409 });
    // The concluded charge cannot be paid again: a new one, for the whole total.
    await bothSync();
    const back = await chargeOf(invoice.id);
    expect(back).toMatchObject({ state: 'ativa', pending: null, amount_cents: invoice.total_cents });
    expect(back.txid).not.toBe(txid);
  });
});
