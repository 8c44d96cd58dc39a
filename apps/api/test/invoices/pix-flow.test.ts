import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { activeManager } from '../flows.ts';
import { ADMIN, freshDatabase, testClock } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';
import { MemoryPsp } from './memory-psp.ts';

/**
 * The Pix charges through the app's own wiring (app.ts, plugins/pix.ts), with a PSP in memory: the
 * webhook registered at start with the secret in its address; an approval issues an invoice and
 * the charge job makes its charge without anyone waiting; the PSP "pays" by posting to the address
 * registered; the invoice is paid, the block lifted; financeiro refunds an overpayment through
 * the route. Today is Monday 2026-11-23.
 */
const SECRET = 'a'.repeat(20) + 'segredo' + 'b'.repeat(20);

describe('an invoice paid by Pix, through the app', () => {
  let app: App;
  let drop: () => Promise<void>;
  const clock = testClock();
  const psp = new MemoryPsp();
  const { as, asStaff, pricedPlan } = invoiceSteps(() => app);

  beforeAll(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STAFF_EMAIL: 'financeiro@arena.test',
        PUBLIC_URL: 'https://app.arena.test',
        REMINDER_MINUTES: '0',
        OPENING_HOURS: '00:00-24:00',
        RATE_LIMIT_GLOBAL: '100000/1m',
        OVERDUE_BLOCK_DAYS: '1',
        ERASURE_LEDGER: join(tmpdir(), `arena-ledger-${randomUUID()}.jsonl`),
      }),
      // The PSP is given (MemoryPsp), so no client is built from these.
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
    app = await buildApp({ config, clock, logger: false, psp });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  /** The PSP posts to the address registered, as it does when a charge is paid. */
  const pspPays = (txid: string, cents: number, e2e: string) => {
    const url = new URL(psp.webhook ?? '');
    return app.inject({
      method: 'POST',
      url: `${url.pathname}/pix`,
      payload: {
        pix: [
          {
            endToEndId: e2e,
            txid,
            valor: (cents / 100).toFixed(2),
            horario: clock().toISOString(),
            pagador: { nome: 'Ana Souza' },
          },
        ],
      },
    });
  };

  it('registers the webhook at start, charges the issued invoice, and takes the PSP’s payment at once', async () => {
    expect(psp.webhook).toBe(`https://app.arena.test/api/pix/webhook/${SECRET}`);
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
    expect((await as(who, 'GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({
      pix_code: charge.copia_e_cola,
    });
    // Past due: blocked.
    clock.set('2026-12-01T13:00:00.000Z');
    expect((await as(who, 'GET', '/api/users/me/booking-block')).json()).toMatchObject({ blocked: true });
    const over = 700;
    const e2e = 'E99999999202612011300PAGOPELOPSP';
    expect((await pspPays(charge.txid, invoice.total_cents + over, e2e)).statusCode).toBe(200);
    expect((await as(who, 'GET', '/api/invoices')).json()).toContainEqual(
      expect.objectContaining({ id: invoice.id, status: 'paga' }),
    );
    expect((await as(who, 'GET', '/api/users/me/booking-block')).json()).toMatchObject({ blocked: false });
    // Staff see the charge concluded and the Pix, and refund the 7 reais beyond the total.
    // Staff see the charge and the Pix when they open the invoice (the month's list carries neither).
    const item = (await asStaff('GET', `/api/admin/invoices/${invoice.id}`)).json();
    expect(item).toMatchObject({
      pix_charge: { state: 'concluida', txid: charge.txid },
      pix_received: [
        expect.objectContaining({ end_to_end_id: e2e, payer_name: 'Ana Souza', applied_cents: invoice.total_cents }),
      ],
    });
    const refund = await asStaff('POST', `/api/admin/invoices/${invoice.id}/pix-refund`, {
      end_to_end_id: e2e,
      amount_cents: over,
      reason: 'Pagou a mais',
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().invoice.pix_received[0]).toMatchObject({ refunded_cents: over });
    expect(psp.refunds).toEqual([[e2e, expect.stringMatching(/^D[A-Z0-9]{30}$/), over]]);
    const again = await asStaff('POST', `/api/admin/invoices/${invoice.id}/pix-refund`, {
      end_to_end_id: e2e,
      amount_cents: 1,
      reason: 'Pagou a mais',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PIX_REFUND_TOO_MUCH' });
  });
});
