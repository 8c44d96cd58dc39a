import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { FakePsp } from '@arena/testing/fake-psp/server';
import { writePems } from '@arena/testing/fake-psp/certs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeManager } from '../../flows.ts';
import { createTestApp, testClock, type TestApp } from '../../helpers.ts';
import { freePort } from '../../process.ts';
import { invoiceSteps } from '../invoice-steps.ts';

/**
 * Issue 33's "done when", end to end: the real app, built from the API Pix settings (files and all),
 * talks over mTLS to the fake PSP (packages/testing/src/fake-psp, which checks every request and
 * answer against the Banco Central's openapi.yaml) and listens on a port for its webhook. An approval
 * issues an invoice, the charge job creates the cobv at the PSP, the test pays it, and the PSP posts
 * the Pix to Arena's webhook over HTTP — twice, as PSPs may. The invoice is paid exactly once.
 */
describe('an invoice paid by Pix through a PSP speaking the API Pix', () => {
  const clock = testClock();
  let psp: FakePsp;
  let app: TestApp;
  let port: number;
  const { pricedPlan } = invoiceSteps(() => app);

  beforeAll(async () => {
    psp = await FakePsp.start({ now: () => clock() });
    const files = writePems({
      'client.crt': psp.pki.client.cert,
      'client.key': psp.pki.client.key,
      'ca.crt': psp.pki.ca.cert,
    });
    port = await freePort();
    app = await createTestApp(
      {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        OPENING_HOURS: '00:00-24:00',
        RATE_LIMIT_GLOBAL: '100000/1m',
        PIX_KEY: '12345678000195',
        PIX_MERCHANT_NAME: 'Arena Cowork',
        PIX_MERCHANT_CITY: 'Sao Paulo',
        PIX_API_URL: psp.url,
        PIX_TOKEN_URL: psp.tokenUrl,
        PIX_CLIENT_ID: psp.clientId,
        PIX_CLIENT_SECRET: psp.clientSecret,
        PIX_CERT_PATH: files['client.crt'] as string,
        PIX_CERT_KEY_PATH: files['client.key'] as string,
        PIX_CA_PATH: files['ca.crt'] as string,
        PIX_WEBHOOK_SECRET: 'w'.repeat(40),
      },
      clock,
    );
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await psp?.close();
  });

  it('charges the issued invoice at the PSP and is paid once by its webhook', async () => {
    // Registered at start without holding it up (plugins/pix.ts), so it is awaited here.
    await vi.waitFor(() =>
      expect(psp.webhook('12345678000195')).toBe(`http://127.0.0.1:${port}/api/pix/webhook/${'w'.repeat(40)}`),
    );
    const plan = await pricedPlan({ monthly_price_cents: 60_000 });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    await app.pix?.charges();
    const charge = await app.db
      .selectFrom('pix_charges')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(charge.state).toBe('ativa');
    const cobv = psp.cobv(charge.txid);
    expect(cobv).toMatchObject({ status: 'ATIVA', valor: { original: (invoice.total_cents / 100).toFixed(2) } });
    expect(charge.copia_e_cola).toBe(cobv?.pixCopiaECola);
    expect(isValidPixPayload(charge.copia_e_cola ?? '')).toBe(true);

    const paid = await psp.pay(charge.txid, {
      valorCents: invoice.total_cents,
      pagador: { nome: 'Ana Souza', cpf: '12345678909' },
      delivery: 'twice',
    });
    expect(psp.deliveries.map((d) => d.status)).toEqual([200, 200]);
    const after = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('paga');
    const received = await app.db
      .selectFrom('pix_received')
      .selectAll()
      .where('end_to_end_id', '=', paid.endToEndId)
      .execute();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ amount_cents: invoice.total_cents, payer_name: 'Ana Souza' });
    expect(psp.violations).toEqual([]);
    expect(psp.count('POST /oauth/token')).toBe(1);
  });
});
