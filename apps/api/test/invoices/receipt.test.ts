import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, approve, login, type Member, register, uniqueEmail, VALID_CPF } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';

/**
 * The supplier on the invoice and the receipt of its payments (docs/product.md#invoices, #receipt;
 * CDC art. 42-A, Código Civil art. 319). Today is Monday 2026-11-23 in São Paulo; each manager
 * approved today gets a pro-rata invoice (8 of 30 days) due on 2026-11-28.
 */
describe('the invoice’s supplier and the receipt', () => {
  let app: TestApp;
  const { asStaff, as, pricedPlan, teamMember } = invoiceSteps(() => app);
  let price = 60_000;

  beforeAll(async () => {
    app = await createTestApp({
      COMPANY_NAME: 'Arena Cowork Ltda.',
      COMPANY_DOCUMENT: '11444777000161',
      COMPANY_ADDRESS: 'Rua das Palmeiras, 100, Centro, Niterói - RJ, 24020-000',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A manager approved today on a plan of a price no other has; `register` for one of their own. */
  const withInvoice = async (approveOwn?: (plan: string) => Promise<Member>) => {
    price += 300;
    const plan = await pricedPlan({ monthly_price_cents: price });
    const manager = approveOwn ? await approveOwn(plan.name) : await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .select(['id', 'number', 'total_cents'])
      .where('account_id', '=', manager.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { who: manager, invoice };
  };
  const receipt = (who: Member, id: number) => as(who, 'GET', `/api/invoices/${id}/receipt`);
  const supplier = {
    name: 'Arena Cowork Ltda.',
    document: '11.444.777/0001-61',
    address: 'Rua das Palmeiras, 100, Centro, Niterói - RJ, 24020-000',
  };

  it('names the supplier on the member’s invoice', async () => {
    const { who, invoice } = await withInvoice();
    const detail = await as(who, 'GET', `/api/invoices/${invoice.id}`);
    expect(detail.json()).toMatchObject({ number: invoice.number, supplier });
  });

  it('refuses the receipt of an invoice without payment, in words', async () => {
    const { who, invoice } = await withInvoice();
    const res = await receipt(who, invoice.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Esta fatura ainda não tem pagamento registrado: o recibo fica disponível depois que o pagamento for confirmado.',
      code: 'RECEIPT_NO_PAYMENT',
    });
  });

  it('gives a partial receipt of what was received so far, then the whole one: who, what, when, how', async () => {
    const { who, invoice } = await withInvoice();
    const first = 5_000;
    const part = await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, {
      paid_on: '2026-11-20',
      method: 'dinheiro',
      amount_cents: first,
    });
    expect(part.statusCode, part.body).toBe(200);
    const partial = await receipt(who, invoice.id);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toEqual({
      number: invoice.number,
      month: '2026-11',
      total_cents: invoice.total_cents,
      received_cents: first,
      partial: true,
      payer: { name: 'Empresa Teste', document: '11.222.333/0001-81' },
      supplier,
      payments: [{ paid_on: '2026-11-20', method: 'dinheiro', amount_cents: first }],
    });
    const rest = await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, {
      paid_on: '2026-11-23',
      method: 'pix',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await receipt(who, invoice.id)).json()).toMatchObject({
      received_cents: invoice.total_cents,
      partial: false,
      payments: [
        { paid_on: '2026-11-20', method: 'dinheiro', amount_cents: first },
        { paid_on: '2026-11-23', method: 'pix', amount_cents: invoice.total_cents - first },
      ],
    });
  });

  it('names a person by name and CPF', async () => {
    const { who: person, invoice } = await withInvoice(async (plan) => {
      const email = uniqueEmail('recibo-cpf');
      const id = await register(app, email, 'senha123', VALID_CPF);
      await approve(app, id, { plan });
      return { id, email, password: 'senha123', token: await login(app, email, 'senha123') };
    });
    await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, { paid_on: '2026-11-23', method: 'pix' });
    expect((await receipt(person, invoice.id)).json()).toMatchObject({
      payer: { name: 'Ana Souza', document: '529.982.247-25' },
    });
  });

  it('answers 404 to another account and to the account’s team, as for the invoice itself', async () => {
    const { who, invoice } = await withInvoice();
    await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, { paid_on: '2026-11-23', method: 'pix' });
    const stranger = (await withInvoice()).who;
    await asStaff('PATCH', `/api/admin/users/${who.id}`, { qtd_team: 2 });
    const gil = await teamMember(who, `gil-recibo-${who.id}@empresa.test`);
    for (const other of [stranger, gil]) {
      const res = await receipt(other, invoice.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Fatura não encontrada.', code: 'INVOICE_NOT_FOUND' });
    }
    expect((await receipt(who, 999_999)).statusCode).toBe(404);
    expect((await receipt(who, invoice.id)).statusCode).toBe(200);
  });
});
