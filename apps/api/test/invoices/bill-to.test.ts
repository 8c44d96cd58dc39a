import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register as registerAs } from '@arena/testing/members';
import { injectTransport } from '@arena/testing/transport';
import { approve, login, type Member, staffToken, uniqueEmail, VALID_CNPJ, VALID_CPF } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';

/**
 * Who was billed stays with the invoice (docs/product.md#invoices, #anonymize): the name and
 * CPF/CNPJ at issue, shown by Financeiro, the member's page and the accountant's CSV however the
 * account changes, and kept after an anonymisation (LGPD art. 7 II and 16 I). An anonymised
 * account is never reactivated, billed or mailed again. Today is Monday 2026-11-23 in São Paulo.
 */
describe('the bill-to of an invoice', () => {
  let app: TestApp;
  const { pricedPlan } = invoiceSteps(() => app);
  let plan: { name: string };
  let firm: Member;
  let zelia: Member;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    plan = await pricedPlan({ monthly_price_cents: 30_000 });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Staff signed in at the clock's time. */
  const staff = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${await staffToken(app)}` } });
  const memberOn = async (document: string, firstname: string): Promise<Member> => {
    const email = uniqueEmail(firstname === 'Zélia' ? 'zelia' : 'empresa');
    await registerAs(injectTransport(app), { email, password: 'senha123', firstname, document });
    const id = (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    await approve(app, id, { plan: plan.name });
    return { id, email, password: 'senha123', token: await login(app, email, 'senha123') };
  };
  const invoicesOf = (who: Member) =>
    app.db.selectFrom('invoices').selectAll().where('account_id', '=', who.id).orderBy('id').execute();
  const csvRows = async (month: string) => {
    const res = await staff('GET', `/api/admin/reports/invoices.csv?month=${month}`);
    return parse(res.rawPayload.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
  };

  it('bills a company by its razão social and CNPJ, a person by their name and CPF, as at issue', async () => {
    app.clock.set(MONDAY_10AM);
    firm = await memberOn(VALID_CNPJ, 'Ana');
    zelia = await memberOn(VALID_CPF, 'Zélia');
    expect((await invoicesOf(firm))[0]).toMatchObject({
      bill_to_name: 'Empresa Teste',
      bill_to_document: '11222333000181',
      bill_to_address: null,
    });
    expect((await invoicesOf(zelia))[0]).toMatchObject({
      bill_to_name: 'Zélia Souza',
      bill_to_document: '52998224725',
    });
    // Staff correct the company's name afterwards: the invoice already issued keeps who it billed.
    const renamed = await staff('PATCH', `/api/admin/users/${firm.id}`, { company: { name: 'Nome Novo Ltda' } });
    expect(renamed.statusCode).toBe(200);
    const list = (await staff('GET', '/api/admin/invoices?month=2026-11')).json();
    expect(list.invoices.find((i: { account_id: number }) => i.account_id === firm.id)).toMatchObject({
      bill_to_name: 'Empresa Teste',
      bill_to_document: '11222333000181',
    });
    const [mine] = (
      await app.inject({
        method: 'GET',
        url: '/api/invoices',
        headers: { authorization: `Bearer ${firm.token}` },
      })
    ).json();
    const page = await app.inject({
      method: 'GET',
      url: `/api/invoices/${mine.id}`,
      headers: { authorization: `Bearer ${firm.token}` },
    });
    expect(page.json()).toMatchObject({ bill_to_name: 'Empresa Teste', bill_to_document: '11222333000181' });
    const rows = await csvRows('2026-11');
    expect(rows[0]?.slice(2, 4)).toEqual(['Tomador', 'CPF/CNPJ']);
    const number = (await invoicesOf(firm))[0]?.number;
    expect(rows.find((r) => r[0] === number)?.slice(2, 4)).toEqual(['Empresa Teste', '11.222.333/0001-81']);
  });

  it('links a corrected invoice and its replacement both ways in the accountant’s CSV', async () => {
    const [old] = await invoicesOf(firm);
    const fixed = await staff('POST', `/api/admin/invoices/${old?.id}/correct`, { reason: 'Recalcular' });
    expect(fixed.statusCode).toBe(200);
    const fresh = fixed.json().invoice;
    // The correction bills the company as it is now.
    expect(fresh.bill_to_name).toBe('Nome Novo Ltda');
    const rows = await csvRows('2026-11');
    const header = rows[0] ?? [];
    const col = (name: string) => header.indexOf(name);
    const oldRow = rows.find((r) => r[0] === old?.number) ?? [];
    const newRow = rows.find((r) => r[0] === fresh.number) ?? [];
    expect([oldRow[col('Corrige a fatura')], oldRow[col('Substituída pela fatura')]]).toEqual(['', fresh.number]);
    expect([newRow[col('Corrige a fatura')], newRow[col('Substituída pela fatura')]]).toEqual([old?.number, '']);
  });

  it('keeps the bill-to after an anonymisation, and never reactivates, bills or mails the account again', async () => {
    const [invoice] = await invoicesOf(zelia);
    const done = await staff('POST', `/api/admin/users/${zelia.id}/anonymize`);
    expect(done.statusCode).toBe(200);
    expect((await invoicesOf(zelia))[0]).toMatchObject({
      id: invoice?.id,
      bill_to_name: 'Zélia Souza',
      bill_to_document: '52998224725',
    });
    const rows = await csvRows('2026-11');
    expect(rows.find((r) => r[0] === invoice?.number)?.slice(2, 4)).toEqual(['Zélia Souza', '529.982.247-25']);
    // Never reactivated.
    const back = await staff('PATCH', `/api/admin/users/${zelia.id}`, { status: 'Ativo' });
    expect([back.statusCode, back.json()]).toEqual([
      409,
      {
        message:
          'Os dados desta pessoa foram anonimizados: a conta não pode ser reativada nem alterada. Para voltar, ela precisa fazer um novo cadastro.',
        code: 'MEMBERS_ANONYMIZED_LOCKED',
      },
    ]);
    // Even were the row Ativo again (as before this rule), the job bills it no more and sends
    // neither the reminder nor the overdue notice of its open November invoice.
    await app.db.updateTable('users').set({ status: 'Ativo' }).where('id', '=', zelia.id).execute();
    const removed = `removido-${zelia.id}@arena.invalid`;
    for (const day of ['2026-11-26', '2026-12-02']) {
      app.clock.set(`${day}T15:00:00.000Z`);
      await app.billing.run();
    }
    expect((await invoicesOf(zelia)).map((i) => i.month)).toEqual(['2026-11']);
    const issue = await staff('POST', '/api/admin/invoices/issue', { month: '2026-12' });
    expect(issue.statusCode).toBe(200);
    expect((await invoicesOf(zelia)).map((i) => i.month)).toEqual(['2026-11']);
    const mailed = await app.db.selectFrom('outbox').select('subject').where('recipient', '=', removed).execute();
    expect(mailed).toEqual([]);
    // The company's open invoice of the same month was reminded and noticed: the job did run.
    const firmMail = await app.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', firm.email)
      .where('subject', 'like', '%vencida%')
      .execute();
    expect(firmMail).toHaveLength(1);
  });
});
