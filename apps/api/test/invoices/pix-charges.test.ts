import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueCharges } from '../../src/modules/invoices/pix/charge-queue.repository.ts';
import { syncCharges } from '../../src/modules/invoices/pix/charges.job.ts';
import { MemoryPsp } from './memory-psp.ts';
import type { ReceivedPix } from '../../src/modules/invoices/pix/received.service.ts';
import { reconcilePix, RECONCILE_EVERY_MS } from '../../src/modules/invoices/pix/reconcile.service.ts';
import { applyPix } from '../../src/modules/invoices/pix/received.service.ts';
import { refundPix } from '../../src/modules/invoices/pix/refunds.service.ts';
import type { AuthUser } from '../../src/types.ts';
import { activeManager, type Member } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';

/**
 * The charge job and the reconcile (docs/product.md#pix-charges) against a PSP held in memory
 * behind the port the API Pix client implements: the PSP down at issue and back later gives one
 * charge; two runs at once create each charge once; a cancelled invoice's charge is removed; a Pix
 * whose webhook was lost is found by the reconcile and applied once, by one of two racing runs,
 * and not again in the overlap of the next window. Today is Monday 2026-11-23.
 */
describe('the charge job and the reconcile', () => {
  let app: TestApp;
  const { as, asStaff, pricedPlan } = invoiceSteps(() => app);
  const psp = new MemoryPsp();

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app?.close();
  });

  let lastWho: Member | undefined;
  const invoiceWithCharge = async (cents: number) => {
    const plan = await pricedPlan({ monthly_price_cents: cents });
    const who = await activeManager(app, { plan: plan.name });
    lastWho = who;
    return app.db.selectFrom('invoices').selectAll().where('account_id', '=', who.id).executeTakeFirstOrThrow();
  };
  const chargeOf = (invoiceId: number) =>
    app.db.selectFrom('pix_charges').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();

  it('with the PSP down at issue, retries after the backoff and creates the charge once when it is back', async () => {
    const invoice = await invoiceWithCharge(51_000);
    psp.down = true;
    expect(await syncCharges(app.deps, psp)).toBe(0);
    let charge = await chargeOf(invoice.id);
    expect(charge).toMatchObject({ state: 'criada', pending: 'criar', attempts: 1, last_error: 'PSP fora do ar' });
    expect(charge.txid).toMatch(/^[A-Z0-9]{26,35}$/);
    // Back, but the backoff (1 minute) has not passed: nothing is tried.
    psp.down = false;
    expect(await syncCharges(app.deps, psp)).toBe(0);
    app.clock.advance(61_000);
    // Two processes' runs at once: each charge goes to one.
    const runs = await Promise.all([syncCharges(app.deps, psp), syncCharges(app.deps, psp)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    charge = await chargeOf(invoice.id);
    expect(charge).toMatchObject({ state: 'ativa', pending: null, last_error: null });
    expect(charge.copia_e_cola).toContain(charge.txid);
    expect(psp.puts.filter((t) => t === charge.txid)).toEqual([charge.txid]);
    const sent = psp.cobv.get(charge.txid)?.cobv;
    expect(sent).toMatchObject({
      amount_cents: invoice.total_cents,
      due_date: invoice.due_date,
      fine_percent: 2,
      interest_month_percent: 1,
      debtor: { name: invoice.bill_to_name, document: invoice.bill_to_document },
    });
    expect(await syncCharges(app.deps, psp)).toBe(0);
    // The member's invoice now shows the charge's dynamic code and its QR.
    const who = lastWho as Member;
    const shown = (await as(who, 'GET', `/api/invoices/${invoice.id}`)).json();
    expect(shown).toMatchObject({ pix_charge: 'ativa', pix_code: charge.copia_e_cola });
    expect(shown.pix_qr).toMatch(/^data:image\/png;base64,/);
    // And so does the reminder e-mail, three days before the due day.
    const now = app.clock().toISOString();
    app.clock.set('2026-11-26T12:00:00.000Z');
    try {
      await app.billing.run();
    } finally {
      app.clock.set(now);
    }
    const mail = await app.db
      .selectFrom('outbox')
      .select(['text', 'attachments'])
      .where('recipient', '=', who.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(charge.copia_e_cola);
    expect(mail.attachments).toContain(charge.copia_e_cola);
  });

  it('removes the charge of a cancelled invoice', async () => {
    const invoice = await invoiceWithCharge(52_000);
    await syncCharges(app.deps, psp);
    expect((await chargeOf(invoice.id)).state).toBe('ativa');
    await app.db.updateTable('invoices').set({ status: 'cancelada' }).where('id', '=', invoice.id).execute();
    await syncCharges(app.deps, psp);
    const charge = await chargeOf(invoice.id);
    expect(charge).toMatchObject({ state: 'removida', pending: null });
    expect(psp.cobv.get(charge.txid)?.state).toBe('removida');
    expect(await queueCharges(app.db, app.clock().toISOString())).toBe(0);
  });

  it('finds a Pix whose webhook was lost, applies it once from two racing reconciles, and not again an hour later', async () => {
    const invoice = await invoiceWithCharge(53_000);
    await syncCharges(app.deps, psp);
    const { txid } = await chargeOf(invoice.id);
    const lost: ReceivedPix = {
      end_to_end_id: 'E12345678202611231400LOSTWEBHOOK1',
      txid,
      amount_cents: invoice.total_cents,
      payer_name: 'Pagador Perdido',
      payer_document: '***.111.222-**',
      received_at: new Date(app.clock().getTime() - 60_000).toISOString(),
    };
    psp.pix.push(lost);
    const [a, b] = await Promise.all([reconcilePix(app.deps, psp), reconcilePix(app.deps, psp)]);
    expect([a.claimed, b.claimed].filter(Boolean)).toHaveLength(1);
    // The first window (7 days) asked a day at a time, back to back.
    const firsts = psp.listed.slice(-7);
    expect(firsts).toHaveLength(7);
    for (const [i, [from, to]] of firsts.entries()) {
      expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(24 * 3_600_000);
      if (i > 0) expect(from).toBe(firsts[i - 1]?.[1]);
    }
    expect(a.applied + b.applied).toBe(1);
    const paid = await app.db
      .selectFrom('invoices')
      .select(['status', 'received_cents'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'paga', received_cents: invoice.total_cents });
    expect(
      await app.db
        .selectFrom('pix_received')
        .select('source')
        .where('end_to_end_id', '=', lost.end_to_end_id)
        .execute(),
    ).toEqual([{ source: 'reconcile' }]);
    // Not yet its hour: nothing asked.
    const asked = psp.listed.length;
    expect((await reconcilePix(app.deps, psp)).claimed).toBe(false);
    expect(psp.listed.length).toBe(asked);
    // An hour later the window overlaps the last one and lists the same Pix again: applied once still.
    app.clock.advance(RECONCILE_EVERY_MS);
    const next = await reconcilePix(app.deps, psp);
    expect(next).toMatchObject({ claimed: true, applied: 0 });
    const [from] = psp.listed.at(-1) ?? [''];
    expect(from < lost.received_at).toBe(true);
    expect(
      await app.db.selectFrom('payments').select('id').where('invoice_id', '=', invoice.id).execute(),
    ).toHaveLength(1);
  });

  it('tries the reconcile again 5 minutes after the PSP fails, not at once', async () => {
    app.clock.advance(RECONCILE_EVERY_MS);
    psp.down = true;
    await expect(reconcilePix(app.deps, psp)).rejects.toThrow('PSP fora do ar');
    psp.down = false;
    expect((await reconcilePix(app.deps, psp)).claimed).toBe(false);
    app.clock.advance(5 * 60_000);
    expect((await reconcilePix(app.deps, psp)).claimed).toBe(true);
  });

  it('refunds an overpayment once from 20 racing clicks, audited, never more than the surplus', async () => {
    const invoice = await invoiceWithCharge(54_000);
    await syncCharges(app.deps, psp);
    const { txid } = await chargeOf(invoice.id);
    const over = 2_500;
    const e2e = 'E12345678202611231500OVERPAYMENT1';
    await applyPix(
      app.deps,
      {
        end_to_end_id: e2e,
        txid,
        amount_cents: invoice.total_cents + over,
        payer_name: 'Pagador Generoso',
        payer_document: null,
        received_at: app.clock().toISOString(),
      },
      'webhook',
    );
    const staff = await app.db.selectFrom('users').select('id').where('role', '=', 'staff').executeTakeFirstOrThrow();
    const body = { end_to_end_id: e2e, amount_cents: over, reason: 'Pagou a mais' };
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        refundPix(app.deps, psp.refund.bind(psp), { id: staff.id } as AuthUser, invoice.id, body),
      ),
    );
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
    const refused = tries.filter((t): t is PromiseRejectedResult => t.status === 'rejected');
    expect(new Set(refused.map((t) => (t.reason as { key?: string }).key ?? String(t.reason)))).toEqual(
      new Set(['pixRefundTooMuch']),
    );
    expect(psp.refunds.filter(([id]) => id === e2e)).toHaveLength(1);
    const rows = await app.db.selectFrom('pix_refunds').select(['amount_cents', 'state', 'requested_by']).execute();
    expect(rows).toEqual([{ amount_cents: over, state: 'em_processamento', requested_by: staff.id }]);
    const audit = await app.db
      .selectFrom('audit')
      .select('actor_id')
      .where('action', '=', 'pix.refund')
      .where('target', '=', `invoice:${invoice.id}`)
      .execute();
    expect(audit).toEqual([{ actor_id: staff.id }]);
    // The paid part is not the surplus: one centavo more is refused.
    await expect(
      refundPix(app.deps, psp.refund.bind(psp), { id: staff.id } as AuthUser, invoice.id, { ...body, amount_cents: 1 }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('revises the charge to the balance after a payment from elsewhere, and removes it once paid so', async () => {
    const invoice = await invoiceWithCharge(55_000);
    await syncCharges(app.deps, psp);
    const { txid } = await chargeOf(invoice.id);
    expect((await chargeOf(invoice.id)).amount_cents).toBe(invoice.total_cents);
    const byHand = (cents: number) =>
      asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, {
        paid_on: '2026-11-23',
        method: 'dinheiro',
        amount_cents: cents,
      });
    expect((await byHand(1_000)).statusCode).toBe(200);
    await syncCharges(app.deps, psp);
    expect(psp.revised.filter(([t]) => t === txid)).toEqual([[txid, invoice.total_cents - 1_000]]);
    expect(await chargeOf(invoice.id)).toMatchObject({
      state: 'ativa',
      pending: null,
      amount_cents: invoice.total_cents - 1_000,
    });
    // Nothing changed since: nothing sent again.
    await syncCharges(app.deps, psp);
    expect(psp.revised.filter(([t]) => t === txid)).toHaveLength(1);
    expect((await byHand(invoice.total_cents - 1_000)).statusCode).toBe(200);
    await syncCharges(app.deps, psp);
    expect(await chargeOf(invoice.id)).toMatchObject({ state: 'removida', pending: null });
    expect(psp.cobv.get(txid)?.state).toBe('removida');
  });
});
