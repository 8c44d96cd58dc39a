import type { NfsePki } from '@arena/testing/fake-nfse/certs';
import type { FakeNfse } from '@arena/testing/fake-nfse/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncNfse } from '../../src/modules/nfse/nfse.job.ts';
import { resendRejected } from '../../src/modules/nfse/nfse.repository.ts';
import { activeManager } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from '../invoices/invoice-steps.ts';
import { nfseEnv, nfseHarness, portOf, SPACE_CNPJ } from './nfse-flow.ts';

/**
 * The NFS-e job (issue 35, national mode) against the fake national API over mTLS: a real
 * invoice's DPS accepted and kept; the API down and back; a rejection kept, corrected and resent
 * with its number; a lost answer resent and read as the duplicate it is; a cancelled invoice
 * cancelling its NFS-e, or financeiro told why not. The fake checks every DPS against the XSD and
 * its signature with its own verifier, so a DPS that reached `aceita` passed both.
 */
describe('NFS-e national: the job against the fake API', () => {
  let app: TestApp;
  let pki: NfsePki;
  let fake: FakeNfse;
  const { pricedPlan } = invoiceSteps(() => app);

  beforeAll(async () => {
    ({ pki, fake } = await nfseHarness());
    // No job of its own (nfseApi: null): the test runs it, against the fake with the test CA.
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
  const nfseOf = (invoiceId: number) =>
    app.db.selectFrom('nfse').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
  const newInvoice = async (cents: number) => {
    const plan = await pricedPlan({ monthly_price_cents: cents });
    const who = await activeManager(app, { plan: plan.name });
    return app.db.selectFrom('invoices').selectAll().where('account_id', '=', who.id).executeTakeFirstOrThrow();
  };

  it("sends an issued invoice's DPS and keeps the NFS-e: number, key, XML, DANFSe link", async () => {
    const invoice = await newInvoice(51_000);
    expect(await sync()).toBeGreaterThanOrEqual(1);
    const nfse = await nfseOf(invoice.id);
    expect(nfse).toMatchObject({ state: 'aceita', serie: 900, last_error: null, error_codes: null });
    expect(nfse.access_key).toMatch(/^\d{50}$/);
    expect(nfse.nfse_number).toMatch(/^\d+$/);
    expect(nfse.danfse_url).toBe(`https://adn.producaorestrita.nfse.gov.br/danfse/${nfse.access_key}`);
    const xml = nfse.nfse_xml ?? '';
    expect(xml).toContain(`<vServ>${(invoice.total_cents / 100).toFixed(2)}</vServ>`);
    expect(xml).toContain(`<xNome>${invoice.bill_to_name}</xNome>`);
    expect(xml).toContain('<cTribNac>030301</cTribNac>');
    expect(xml).toContain('<pAliq>5.00</pAliq>');
    expect(xml).toContain(`<CNPJ>${SPACE_CNPJ}</CNPJ>`);
    expect(xml).toContain('<IBSCBS>');
    expect(fake.signers.at(-1)).toBe(`ARENA COWORKING LTDA:${SPACE_CNPJ}`);
    expect([...fake.clients]).toEqual([`ARENA COWORKING LTDA:${SPACE_CNPJ}`]);
    // Nothing more to send: a second run posts nothing.
    const posts = fake.posts.length;
    expect(await sync()).toBe(0);
    expect(fake.posts.length).toBe(posts);
  });

  it('with the API down, retries after the backoff and sends the DPS once it is back', async () => {
    fake.down = true;
    const invoice = await newInvoice(32_000);
    expect(await sync()).toBe(0);
    let nfse = await nfseOf(invoice.id);
    expect(nfse).toMatchObject({ state: 'pendente', attempts: 1, last_error: 'HTTP 503' });
    fake.down = false;
    expect(await sync()).toBe(0); // the backoff (1 minute) has not passed
    app.clock.advance(61_000);
    expect(await sync()).toBe(1);
    nfse = await nfseOf(invoice.id);
    expect(nfse.state).toBe('aceita');
    expect(fake.posts.filter((id) => id === nfse.dps_id)).toEqual([nfse.dps_id]);
  });

  it('keeps a rejection for financeiro and, corrected, resends it with the same série and número', async () => {
    fake.rejectIf = (xml) =>
      xml.includes('<cTribNac>030301</cTribNac>')
        ? [{ Codigo: 'E0310', Descricao: 'Código de tributação nacional não administrado pelo município' }]
        : null;
    const invoice = await newInvoice(27_000);
    await sync();
    let nfse = await nfseOf(invoice.id);
    expect(nfse).toMatchObject({ state: 'rejeitada', error_codes: 'E0310' });
    expect(JSON.parse(nfse.error_messages ?? '[]')).toEqual([
      { code: 'E0310', description: 'Código de tributação nacional não administrado pelo município' },
    ]);
    const number = nfse.n_dps;
    // Not tried again by itself.
    app.clock.advance(3_600_000);
    await sync();
    expect((await nfseOf(invoice.id)).state).toBe('rejeitada');
    // The space corrects its service code (a restart with the new setting) and financeiro resends.
    const corrected = { ...app.deps, config: { ...app.deps.config, NFSE_SERVICE_CODE: '030302' } };
    expect(await resendRejected(app.db, invoice.id, app.clock().toISOString())).toBe(true);
    await syncNfse(corrected, portOf(app, pki));
    nfse = await nfseOf(invoice.id);
    expect(nfse).toMatchObject({ state: 'aceita', n_dps: number, error_codes: null, last_error: null });
    expect(nfse.nfse_xml).toContain('<cTribNac>030302</cTribNac>');
    expect(fake.posts.filter((id) => id === nfse.dps_id)).toHaveLength(2);
    fake.rejectIf = null;
  });

  it('a DPS whose answer was lost is resent and read as the NFS-e it became, never a second one', async () => {
    const invoice = await newInvoice(15_000);
    await sync();
    const first = await nfseOf(invoice.id);
    // As if the process died after the API answered and before writing it: enviando, lease over.
    await app.db
      .updateTable('nfse')
      .set({ state: 'enviando', access_key: null, nfse_xml: null, claimed_until: app.clock().toISOString() })
      .where('id', '=', first.id)
      .execute();
    app.clock.advance(1000);
    expect(await sync()).toBe(1);
    const again = await nfseOf(invoice.id);
    expect(again).toMatchObject({ state: 'aceita', access_key: first.access_key });
    expect(again.nfse_xml).toContain(`<nNFSe>${first.nfse_number}</nNFSe>`);
    expect([...fake.issued.values()].filter((n) => n.key === first.access_key)).toHaveLength(1);
  });

  it("a cancelled invoice cancels its NFS-e by the event; a refusal is kept with the API's reason", async () => {
    const invoice = await newInvoice(18_000);
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
    expect([...fake.issued.values()].find((n) => n.key === nfse.access_key)?.cancelled).toBe(true);

    const late = await newInvoice(19_000);
    await sync();
    fake.refuseCancel = [{ Codigo: 'E0845', Descricao: 'Prazo para cancelamento expirado' }];
    await app.db.updateTable('invoices').set({ status: 'cancelada' }).where('id', '=', late.id).execute();
    await sync();
    const kept = await nfseOf(late.id);
    expect(kept).toMatchObject({ state: 'aceita', error_codes: 'E0845' });
    expect(kept.last_error).toBe('Cancelamento não feito: E0845: Prazo para cancelamento expirado');
    // Not asked again on every run.
    await sync();
    expect((await nfseOf(late.id)).state).toBe('aceita');
    fake.refuseCancel = null;
  });
});
