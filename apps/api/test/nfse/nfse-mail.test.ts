import type { NfsePki } from '@arena/testing/fake-nfse/certs';
import type { FakeNfse } from '@arena/testing/fake-nfse/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { mailPaidNfse } from '../../src/modules/nfse/nfse-mail.service.ts';
import { syncNfse } from '../../src/modules/nfse/nfse.job.ts';
import { activeManager, type Member } from '../flows.ts';
import { createTestApp, envOf, type TestApp, usingPostgres } from '../helpers.ts';
import { invoiceSteps } from '../invoices/invoice-steps.ts';
import { nfseEnv, nfseHarness, portOf } from './nfse-flow.ts';

/**
 * The e-mail of a paid invoice carries its nota (issue 35, item 4; docs/product.md#mail-messages):
 * it leaves once the invoice is paid and its NFS-e accepted, whichever comes last — the payment
 * after the nota (NFSE_ISSUE_WHEN=issue), or the nota after the payment (`paid`, a refused one
 * only once resent and accepted) — and once, however many runs race, on PostgreSQL from two
 * servers on one database.
 */
describe('NFS-e national: the paid invoice’s e-mail carries the nota', () => {
  let pki: NfsePki;
  let fake: FakeNfse;
  /** A fake of its own for the second database: the DPS ids of the two would be the same. */
  let paidPki: NfsePki;
  let paidFake: FakeNfse;
  let atIssue: TestApp;
  let whenPaid: TestApp;
  let other: App | TestApp;
  const issueSteps = invoiceSteps(() => atIssue);
  const paidSteps = invoiceSteps(() => whenPaid);

  beforeAll(async () => {
    ({ pki, fake } = await nfseHarness());
    ({ pki: paidPki, fake: paidFake } = await nfseHarness());
    const env = {
      OPENING_HOURS: '00:00-24:00',
      RATE_LIMIT_GLOBAL: '100000/1m',
      RATE_LIMIT_REGISTER: '1000/1m',
      RATE_LIMIT_LOGIN: '1000/1m',
    };
    // No job of their own (nfseApi: null): the tests run its rounds.
    atIssue = await createTestApp({ ...env, ...nfseEnv(pki, fake, 'issue') }, undefined, false, { nfseApi: null });
    whenPaid = await createTestApp({ ...env, ...nfseEnv(paidPki, paidFake, 'paid') }, undefined, false, {
      nfseApi: null,
    });
    other = usingPostgres
      ? await buildApp({
          config: loadConfig({ ...envOf(atIssue), ...nfseEnv(pki, fake, 'issue') }),
          clock: atIssue.clock,
          logger: false,
          nfseApi: null,
        })
      : atIssue;
  });
  afterAll(async () => {
    if (other !== atIssue) await other?.close();
    await atIssue?.close();
    await whenPaid?.close();
    await fake?.close();
    await paidFake?.close();
  });

  /** One round of the NFS-e job as the server runs it (app.ts): send, then the e-mails. */
  // A long timeout: on a loaded machine a DPS's signing and the fake's checks can pass the 5 s default.
  const round = async (app: App) =>
    (await syncNfse(app.deps, portOf(app, app === whenPaid ? paidPki : pki, 60_000))) + (await mailPaidNfse(app.deps));
  const invoiceOf = (app: App, who: Member) =>
    app.db.selectFrom('invoices').selectAll().where('account_id', '=', who.id).executeTakeFirstOrThrow();
  const nfseOf = (app: App, invoiceId: number) =>
    app.db.selectFrom('nfse').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
  const mailsAbout = async (app: App, who: Member, number: string) =>
    (await app.db.selectFrom('outbox').selectAll().where('recipient', '=', who.email).execute()).filter((m) =>
      m.subject.startsWith(`Fatura ${number} paga`),
    );
  const pay = async (steps: typeof issueSteps, invoiceId: number, day: string) => {
    const res = await steps.asStaff('POST', `/api/admin/invoices/${invoiceId}/payment`, {
      paid_on: day,
      method: 'transferencia',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const today = (app: App) => app.clock().toISOString().slice(0, 10);

  it('issue: the nota accepted at issue waits for the payment, then its e-mail carries number, key and links', async () => {
    const plan = await issueSteps.pricedPlan({ monthly_price_cents: 45_000 });
    const who = await activeManager(atIssue, { plan: plan.name });
    const invoice = await invoiceOf(atIssue, who);
    await round(atIssue);
    const nfse = await nfseOf(atIssue, invoice.id);
    expect(nfse.state).toBe('aceita');
    // Accepted but open: nothing yet.
    expect(await mailPaidNfse(atIssue.deps)).toBe(0);
    expect(await mailsAbout(atIssue, who, invoice.number)).toEqual([]);

    await pay(issueSteps, invoice.id, today(atIssue));
    expect(await round(atIssue)).toBe(1);
    const [mail, ...more] = await mailsAbout(atIssue, who, invoice.number);
    expect(more).toEqual([]);
    const key = nfse.access_key ?? '';
    expect(mail?.subject).toBe(`Fatura ${invoice.number} paga: nota fiscal nº ${nfse.nfse_number}`);
    const consult = `https://www.producaorestrita.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${key}`;
    for (const part of [`Número: ${nfse.nfse_number}`, `Chave de acesso: ${key}`, consult, nfse.danfse_url ?? '-']) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.html).toContain(consult.replace('&', '&amp;'));
    expect(mail?.text).toContain(`/invoices/${invoice.id}`);
    expect((await nfseOf(atIssue, invoice.id)).mailed_at).not.toBeNull();

    // Once: later rounds, and a payment undone and made again, send nothing more.
    expect(await round(atIssue)).toBe(0);
    expect((await issueSteps.asStaff('DELETE', `/api/admin/invoices/${invoice.id}/payment`)).statusCode).toBe(200);
    await pay(issueSteps, invoice.id, today(atIssue));
    expect(await round(atIssue)).toBe(0);
    expect(await mailsAbout(atIssue, who, invoice.number)).toHaveLength(1);
  });

  it('paid: the nota comes after the payment; a refused one is e-mailed once resent and accepted', async () => {
    paidFake.rejectIf = () => [{ Codigo: 'E0310', Descricao: 'Código de tributação nacional não administrado' }];
    const plan = await paidSteps.pricedPlan({ monthly_price_cents: 38_000 });
    const who = await activeManager(whenPaid, { plan: plan.name });
    const invoice = await invoiceOf(whenPaid, who);
    await round(whenPaid);
    // Open: no DPS yet with NFSE_ISSUE_WHEN=paid.
    expect(await whenPaid.db.selectFrom('nfse').selectAll().where('invoice_id', '=', invoice.id).execute()).toEqual([]);
    await pay(paidSteps, invoice.id, today(whenPaid));
    await round(whenPaid);
    expect((await nfseOf(whenPaid, invoice.id)).state).toBe('rejeitada');
    expect(await mailsAbout(whenPaid, who, invoice.number)).toEqual([]);

    paidFake.rejectIf = null;
    const resent = await paidSteps.asStaff('POST', `/api/admin/invoices/${invoice.id}/nfse-resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    // The round that gets the nota accepted queues its e-mail.
    expect(await round(whenPaid)).toBe(2);
    const nfse = await nfseOf(whenPaid, invoice.id);
    expect(nfse.state).toBe('aceita');
    const mails = await mailsAbout(whenPaid, who, invoice.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Chave de acesso: ${nfse.access_key}`);
    expect(await round(whenPaid)).toBe(0);
  });

  it('races: 20 runs at once, on PostgreSQL from two servers, queue each e-mail once', async () => {
    const plan = await issueSteps.pricedPlan({ monthly_price_cents: 29_000 });
    const members: Member[] = [];
    for (let i = 0; i < 3; i += 1) members.push(await activeManager(atIssue, { plan: plan.name }));
    const invoices = await Promise.all(members.map((m) => invoiceOf(atIssue, m)));
    await round(atIssue);
    for (const inv of invoices) {
      expect((await nfseOf(atIssue, inv.id)).state).toBe('aceita');
      await pay(issueSteps, inv.id, today(atIssue));
    }
    const runs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => mailPaidNfse(i % 2 ? other.deps : atIssue.deps)),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    for (const [i, who] of members.entries()) {
      expect(await mailsAbout(atIssue, who, invoices[i]?.number ?? '')).toHaveLength(1);
    }
  });
});
