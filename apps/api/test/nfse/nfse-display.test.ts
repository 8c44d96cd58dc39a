import { parse } from 'csv-parse/sync';
import type { NfsePki } from '@arena/testing/fake-nfse/certs';
import type { FakeNfse } from '@arena/testing/fake-nfse/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncNfse } from '../../src/modules/nfse/nfse.job.ts';
import { activeManager, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from '../invoices/invoice-steps.ts';
import { nfseEnv, nfseHarness, portOf } from './nfse-flow.ts';

/**
 * An invoice's NFS-e shown (issue 35, item 4): in the accountant's CSV (number and access key),
 * to the member once accepted (number, consultation link, DANFSe), to financeiro with its state
 * and the rejection's codes and messages. Accepted and rejected by the fake national API.
 */
describe('NFS-e national: shown on the invoice, its CSV and to financeiro', () => {
  let app: TestApp;
  let pki: NfsePki;
  let fake: FakeNfse;
  const { pricedPlan } = invoiceSteps(() => app);

  beforeAll(async () => {
    ({ pki, fake } = await nfseHarness());
    app = await createTestApp(
      { OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m', ...nfseEnv(pki, fake) },
      undefined,
      false,
      { nfseApi: null },
    );
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const sync = () => syncNfse(app.deps, portOf(app, pki));
  let token = '';
  const staff = async (method: 'GET' | 'POST', url: string) => {
    token ||= await staffToken(app);
    return app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  };
  const newInvoice = async (cents: number) => {
    const plan = await pricedPlan({ monthly_price_cents: cents });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    return { who, invoice };
  };
  const nfseOf = (invoiceId: number) =>
    app.db.selectFrom('nfse').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();

  it('the CSV carries each invoice’s NFS-e number and access key, empty while there is none', async () => {
    fake.down = true;
    const pending = await newInvoice(21_000);
    await sync();
    fake.down = false;
    const { invoice } = await newInvoice(43_000);
    await sync();
    const nfse = await nfseOf(invoice.id);
    expect(nfse.state).toBe('aceita');
    const res = await staff('GET', `/api/admin/reports/invoices.csv?month=${invoice.month}`);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.rawPayload.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    const header = rows[0] ?? [];
    const col = (name: string) => header.indexOf(name);
    expect(col('NFS-e')).toBeGreaterThan(0);
    expect(col('Chave de acesso da NFS-e')).toBeGreaterThan(0);
    const row = rows.find((r) => r[0] === invoice.number) ?? [];
    expect([row[col('NFS-e')], row[col('Chave de acesso da NFS-e')]]).toEqual([nfse.nfse_number, nfse.access_key]);
    expect(nfse.access_key).toMatch(/^\d{50}$/);
    const none = rows.find((r) => r[0] === pending.invoice.number) ?? [];
    expect([none[col('NFS-e')], none[col('Chave de acesso da NFS-e')]]).toEqual(['', '']);
  });

  it('the member’s invoice shows the accepted NFS-e, with its consultation and DANFSe links', async () => {
    fake.down = true;
    const { who, invoice } = await newInvoice(38_000);
    await sync();
    const mine = () =>
      app.inject({
        method: 'GET',
        url: `/api/invoices/${invoice.id}`,
        headers: { authorization: `Bearer ${who.token}` },
      });
    // Not yet accepted: nothing to show.
    expect((await mine()).json().nfse).toBeNull();
    fake.down = false;
    app.clock.advance(61_000);
    await sync();
    const nfse = await nfseOf(invoice.id);
    const res = await mine();
    expect(res.statusCode).toBe(200);
    expect(res.json().nfse).toEqual({
      number: nfse.nfse_number,
      access_key: nfse.access_key,
      consult_url: `https://www.producaorestrita.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${nfse.access_key}`,
      danfse_url: `https://adn.producaorestrita.nfse.gov.br/danfse/${nfse.access_key}`,
    });
  });

  it('financeiro sees the rejection and resends it once, however many clicks at once', async () => {
    fake.rejectIf = () => [{ Codigo: 'E0310', Descricao: 'Código de tributação nacional não administrado' }];
    const { invoice } = await newInvoice(29_000);
    await sync();
    fake.rejectIf = null;
    const item = (await staff('GET', `/api/admin/invoices/${invoice.id}`)).json();
    expect(item.nfse).toMatchObject({
      state: 'rejeitada',
      number: null,
      access_key: null,
      errors: [{ code: 'E0310', description: 'Código de tributação nacional não administrado' }],
    });
    const resend = () => staff('POST', `/api/admin/invoices/${invoice.id}/nfse-resend`);
    const answers = await Promise.all(Array.from({ length: 20 }, resend));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json().invoice.nfse.state).toBe('pendente');
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.json()).toMatchObject({
      message: 'A nota fiscal desta fatura não está rejeitada: não há o que reenviar.',
    });
    const audits = await app.db
      .selectFrom('audit')
      .select('action')
      .where('target', '=', `invoice:${invoice.id}`)
      .where('action', '=', 'invoice.nfse_resend')
      .execute();
    expect(audits).toHaveLength(1);
    await sync();
    expect((await nfseOf(invoice.id)).state).toBe('aceita');
    // Accepted now: nothing to resend.
    expect((await resend()).statusCode).toBe(409);
    expect((await staff('POST', '/api/admin/invoices/999999/nfse-resend')).statusCode).toBe(404);
  });
});
