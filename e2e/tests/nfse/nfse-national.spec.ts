import { nfseWords } from '@arena/shared/invoices/nfse-words';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import type { NfsePki } from '@arena/testing/fake-nfse/certs';
import type { FakeNfse } from '@arena/testing/fake-nfse/server';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  approve,
  lastLinkToken,
  login,
  type Member,
  post,
  register,
  staffToken,
  VALID_CPF,
} from '../../../apps/api/test/flows';
import { createTestApp, type TestApp } from '../../../apps/api/test/helpers';
import { invoiceSteps } from '../../../apps/api/test/invoices/invoice-steps';
import { nationalPort } from '../../../apps/api/src/modules/nfse/national/port';
import { nfseEnv, nfseHarness } from '../../../apps/api/test/nfse/nfse-flow';
import { freePort } from '../../../apps/api/test/process';
import { loginAs, openPhone, type Phone } from '../../support/browser';

/**
 * The NFS-e Nacional in the browser (issue 35): a server of its own with NFSE_MODE=national,
 * talking over mTLS to the fake national API (the shared e2e server has NFSE_MODE=off). Two
 * managers' invoices are issued at approval; the job's round gets Ana's nota accepted and Bruno's
 * refused (his CPF, by the fake's rule). Ana sees _Nota fiscal_ with its number and links on her
 * invoice, reached from Faturas; financeiro sees Bruno's refusal with its code and message on the
 * invoice's card, resends it once it is corrected, and sees it accepted. The API tests cover the
 * rest (tests/nfse); E2E_SHOTS=<dir> also saves the screens at phone and desktop size.
 */
const REFUSAL = { Codigo: 'E0206', Descricao: 'CPF do tomador não encontrado na base da Receita Federal' };
const shots = process.env.E2E_SHOTS;
const UNSTICK = '.admin-header, .admin-nav { position: static !important; }';

