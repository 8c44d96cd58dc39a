import type { NfsePki } from '@arena/testing/fake-nfse/certs';
import type { FakeNfse } from '@arena/testing/fake-nfse/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalPort } from '../../src/modules/nfse/national/port.ts';
import { activeManager } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from '../invoices/invoice-steps.ts';
import type { FakeNfseSp } from '@arena/testing/fake-nfse-sp/server';
import { saoPauloPort } from '../../src/modules/nfse/sao-paulo/port.ts';
import { nfseEnv, nfseHarness } from './nfse-flow.ts';
import { spEnv, spHarness } from './sao-paulo-flow.ts';

/**
 * The NFS-e job as the server runs it (plugins/nfse.ts): with NFSE_MODE=national an issued
 * invoice gets its nota with no step by hand; with NFSE_MODE=off (the default) there is no job and
 * no NFS-e row, as before issue 35.
 */
describe('NFS-e job in the server', () => {
  let on: TestApp;
  let off: TestApp;
  let sp: TestApp;
  let spFake: FakeNfseSp;
  let pki: NfsePki;
  let fake: FakeNfse;
  const onSteps = invoiceSteps(() => on);
  const offSteps = invoiceSteps(() => off);
  const spSteps = invoiceSteps(() => sp);

  beforeAll(async () => {
    ({ pki, fake } = await nfseHarness());
    const api = nationalPort(
      { NFSE_ENVIRONMENT: 'producao-restrita', NFSE_API_URL: fake.url },
      { privateKeyPem: pki.a1.privateKeyPem, certificatePem: pki.a1.certificatePem, chainPem: [] },
      { ca: [pki.caPem] },
    );
    on = await createTestApp(nfseEnv(pki, fake), undefined, false, { nfseApi: api });
    off = await createTestApp();
    const h = await spHarness();
    spFake = h.fake;
    const cert = { privateKeyPem: h.pki.a1.privateKeyPem, certificatePem: h.pki.a1.certificatePem, chainPem: [] };
    const spApi = saoPauloPort(
      { NFSE_ENVIRONMENT: 'producao-restrita', NFSE_API_URL: spFake.url, COMPANY_DOCUMENT: '11222333000181' },
      cert,
      { ca: [h.pki.caPem] },
    );
    sp = await createTestApp(spEnv(h.pki, spFake, 'producao-restrita'), undefined, false, { nfseSpApi: spApi });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
    await sp?.close();
    await fake?.close();
    await spFake?.close();
  });

  it('national: the job sends an issued invoice by itself', async () => {
    const plan = await onSteps.pricedPlan({ monthly_price_cents: 40_000 });
    const who = await activeManager(on, { plan: plan.name });
    const invoice = await on.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(on.nfse).toBeDefined();
    await on.nfse?.run();
    const nfse = await on.db
      .selectFrom('nfse')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(nfse.state).toBe('aceita');
    expect(fake.posts).toContain(nfse.dps_id);
  });

  it("sao-paulo in producao-restrita: the job runs the city's test method only and issues nothing", async () => {
    const plan = await spSteps.pricedPlan({ monthly_price_cents: 40_000 });
    const who = await activeManager(sp, { plan: plan.name });
    const invoice = await sp.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(sp.nfse).toBeDefined();
    await sp.nfse?.run();
    const nfse = await sp.db
      .selectFrom('nfse')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(nfse).toMatchObject({ state: 'rejeitada', error_codes: 'ARENA-TESTE', nfse_number: null });
    expect(spFake.calls.map((c) => [c.operation, c.rps])).toEqual([['TesteEnvioLoteRPS', [String(nfse.n_dps)]]]);
    expect(spFake.issued.size).toBe(0);
  });

  it('off: no job, no NFS-e row, the by-hand number as before', async () => {
    const plan = await offSteps.pricedPlan({ monthly_price_cents: 40_000 });
    const who = await activeManager(off, { plan: plan.name });
    const invoice = await off.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(off.nfse).toBeUndefined();
    await off.billing.run();
    expect(await off.db.selectFrom('nfse').selectAll().execute()).toEqual([]);
    const typed = await offSteps.asStaff('PATCH', `/api/admin/invoices/${invoice.id}`, { nfse_number: '2026/123' });
    expect(typed.statusCode, typed.body).toBe(200);
  });
});
