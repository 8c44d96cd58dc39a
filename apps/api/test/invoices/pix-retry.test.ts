import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffItem } from '../../src/modules/invoices/admin-invoices.service.ts';
import { syncCharges } from '../../src/modules/invoices/pix/charges.job.ts';
import { activeManager } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';
import { MemoryPsp } from './memory-psp.ts';

/**
 * Financeiro asks again for a charge the PSP refused (docs/product.md#pix-charges): staff's card
 * says it is refused; of 20 clicks at once one queues it (one new attempt, one `PUT /cobv`),
 * audited, the rest told in words there is nothing to try again; a charge not refused (made, or
 * only waiting for a PSP that is down) is refused the same. Today is Monday 2026-11-23.
 */
describe('retrying a refused Pix charge', () => {
  let app: TestApp;
  const { asStaff, pricedPlan } = invoiceSteps(() => app);
  const psp = new MemoryPsp();

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const chargeOf = (invoiceId: number) =>
    app.db.selectFrom('pix_charges').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
  const retry = (id: number) => asStaff('POST', `/api/admin/invoices/${id}/pix-retry`);

  it('queues a refused charge once from 20 racing clicks, audited, and the PSP is asked once more', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 71_000 });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    // Issued without a CPF/CNPJ to bill: the charge is refused and not tried again by itself.
    await app.db.updateTable('invoices').set({ bill_to_document: null }).where('id', '=', invoice.id).execute();
    await syncCharges(app.deps, psp);
    const refused = await chargeOf(invoice.id);
    expect(refused).toMatchObject({ state: 'criada', pending: null, next_attempt_at: null });
    expect(refused.last_error).toMatch(/CPF\/CNPJ/);
    // Staff's card, as every staff answer about the invoice gives it.
    const card = await staffItem(app.deps, invoice.id);
    expect(card.pix_charge).toMatchObject({ state: 'criada', txid: refused.txid, refused: true });

    // The document put right, staff ask again, twenty times at once.
    await app.db
      .updateTable('invoices')
      .set({ bill_to_document: invoice.bill_to_document ?? '123.456.789-09' })
      .where('id', '=', invoice.id)
      .execute();
    const clicks = await Promise.all(Array.from({ length: 20 }, () => retry(invoice.id)));
    const won = clicks.filter((c) => c.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(won[0]?.json().message).toBe('Nova tentativa pedida: a cobrança Pix vai ao PSP em instantes.');
    expect(won[0]?.json().invoice.pix_charge).toMatchObject({ refused: false });
    for (const c of clicks.filter((x) => x.statusCode !== 200)) {
      expect(c.statusCode).toBe(409);
      expect(c.json()).toEqual({
        code: 'PIX_CHARGE_NOT_REFUSED',
        message: 'A cobrança Pix desta fatura não está recusada: não há o que tentar de novo.',
      });
    }
    expect(await chargeOf(invoice.id)).toMatchObject({ pending: 'criar', attempts: 0 });
    const audit = await app.db
      .selectFrom('audit')
      .select(['actor_id', 'detail'])
      .where('target', '=', `invoice:${invoice.id}`)
      .where('action', '=', 'pix.charge_retry')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).not.toBeNull();
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({
      before: { txid: refused.txid, error: refused.last_error },
      after: { txid: refused.txid },
    });

    await Promise.all([syncCharges(app.deps, psp), syncCharges(app.deps, psp)]);
    expect(psp.puts.filter((t) => t === refused.txid)).toEqual([refused.txid]);
    expect(await chargeOf(invoice.id)).toMatchObject({ state: 'ativa', pending: null, last_error: null });
    // Made now: nothing to try again.
    expect((await retry(invoice.id)).statusCode).toBe(409);
  });

  it('refuses to retry a charge only waiting for a PSP that is down, and an unknown invoice', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 72_000 });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    psp.down = true;
    try {
      await syncCharges(app.deps, psp);
    } finally {
      psp.down = false;
    }
    expect(await chargeOf(invoice.id)).toMatchObject({
      state: 'criada',
      pending: 'criar',
      last_error: 'PSP fora do ar',
    });
    const res = await retry(invoice.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PIX_CHARGE_NOT_REFUSED');
    expect((await retry(999_999)).statusCode).toBe(404);
  });
});