describe('NFS-e Nacional: the member’s nota and financeiro’s refused one', () => {
  let pki: NfsePki;
  let fake: FakeNfse;
  let app: TestApp;
  let baseURL: string;
  let phone: Phone;
  let ana: Member;
  let bruno: Member;
  let financeiro: { email: string; password: string };
  const { pricedPlan } = invoiceSteps(() => app);

  const member = async (document?: string): Promise<Member> => {
    const email = `nfse-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@empresa.test`;
    const id = await register(app, email, 'senha123', document);
    const plan = await pricedPlan({ monthly_price_cents: 45_000 });
    await approve(app, id, { plan: plan.name });
    return { id, email, password: 'senha123', token: await login(app, email, 'senha123') };
  };
  const invoiceOf = (who: Member) =>
    app.db
      .selectFrom('invoices')
      .select(['id', 'number', 'month'])
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
  /** The page at 1280×800; with `card`, only the invoice card holding that text. */
  const desktopShot = async (path: string, url: string, who: { email: string; password: string }, card?: string) => {
    const browser = await chromium.connect(inject('wsEndpoint'));
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await loginAs(page, who.email, who.password);
    await page.goto(url);
    if (card) {
      const item = page.locator('li.finance-invoice', { hasText: card });
      await item.getByRole('button', { name: invoicesStaffWords.financeOpenInvoice }).click();
      await item.getByText(invoicesStaffWords.nfseLabel, { exact: false }).first().waitFor();
      await item.screenshot({ path });
    } else {
      await page.getByRole('heading', { name: nfseWords.title }).waitFor();
      await page.screenshot({ path, fullPage: true });
    }
    await context.close();
    await browser.close();
  };
  const shot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: `${shots}/${name}`, fullPage: true });
  };

  beforeAll(async () => {
    ({ pki, fake } = await nfseHarness());
    fake.rejectIf = (xml) => (xml.includes(`<CPF>${VALID_CPF.replace(/\D/g, '')}</CPF>`) ? [REFUSAL] : null);
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    const env = {
      PUBLIC_URL: baseURL,
      WEB_DIST: inject('webDist'),
      OPENING_HOURS: '00:00-24:00',
      RATE_LIMIT_GLOBAL: '100000/1m',
      ...nfseEnv(pki, fake),
    };
    // The job's port trusts the test CA; the server runs its rounds, and the test one more when it needs it.
    const api = nationalPort(
      { NFSE_ENVIRONMENT: 'producao-restrita', NFSE_API_URL: fake.url },
      { privateKeyPem: pki.a1.privateKeyPem, certificatePem: pki.a1.certificatePem, chainPem: [] },
      { ca: [pki.caPem], timeoutMs: 30_000 },
    );
    app = await createTestApp(env, undefined, false, { nfseApi: api });
    await app.listen({ port, host: '127.0.0.1' });
    ana = await member();
    bruno = await member(VALID_CPF);
    // Financeiro, as an administrator invites them, its password set from the mailed link.
    const email = `financeiro-${Date.now().toString(36)}@arena.test`;
    const invited = await post(
      app,
      '/api/admin/staff',
      { email, name: 'Fernanda', role: 'financeiro' },
      await staffToken(app),
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const token = await lastLinkToken(app, email);
    const set = await post(app, '/api/reset-pass', { token, password: 'senha123', confirm_password: 'senha123' });
    expect(set.statusCode, set.body).toBe(200);
    financeiro = { email, password: 'senha123' };
    await app.nfse?.run();
    phone = await openPhone({ baseURL });
  });
  afterAll(async () => {
    await phone?.close();
    await app?.close();
    await fake?.close();
  });

  it('the member sees the accepted nota on her invoice, with its number and links', async () => {
    const { page } = phone;
    const invoice = await invoiceOf(ana);
    const nfse = await app.db
      .selectFrom('nfse')
      .select(['state', 'nfse_number', 'access_key', 'danfse_url'])
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(nfse.state).toBe('aceita');
    await loginAs(page, ana.email, ana.password);
    await page.goto('/invoices');
    await page.getByRole('link', { name: new RegExp(`^${invoice.number}`) }).click();
    const block = page.getByRole('region', { name: nfseWords.title });
    await block.getByText(nfseWords.number(nfse.nfse_number ?? '')).waitFor();
    expect(await block.textContent()).toContain(nfse.access_key);
    const consult = block.getByRole('link', { name: nfseWords.consult });
    expect(await consult.getAttribute('href')).toBe(
      `https://www.producaorestrita.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${nfse.access_key}`,
    );
    expect(await block.getByRole('link', { name: nfseWords.danfse }).getAttribute('href')).toBe(nfse.danfse_url);
    await shot(page, 'member-invoice-nfse-390x844.png');
    if (shots) await desktopShot(`${shots}/member-invoice-nfse-1280x800.png`, `/invoices/${invoice.id}`, ana);
  });

  it('financeiro sees the refused nota with its reason, resends it corrected, and sees it accepted', async () => {
    const { page } = phone;
    const invoice = await invoiceOf(bruno);
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, financeiro.email, financeiro.password);
    await page.goto(`/admin/finance?month=${invoice.month}`);
    const card = page.locator('li.finance-invoice', { hasText: invoice.number });
    // The month lists each invoice's row; its NFS-e comes when it is opened (issue 34).
    const open = () => card.getByRole('button', { name: invoicesStaffWords.financeOpenInvoice }).click();
    await open();
    await card.getByText(invoicesStaffWords.nfseStates.rejeitada, { exact: true }).waitFor();
    const reasons = card.getByRole('list', { name: invoicesStaffWords.nfseRejections });
    expect(await reasons.textContent()).toBe(`${REFUSAL.Codigo}: ${REFUSAL.Descricao}`);
    if (shots) {
      // The sticky header would lie over the card's top in a shot of the card alone.
      await card.screenshot({ path: `${shots}/staff-card-nfse-refused-390x844.png`, style: UNSTICK });
      await desktopShot(
        `${shots}/staff-card-nfse-refused-1280x800.png`,
        `/admin/finance?month=${invoice.month}`,
        financeiro,
        invoice.number,
      );
    }

    // Corrected at the source (here: the fake accepts the CPF now), financeiro resends it.
    fake.rejectIf = null;
    await card.getByRole('button', { name: invoicesStaffWords.nfseResend }).click();
    await page.getByText(invoicesStaffWords.nfseResent).waitFor();
    await app.nfse?.run();
    await page.reload();
    await open();
    await card.getByText(invoicesStaffWords.nfseStates.aceita, { exact: true }).waitFor();
    const row = await app.db
      .selectFrom('nfse')
      .select(['state', 'nfse_number'])
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('aceita');
    await card.getByText(invoicesStaffWords.nfseNumber(row.nfse_number ?? '')).waitFor();
    expect(await card.getByRole('button', { name: invoicesStaffWords.nfseResend }).count()).toBe(0);
  });
});
