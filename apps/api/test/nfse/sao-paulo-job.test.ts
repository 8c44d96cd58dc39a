import { parse } from 'csv-parse/sync';
import type { NfsePki } from '@arena/testing/fake-nfse/certs';
import type { FakeNfseSp } from '@arena/testing/fake-nfse-sp/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncSaoPaulo } from '../../src/modules/nfse/sao-paulo/sao-paulo.job.ts';
import { activeManager, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from '../invoices/invoice-steps.ts';
import { seedInvoices } from './nfse-flow.ts';
import { SPACE_CCM, spEnv, spHarness, spPortOf } from './sao-paulo-flow.ts';

/**
 * São Paulo's mode (NFSE_MODE=sao-paulo, issue 35 item 5) end to end against the fake city web
 * service over mTLS: the job's batches (test method first), the numbers and verification codes
 * kept and shown, a refusal corrected and resent, the service down and back, an answer lost after
 * the city issued recovered by ConsultaNFe, a cancellation. The fake validates every message
 * against the vendored XSD and checks the message's XMLDSig and each RPS's signature with its own
 * verifier, so an RPS that reached `aceita` passed both.
 */
describe('NFS-e São Paulo: the job against the fake city service', () => {
  let app: TestApp;
  let pki: NfsePki;
  let fake: FakeNfseSp;
  const { pricedPlan } = invoiceSteps(() => app);

  beforeAll(async () => {
    ({ pki, fake } = await spHarness());
    app = await createTestApp(
      { OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m', ...spEnv(pki, fake) },
      undefined,
      false,
      { nfseSpApi: null },
    );
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
    fake.rejectIf = null;
    fake.down = false;
  });

  const sync = (timeoutMs = 10_000) => syncSaoPaulo(app.deps, spPortOf(app, pki, timeoutMs));
  const nfseOf = (invoiceId: number) =>
    app.db.selectFrom('nfse').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
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
  let token = '';
  const staff = async (method: 'GET' | 'POST', url: string) => {
    token ||= await staffToken(app);
    return app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  };
  /** The invoice as financeiro opens it (the month's list carries no NFS-e). */
  const staffNfse = async (invoice: { id: number }) =>
    (await staff('GET', `/api/admin/invoices/${invoice.id}`)).json().nfse as unknown;
  const sentForReal = () => fake.calls.filter((c) => c.operation === 'EnvioLoteRPS').flatMap((c) => c.rps);
  const cityUrl = (number: string | null, code: string) =>
    `https://nfe.prefeitura.sp.gov.br/contribuinte/notaprint.aspx?inscricao=${SPACE_CCM}&nf=${number}&verificacao=${code}`;

  it('a month of invoices goes in batches of 50, tested first, and each comes back with number and code', async () => {
    await seedInvoices(app.db, 60, 1, app.clock().toISOString());
    expect(await sync()).toBe(60);
    expect(fake.calls.map((c) => [c.operation, c.rps.length])).toEqual([
      ['TesteEnvioLoteRPS', 50],
      ['EnvioLoteRPS', 50],
      ['TesteEnvioLoteRPS', 10],
      ['EnvioLoteRPS', 10],
    ]);
    const rows = await app.db.selectFrom('nfse').selectAll().execute();
    expect(rows.filter((r) => r.state !== 'aceita')).toEqual([]);
    expect(rows.map((r) => r.n_dps).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    for (const r of rows) {
      const nfe = fake.issued.get(String(r.n_dps));
      expect(r).toMatchObject({
        serie: 900,
        dps_id: `RPS-${SPACE_CCM}-900-${r.n_dps}`,
        nfse_number: String(nfe?.number),
        access_key: `${nfe?.number}-${nfe?.code}`,
        danfse_url: cityUrl(String(nfe?.number), nfe?.code ?? ''),
      });
      expect(r.nfse_xml).toContain(`<NumeroRPS>${r.n_dps}</NumeroRPS>`);
    }
    expect(new Set(sentForReal()).size).toBe(60);
    expect(sentForReal()).toHaveLength(60);
    expect([...fake.clients]).toEqual([`ARENA COWORKING LTDA:11222333000181`]);
    // Nothing left to send.
    fake.calls.length = 0;
    expect(await sync()).toBe(0);
    expect(fake.calls).toEqual([]);
  });

  it("the member, financeiro and the CSV show the city's number, code and its consultation link", async () => {
    const { who, invoice } = await newInvoice(43_000);
    await sync();
    const nfse = await nfseOf(invoice.id);
    const code = fake.issued.get(String(nfse.n_dps))?.code ?? '';
    const link = cityUrl(nfse.nfse_number, code);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(mine.json().nfse).toEqual({
      number: nfse.nfse_number,
      access_key: `${nfse.nfse_number}-${code}`,
      consult_url: link,
      danfse_url: null,
      verification_code: code,
    });
    expect(await staffNfse(invoice)).toMatchObject({
      state: 'aceita',
      number: nfse.nfse_number,
      consult_url: link,
      danfse_url: null,
      verification_code: code,
    });
    const csv = await staff('GET', `/api/admin/reports/invoices.csv?month=${invoice.month}`);
    const rows = parse(csv.rawPayload.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    const header = rows[0] ?? [];
    const row = rows.find((r) => r[0] === invoice.number) ?? [];
    expect([row[header.indexOf('NFS-e')], row[header.indexOf('Chave de acesso da NFS-e')]]).toEqual([
      nfse.nfse_number,
      `${nfse.nfse_number}-${code}`,
    ]);
  });

  it('a refusal is kept for financeiro and, corrected, resent with its number; the test method stops it first', async () => {
    fake.rejectIf = (r) =>
      r.service === '03158' ? { Codigo: '1234', Descricao: 'Código de serviço não permitido ao prestador' } : null;
    const { invoice } = await newInvoice(27_000);
    await sync();
    let nfse = await nfseOf(invoice.id);
    expect(nfse).toMatchObject({ state: 'rejeitada', error_codes: '1234' });
    expect(fake.calls.map((c) => c.operation)).toEqual(['TesteEnvioLoteRPS']);
    expect(await staffNfse(invoice)).toMatchObject({
      state: 'rejeitada',
      errors: [{ code: '1234', description: 'Código de serviço não permitido ao prestador' }],
    });
    app.clock.advance(3_600_000);
    await sync();
    expect((await nfseOf(invoice.id)).state).toBe('rejeitada');
    // The accountant's code corrected (a restart with the new setting), financeiro resends.
    expect((await staff('POST', `/api/admin/invoices/${invoice.id}/nfse-resend`)).statusCode).toBe(200);
    const corrected = { ...app.deps, config: { ...app.deps.config, NFSE_SP_SERVICE_CODE: '03115' } };
    await syncSaoPaulo(corrected, spPortOf(app, pki));
    nfse = await nfseOf(invoice.id);
    expect(nfse).toMatchObject({ state: 'aceita', error_codes: null, last_error: null });
    expect(sentForReal()).toEqual([String(nfse.n_dps)]);
    fake.rejectIf = null;
  });

  it('with the service down, waits the backoff and sends the batch once it is back', async () => {
    fake.down = true;
    const { invoice } = await newInvoice(32_000);
    expect(await sync()).toBe(0);
    expect(await nfseOf(invoice.id)).toMatchObject({ state: 'pendente', attempts: 1, last_error: 'HTTP 503' });
    fake.down = false;
    expect(await sync()).toBe(0);
    app.clock.advance(61_000);
    expect(await sync()).toBe(1);
    const nfse = await nfseOf(invoice.id);
    expect(nfse.state).toBe('aceita');
    // Claimed before without an answer: looked up first, found nothing, then sent once.
    expect(fake.calls.map((c) => c.operation)).toEqual(['ConsultaNFe', 'TesteEnvioLoteRPS', 'EnvioLoteRPS']);
    expect(sentForReal()).toEqual([String(nfse.n_dps)]);
  });

  it('an answer lost after the city issued is found by ConsultaNFe, never issued twice', async () => {
    const { invoice } = await newInvoice(15_000);
    // The client gives up after 6 s; the city issued and holds its answer for 9 s.
    fake.stallAfterIssue = 9000;
    expect(await sync(6000)).toBe(0);
    fake.stallAfterIssue = 0;
    let nfse = await nfseOf(invoice.id);
    expect(nfse).toMatchObject({ state: 'pendente', last_error: 'timeout' });
    const issued = fake.issued.get(String(nfse.n_dps));
    expect(issued).toBeDefined();
    app.clock.advance(61_000);
    expect(await sync()).toBe(1);
    nfse = await nfseOf(invoice.id);
    expect(nfse).toMatchObject({
      state: 'aceita',
      nfse_number: String(issued?.number),
      access_key: `${issued?.number}-${issued?.code}`,
    });
    expect(sentForReal()).toEqual([String(nfse.n_dps)]);
    expect(fake.calls.at(-1)?.operation).toBe('ConsultaNFe');
    expect([...fake.issued.values()].filter((n) => n.number === issued?.number)).toHaveLength(1);
  });

  it('a cancelled invoice cancels its NFS-e with CancelamentoNFe; a refusal is kept with the city reason', async () => {
    const { invoice } = await newInvoice(18_000);
    await sync();
    await app.db
      .updateTable('invoices')
      .set({ status: 'cancelada', cancel_reason: 'Emitida em duplicidade', cancelled_at: app.clock().toISOString() })
      .where('id', '=', invoice.id)
      .execute();
    await sync();
    const nfse = await nfseOf(invoice.id);
    expect(nfse).toMatchObject({ state: 'cancelada' });
    expect(nfse.cancel_reason).toContain('Emitida em duplicidade');
    expect(fake.issued.get(String(nfse.n_dps))?.cancelled).toBe(true);
    expect(fake.calls.at(-1)?.operation).toBe('CancelamentoNFe');

    // Already cancelled at the city (in its portal): the refusal is kept, not asked again.
    const { invoice: other } = await newInvoice(19_000);
    await sync();
    const row = await nfseOf(other.id);
    const kept = fake.issued.get(String(row.n_dps));
    if (kept) kept.cancelled = true;
    await app.db.updateTable('invoices').set({ status: 'cancelada' }).where('id', '=', other.id).execute();
    await sync();
    expect(await nfseOf(other.id)).toMatchObject({
      state: 'aceita',
      error_codes: '1305',
      last_error: 'Cancelamento não feito: 1305: NFS-e já cancelada.',
    });
  });
});
