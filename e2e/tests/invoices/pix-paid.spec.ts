import { invoicesWords } from '@arena/shared/invoices/words';
import { writePems } from '@arena/testing/fake-psp/certs';
import { FakePsp } from '@arena/testing/fake-psp/server';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { activeManager, login, type Member } from '../../../apps/api/test/flows';
import { createTestApp, testClock, type TestApp } from '../../../apps/api/test/helpers';
import { invoiceSteps } from '../../../apps/api/test/invoices/invoice-steps';
import { planSteps } from '../../../apps/api/test/plans/plan-steps';
import { freePort } from '../../../apps/api/test/process';
import { loginAs, openPhone, type Phone } from '../../support/browser';
import { weekdayAfter } from '../rooms/booking-helpers';

const SECRET = 'w'.repeat(40);
const KEY = '12345678000195';

/**
 * Issue 33 in the browser (docs/product.md#pix-charges): a server of its own — the shared e2e
 * server has no API Pix settings, and the other specs expect its static code — on a fresh database,
 * serving the built web app, talking over mTLS to the fake PSP, which posts its webhook back. The
 * manager's invoice was issued on 1 October (the clock set there, then to now), so it is overdue and
 * blocks bookings; the charge job has created its cobv. The open invoice shows the charge's dynamic
 * code; the test pays it at the PSP, and the open Faturas screen shows Paga and the block gone
 * within seconds, without a reload.
 */
describe('an invoice paid by Pix shows as paid on the open Faturas screen', () => {
  const clock = testClock('2026-10-01T12:00:00.000Z');
  let psp: FakePsp;
  let app: TestApp;
  let baseURL: string;
  let phone: Phone;
  let manager: Member;
  let invoice: { id: number; number: string; total_cents: number };
  let txid: string;
  const { pricedPlan } = invoiceSteps(() => app);
  const { book } = planSteps(() => app);

  beforeAll(async () => {
    psp = await FakePsp.start();
    const files = writePems({
      'client.crt': psp.pki.client.cert,
      'client.key': psp.pki.client.key,
      'ca.crt': psp.pki.ca.cert,
    });
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    app = await createTestApp(
      {
        PUBLIC_URL: baseURL,
        WEB_DIST: inject('webDist'),
        OPENING_HOURS: '00:00-24:00',
        OVERDUE_BLOCK_DAYS: '5',
        RATE_LIMIT_GLOBAL: '100000/1m',
        PIX_KEY: KEY,
        PIX_MERCHANT_NAME: 'Arena Cowork',
        PIX_MERCHANT_CITY: 'Sao Paulo',
        PIX_API_URL: psp.url,
        PIX_TOKEN_URL: psp.tokenUrl,
        PIX_CLIENT_ID: psp.clientId,
        PIX_CLIENT_SECRET: psp.clientSecret,
        PIX_CERT_PATH: files['client.crt'] as string,
        PIX_CERT_KEY_PATH: files['client.key'] as string,
        PIX_CA_PATH: files['ca.crt'] as string,
        PIX_WEBHOOK_SECRET: SECRET,
      },
      clock,
    );
    await app.listen({ port, host: '127.0.0.1' });
    // Registered at start without holding it up (plugins/pix.ts).
    await vi.waitFor(() => expect(psp.webhook(KEY)).toBe(`${baseURL}/api/pix/webhook/${SECRET}`));
    // Approved on 1 October: the approval issues the month's invoice, and the charge job gives it its cobv.
    const plan = await pricedPlan({ monthly_price_cents: 39_900 });
    manager = await activeManager(app, { plan: plan.name });
    invoice = await app.db
      .selectFrom('invoices')
      .select(['id', 'number', 'total_cents'])
      .where('account_id', '=', manager.id)
      .executeTakeFirstOrThrow();
    await app.pix?.charges();
    ({ txid } = await app.db
      .selectFrom('pix_charges')
      .select('txid')
      .where('invoice_id', '=', invoice.id)
      .where('state', '=', 'ativa')
      .executeTakeFirstOrThrow());
    // And now it is today: the invoice is long past due.
    clock.set(new Date().toISOString());
    manager.token = await login(app, manager.email, manager.password);
    phone = await openPhone({ baseURL });
  });
  afterAll(async () => {
    await phone?.close();
    await app?.close();
    await psp?.close();
  });

  it('shows the charge’s dynamic code, then Paga and no block once the PSP notifies the payment', async () => {
    const { page } = phone;
    await loginAs(page, manager.email, manager.password);
    const block = page.getByRole('alert').filter({ hasText: invoice.number });
    await block.waitFor();

    // The invoice shows the charge's code and QR, the one the PSP made, not the static one.
    await page.goto(`/invoices/${invoice.id}`);
    const code = page.locator('.invoice-pix-code');
    await code.waitFor();
    const cobv = psp.cobv(txid);
    expect(cobv?.pixCopiaECola).toContain('pix.fake-psp.test');
    expect(await code.textContent()).toBe(cobv?.pixCopiaECola);
    await page.getByRole('img', { name: invoicesWords.invoicePixAlt }).waitFor();
    await page.screenshot({ path: '/tmp/pix-e2e-invoice-390x844.png', fullPage: true });

    // Faturas, reached in the app: Vencida, with the block.
    await page.getByRole('link', { name: invoicesWords.invoiceBack }).click();
    await page.waitForURL(/\/invoices$/);
    const row = page.getByRole('link', { name: new RegExp(invoice.number) });
    await expect.poll(() => row.textContent()).toContain(invoicesWords.invoiceStatusVencida);
    await block.waitFor();
    let reloaded = false;
    page.on('load', () => (reloaded = true));

    // The member pays; the PSP posts the Pix to Arena's webhook.
    await psp.pay(txid, { valorCents: invoice.total_cents, pagador: { nome: 'Otília Souza', cpf: '12345678909' } });
    expect(psp.deliveries.map((d) => d.status)).toEqual([200]);
    await expect.poll(() => row.textContent(), { timeout: 12_000 }).toContain(invoicesWords.invoiceStatusPaga);
    await block.waitFor({ state: 'detached', timeout: 12_000 });
    expect(reloaded).toBe(false);
    await page.screenshot({ path: '/tmp/pix-e2e-paid-390x844.png', fullPage: true });

    // The block is gone for booking too.
    const day = weekdayAfter(clock().toISOString().slice(0, 10), 3);
    expect((await book(manager, `${day} 10:00:00`, `${day} 11:00:00`)).statusCode).toBe(200);
    expect(psp.violations).toEqual([]);
  });
});
