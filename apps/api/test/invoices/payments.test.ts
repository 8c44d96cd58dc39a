import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { planSteps } from '../plans/plan-steps.ts';
import { invoiceSteps } from './invoice-steps.ts';
import { ofxStatement } from './ofx-files.ts';

/**
 * Payments, the bank statement and the overdue block (docs/product.md#financeiro, #overdue). Today
 * is Monday 2026-11-23 in São Paulo; each manager approved today gets a pro-rata invoice due on
 * 2026-11-28.
 */
describe('payments and the bank statement', () => {
  let app: TestApp;
  const { asStaff, as, pricedPlan } = invoiceSteps(() => app);
  const { book } = planSteps(() => app);
  let price = 30_000;

  beforeAll(async () => {
    app = await createTestApp({
      OPENING_HOURS: '00:00-24:00',
      RATE_LIMIT_GLOBAL: '100000/1m',
      OVERDUE_BLOCK_DAYS: '5',
    });
    staffTokenValue = await staffToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A manager with an open invoice of a total no other has (8/30 of a price unique to them). */
  const withInvoice = async () => {
    price += 300;
    const plan = await pricedPlan({ monthly_price_cents: price });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    return { who, invoice };
  };
  const statusOf = async (id: number) =>
    await app.db
      .selectFrom('invoices')
      .select(['status', 'paid_on', 'received_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const importOfx = (text: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      body: text,
      headers: { 'content-type': 'application/x-ofx', authorization: `Bearer ${staffTokenValue}` },
    });
  let staffTokenValue = '';

  it('records one payment under 20 parallel marks; undo, cancel and NFS-e are audited', async () => {
    const { invoice } = await withInvoice();
    const marks = await Promise.all(
      Array.from({ length: 20 }, () =>
        asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, { paid_on: '2026-11-23', method: 'pix' }),
      ),
    );
    expect(marks.filter((m) => m.statusCode === 200)).toHaveLength(1);
    const losers = marks.filter((m) => m.statusCode !== 200);
    expect(new Set(losers.map((m) => m.statusCode))).toEqual(new Set([409]));
    expect(losers[0]?.json()).toEqual({
      message: 'Esta fatura não está em aberto: já foi paga ou cancelada.',
      code: 'INVOICE_NOT_OPEN',
    });
    expect(await statusOf(invoice.id)).toMatchObject({ status: 'paga', paid_on: '2026-11-23' });
    const undone = await asStaff('DELETE', `/api/admin/invoices/${invoice.id}/payment`);
    expect(undone.json()).toMatchObject({ invoice: { status: 'aberta', paid_on: null } });
    expect((await asStaff('DELETE', `/api/admin/invoices/${invoice.id}/payment`)).json().code).toBe('INVOICE_NOT_PAID');
    const future = await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, {
      paid_on: '2026-11-24',
      method: 'pix',
    });
    expect(future.json()).toEqual({
      message: 'Informe uma data de pagamento válida, que não seja posterior a hoje.',
      code: 'PAYMENT_DATE_INVALID',
    });
    const badMethod = await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, {
      paid_on: '2026-11-23',
      method: 'cheque',
    });
    expect(badMethod.statusCode).toBe(400);
    expect(
      (await asStaff('PATCH', `/api/admin/invoices/${invoice.id}`, { nfse_number: 'NFS 2026/123' })).statusCode,
    ).toBe(400);
    expect(
      (await asStaff('PATCH', `/api/admin/invoices/${invoice.id}`, { nfse_number: '2026/123' })).json().invoice,
    ).toMatchObject({
      nfse_number: '2026/123',
    });
    const cancelled = await asStaff('POST', `/api/admin/invoices/${invoice.id}/cancel`, {
      reason: 'Emitida em duplicidade',
    });
    expect(cancelled.json().invoice).toMatchObject({ status: 'cancelada', cancel_reason: 'Emitida em duplicidade' });
    expect(
      (await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, { paid_on: '2026-11-23', method: 'pix' }))
        .statusCode,
    ).toBe(409);
    const audit = await app.db
      .selectFrom('audit')
      .select('action')
      .where('target', '=', `invoice:${invoice.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'invoice.issue',
      'invoice.pay',
      'invoice.unpay',
      'invoice.nfse',
      'invoice.cancel',
    ]);
    const other = await asStaff('POST', '/api/admin/invoices/999999/payment', { paid_on: '2026-11-23', method: 'pix' });
    expect(other.json()).toEqual({ message: 'Fatura não encontrada.', code: 'INVOICE_NOT_FOUND' });
  });

  it('takes the manager’s “Já paguei” on their own open invoice only', async () => {
    const { who, invoice } = await withInvoice();
    const told = await as(who, 'POST', `/api/invoices/${invoice.id}/paid-notice`);
    expect(told.statusCode).toBe(200);
    expect((await as(who, 'GET', '/api/invoices')).json()[0]).toMatchObject({ status: 'aberta', paid_notice: true });
    const stranger: Member = await activeManager(app);
    expect((await as(stranger, 'POST', `/api/invoices/${invoice.id}/paid-notice`)).statusCode).toBe(404);
  });

  it('pays by txid at most the credit (a partial payment), else a unique exact balance; lists the rest; applies a line once', async () => {
    // Today is 2026-11-25: the credits of the 25th are not in the future.
    app.clock.set('2026-11-25T15:00:00.000Z');
    const a = await withInvoice();
    const b = await withInvoice();
    const twinPlan = await pricedPlan({ monthly_price_cents: 99_990 });
    const twin1 = await activeManager(app, { plan: twinPlan.name });
    const twin2 = await activeManager(app, { plan: twinPlan.name });
    const twins = await app.db
      .selectFrom('invoices')
      .select(['id', 'number', 'total_cents'])
      .where('account_id', 'in', [twin1.id, twin2.id])
      .orderBy('id')
      .execute();
    const twinTotal = twins[0]?.total_cents ?? 0;
    const amount = (cents: number) => (cents / 100).toFixed(2);
    const file = ofxStatement([
      { fitid: 'F-A', amount: '1.00', memo: `PIX RECEBIDO ${a.invoice.number.replace('-', '')} ANA` },
      { fitid: 'F-B', amount: amount(b.invoice.total_cents), memo: 'TED 341 EMPRESA' },
      { fitid: 'F-T', amount: amount(twinTotal), memo: 'TED DESCONHECIDA' },
      { fitid: 'F-X', amount: '12.34', date: '2026-11-24', memo: 'DEPOSITO' },
      { fitid: 'F-D', amount: '-50.00', memo: 'TARIFA' },
    ]);
    const first = await importOfx(file);
    expect(first.statusCode).toBe(200);
    const line = (fitid: string, amount_cents: number, date = '2026-11-25', memo = '') => ({
      id: expect.any(Number),
      date,
      account: '0341//12345',
      fitid,
      name: '',
      memo,
      refnum: '',
      kind: 'CREDIT',
      amount_cents,
      left_cents: amount_cents,
      set_aside: null,
    });
    expect(first.json()).toEqual({
      matched: [
        {
          line_id: expect.any(Number),
          fitid: 'F-A',
          invoice_id: a.invoice.id,
          invoice_number: a.invoice.number,
          amount_cents: 100,
        },
        {
          line_id: expect.any(Number),
          fitid: 'F-B',
          invoice_id: b.invoice.id,
          invoice_number: b.invoice.number,
          amount_cents: b.invoice.total_cents,
        },
      ],
      already: [],
      waiting: [line('F-T', twinTotal, '2026-11-25', 'TED DESCONHECIDA'), line('F-X', 1_234, '2026-11-24', 'DEPOSITO')],
      set_aside: [],
      counts: { matched: 2, already: 0, waiting: 2, set_aside: 0 },
      waiting_count: 2,
    });
    // R$ 1,00 with the txid of a larger invoice is a partial payment: it stays open with its balance.
    expect(await statusOf(a.invoice.id)).toEqual({ status: 'aberta', paid_on: null, received_cents: 100 });
    expect(await statusOf(b.invoice.id)).toEqual({
      status: 'paga',
      paid_on: '2026-11-25',
      received_cents: b.invoice.total_cents,
    });
    const mine = (await as(a.who, 'GET', '/api/invoices')).json()[0];
    expect(mine).toMatchObject({ status: 'aberta', received_cents: 100, balance_cents: a.invoice.total_cents - 100 });
    // The same file again, and twice at once: nothing is applied twice.
    const again = await Promise.all([importOfx(file), importOfx(file)]);
    for (const r of again)
      expect(r.json()).toMatchObject({ matched: [], already: ['F-A', 'F-B', 'F-T', 'F-X'], waiting_count: 2 });
    const waiting = (await asStaff('GET', '/api/admin/statements')).json();
    expect(waiting.lines.map((l: { fitid: string }) => l.fitid)).toEqual(['F-T', 'F-X']);
    expect(waiting.waiting_count).toBe(2);
    const tLine = waiting.lines[0];
    // Both twins are suggested, for staff to choose: the answer picks neither.
    expect(tLine.suggestions.map((s: { number: string; reason: string }) => [s.number, s.reason])).toEqual(
      twins.map((t) => [t.number, 'amount']),
    );
    // Staff assign the ambiguous credit by the number they see.
    const assigned = await asStaff('POST', '/api/admin/statements/assign', {
      line_id: tLine.id,
      invoice_number: twins[1]?.number,
    });
    expect(assigned.json()).toMatchObject({
      message: 'Crédito conciliado com a fatura.',
      invoice: { id: twins[1]?.id, status: 'paga', paid_on: '2026-11-25', balance_cents: 0 },
    });
    const twice = await asStaff('POST', '/api/admin/statements/assign', {
      line_id: tLine.id,
      invoice_number: twins[0]?.number,
    });
    expect(twice.json()).toEqual({
      message: 'Este crédito não está aguardando conciliação: já foi conciliado ou posto de lado.',
      code: 'STATEMENT_LINE_NOT_WAITING',
    });
    expect(await statusOf(twins[0]?.id ?? 0)).toMatchObject({ status: 'aberta' });
    expect((await asStaff('GET', '/api/admin/statements')).json().waiting_count).toBe(1);
  });

  it('records one payment when staff’s mark races an import of the same invoice', async () => {
    const { invoice } = await withInvoice();
    const file = ofxStatement([
      { fitid: `RACE-${invoice.id}`, amount: (invoice.total_cents / 100).toFixed(2), memo: `PIX ${invoice.number}` },
    ]);
    const [mark, imported] = await Promise.all([
      asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, { paid_on: '2026-11-23', method: 'dinheiro' }),
      importOfx(file),
    ]);
    const byImport = imported.json().matched.length === 1;
    expect(mark.statusCode).toBe(byImport ? 409 : 200);
    if (!byImport) expect(imported.json().waiting).toHaveLength(1);
    const row = await statusOf(invoice.id);
    expect(row).toMatchObject({ status: 'paga', received_cents: invoice.total_cents });
    const payments = await app.db
      .selectFrom('payments')
      .select(['amount_cents', 'statement_line_id'])
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]?.statement_line_id !== null).toBe(byImport);
  });

  it('refuses a malformed statement, another currency and an amount with a thousands separator, applying nothing', async () => {
    const { invoice } = await withInvoice();
    const good = {
      fitid: `BAD-${invoice.id}`,
      amount: (invoice.total_cents / 100).toFixed(2),
      memo: `PIX ${invoice.number}`,
    };
    const cases: Array<[string, number, object]> = [
      ['isto não é um extrato', 400, { code: 'STATEMENT_INVALID' }],
      [
        ofxStatement([good], 'USD'),
        400,
        { code: 'STATEMENT_CURRENCY', message: expect.stringContaining('está em USD') },
      ],
      [
        ofxStatement([good, { fitid: 'MILHAR', amount: '1.500,00' }]),
        400,
        { code: 'STATEMENT_AMOUNT_INVALID', message: expect.stringContaining('“1.500,00” do crédito MILHAR') },
      ],
    ];
    for (const [body, status, answer] of cases) {
      const res = await importOfx(body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject(answer);
    }
    const json = await asStaff('POST', '/api/admin/statements', { a: 1 });
    expect(json.json()).toEqual({ message: 'Envie o extrato como arquivo OFX.', code: 'STATEMENT_TYPE' });
    expect(await statusOf(invoice.id)).toMatchObject({ status: 'aberta' });
    const lines = await app.db.selectFrom('statement_lines').select('fitid').where('fitid', '=', good.fitid).execute();
    expect(lines).toEqual([]);
  });

  it('blocks new bookings OVERDUE_BLOCK_DAYS past due, naming the invoice, and lifts it once paid', async () => {
    app.clock.set('2026-11-23T12:00:00.000Z');
    const { who, invoice } = await withInvoice();
    // Due 2026-11-28; five days past it is 2026-12-03.
    app.clock.set('2026-12-03T12:00:00.000Z');
    const refused = await book(who, '2026-12-04 09:00', '2026-12-04 10:00');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: `A fatura ${invoice.number} venceu em 28/11/2026 e ainda está em aberto. Até a confirmação do pagamento, não é possível fazer novas reservas; as já feitas continuam valendo. Você pode pagar com Pix em Faturas. Se já pagou, toque em “Já paguei” na fatura.`,
      code: 'INVOICE_OVERDUE',
    });
    expect((await as(who, 'GET', '/api/invoices')).json()[0]).toMatchObject({ overdue: true });
    await asStaff('POST', `/api/admin/invoices/${invoice.id}/payment`, {
      paid_on: '2026-12-03',
      method: 'transferencia',
    });
    expect((await book(who, '2026-12-04 09:00', '2026-12-04 10:00')).statusCode).toBe(200);
  });

  it('writes the month for the accountant as Excel in Portuguese opens it, and totals the month', async () => {
    app.clock.set('2026-11-23T13:00:00.000Z');
    const list = (await asStaff('GET', '/api/admin/invoices?month=2026-11&limit=200')).json();
    const live = list.invoices.filter((i: { status: string }) => i.status !== 'cancelada');
    const sum = (xs: Array<{ total_cents: number }>) => xs.reduce((s, i) => s + i.total_cents, 0);
    expect(list.totals).toMatchObject({
      issued_cents: sum(live),
      received_cents: live.reduce((s: number, i: { received_cents: number }) => s + i.received_cents, 0),
      open_cents: live.reduce((s: number, i: { balance_cents: number }) => s + i.balance_cents, 0),
    });
    const paid = (await asStaff('GET', '/api/admin/invoices?month=2026-11&status=paga')).json().invoices;
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((i: { status: string }) => i.status === 'paga')).toBe(true);
    const res = await asStaff('GET', '/api/admin/reports/invoices.csv?month=2026-11');
    expect(res.headers['content-disposition']).toBe('attachment; filename="faturas-2026-11.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(res.rawPayload.toString('utf8'), { bom: true, delimiter: ';' });
    expect(rows[0]).toEqual([
      'Número',
      'Referência',
      'Tomador',
      'CPF/CNPJ',
      'E-mail',
      'Emissão',
      'Vencimento',
      'Total (R$)',
      'Status',
      'Pago em',
      'Forma de pagamento',
      'NFS-e',
      'Chave de acesso da NFS-e',
      'Endereço do tomador',
      'Corrige a fatura',
      'Substituída pela fatura',
    ]);
    const first = list.invoices[0];
    const row = rows.find((r) => r[0] === first.number);
    expect(row?.[1]).toBe('11/2026');
    expect(row?.[5]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row?.[7]).toBe(`${Math.floor(first.total_cents / 100)},${String(first.total_cents % 100).padStart(2, '0')}`);
    // No national NFS-e here: its number is the one typed by hand, if any, and no access key.
    expect([row?.[11], row?.[12]]).toEqual([first.nfse_number ?? '', '']);
  });
});
