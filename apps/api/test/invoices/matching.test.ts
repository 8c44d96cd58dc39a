import { parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineKeys, notPaymentReason, txidsIn } from '../../src/modules/invoices/matching.ts';
import { findTxids, invoiceNumber, numberOfTxid, txidOf } from '../../src/modules/invoices/pix.service.ts';
import { activeManager, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';
import { ofxStatement } from './ofx-files.ts';

/**
 * Matching statement credits to invoices, partial and over payments, and the credits waiting for
 * staff (docs/product.md#financeiro). Invoices are issued at approval on 2026-11-23 (São Paulo);
 * the statements are imported on 2026-11-26.
 */
describe('matching a statement’s credits to invoices', () => {
  let app: TestApp;
  const { asStaff, as, pricedPlan } = invoiceSteps(() => app);
  let price = 201_000;

  beforeAll(async () => {
    app = await createTestApp({
      OPENING_HOURS: '00:00-24:00',
      RATE_LIMIT_GLOBAL: '100000/1m',
      PIX_KEY: 'financeiro@arenacowork.com.br',
      PIX_MERCHANT_NAME: 'Arena Cowork',
      PIX_MERCHANT_CITY: 'São Paulo',
    });
    token = await staffToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A manager with an open invoice of a total no other has, issued on 2026-11-23. */
  const withInvoice = async () => {
    app.clock.set('2026-11-23T12:00:00.000Z');
    price += 300;
    const plan = await pricedPlan({ monthly_price_cents: price });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    app.clock.set('2026-11-26T15:00:00.000Z');
    return { who, invoice };
  };
  let token = '';
  const postOfx = (text: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/statements',
      body: text,
      headers: { 'content-type': 'application/x-ofx', authorization: `Bearer ${token}` },
    });
  const reais = (cents: number) => (cents / 100).toFixed(2);
  const txid = (number: string) => number.replace('-', '');
  const row = (id: number) =>
    app.db
      .selectFrom('invoices')
      .select(['status', 'received_cents', 'paid_on'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const waitingCount = async () => (await asStaff('GET', '/api/admin/statements')).json().waiting_count as number;

  it('records a partial payment below the balance, pays the balance of a larger credit and leaves the rest waiting', async () => {
    const a = await withInvoice();
    const b = await withInvoice();
    const file = ofxStatement([
      { fitid: 'P-1', amount: '100.00', memo: `PIX RECEBIDO ${a.invoice.number}` },
      { fitid: 'P-2', amount: reais(b.invoice.total_cents + 5_000), memo: `PIX ${txid(b.invoice.number)} EMPRESA` },
    ]);
    const res = await postOfx(file);
    expect(res.json()).toMatchObject({
      matched: [
        { fitid: 'P-1', invoice_id: a.invoice.id, amount_cents: 10_000 },
        { fitid: 'P-2', invoice_id: b.invoice.id, amount_cents: b.invoice.total_cents },
      ],
      waiting: [{ fitid: 'P-2', amount_cents: b.invoice.total_cents + 5_000, left_cents: 5_000 }],
    });
    expect(await row(a.invoice.id)).toEqual({ status: 'aberta', received_cents: 10_000, paid_on: null });
    expect(await row(b.invoice.id)).toEqual({
      status: 'paga',
      received_cents: b.invoice.total_cents,
      paid_on: '2026-11-25',
    });
    // The member and staff see Recebido and Saldo; staff see the line that paid it.
    const detail = (await as(a.who, 'GET', `/api/invoices/${a.invoice.id}`)).json();
    expect(detail).toMatchObject({
      status: 'aberta',
      received_cents: 10_000,
      balance_cents: a.invoice.total_cents - 10_000,
    });
    // The Pix asks for what is left to pay.
    expect(parsePix(detail.pix_code)).toMatchObject({ transactionAmount: (a.invoice.total_cents - 10_000) / 100 });
    const item = (await asStaff('GET', `/api/admin/invoices/${a.invoice.id}`)).json();
    expect(item).toMatchObject({ received_cents: 10_000, balance_cents: a.invoice.total_cents - 10_000 });
    expect(item.payments).toEqual([
      {
        id: expect.any(Number),
        amount_cents: 10_000,
        paid_on: '2026-11-25',
        method: 'pix',
        note: `PIX RECEBIDO ${a.invoice.number}`,
        line: {
          id: expect.any(Number),
          date: '2026-11-25',
          name: '',
          fitid: 'P-1',
          memo: `PIX RECEBIDO ${a.invoice.number}`,
        },
        recorded_by: expect.any(String),
        recorded_at: '2026-11-26T15:00:00.000Z',
      },
    ]);

    // Staff assign the rest of P-2 by the invoice's number; wrong numbers are told.
    const rest = (await asStaff('GET', '/api/admin/statements'))
      .json()
      .lines.find((l: { fitid: string }) => l.fitid === 'P-2');
    const assign = (body: object) => asStaff('POST', '/api/admin/statements/assign', { line_id: rest.id, ...body });
    expect((await assign({ invoice_number: '2026-999999' })).json()).toEqual({
      message: 'Não há fatura de número 2026-999999. Confira o número.',
      code: 'INVOICE_NUMBER_NOT_FOUND',
    });
    const malformed = await assign({ invoice_number: '4' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Informe o número da fatura como aparece nela (por exemplo, 2026-000004).');
    expect((await assign({ invoice_number: b.invoice.number })).json()).toEqual({
      message: `A fatura ${b.invoice.number} não está em aberto: já foi paga ou cancelada.`,
      code: 'INVOICE_NUMBER_NOT_OPEN',
    });
    expect((await assign({ invoice_number: a.invoice.number, amount_cents: 5_001 })).json()).toEqual({
      message: 'O valor é maior que o que resta deste crédito (R$ 50,00).',
      code: 'STATEMENT_LINE_ABOVE',
    });
    const assigned = await assign({ invoice_number: a.invoice.number });
    expect(assigned.json().invoice).toMatchObject({
      id: a.invoice.id,
      status: 'aberta',
      received_cents: 15_000,
      balance_cents: a.invoice.total_cents - 15_000,
    });

    // A partially paid invoice is not cancelled: its payments are undone first.
    const cancel = await asStaff('POST', `/api/admin/invoices/${a.invoice.id}/cancel`, { reason: 'Teste' });
    expect(cancel.json().code).toBe('INVOICE_HAS_PAYMENTS');

    // By hand: never more than the balance; part of it; then the balance by default.
    const balance = a.invoice.total_cents - 15_000;
    const pay = (body: object) =>
      asStaff('POST', `/api/admin/invoices/${a.invoice.id}/payment`, {
        paid_on: '2026-11-26',
        method: 'dinheiro',
        ...body,
      });
    const above = await pay({ amount_cents: balance + 1 });
    expect(above.statusCode).toBe(409);
    expect(above.json().code).toBe('PAYMENT_ABOVE_BALANCE');
    expect(above.json().message).toContain(
      `(R$ ${Math.floor(balance / 100)},${String(balance % 100).padStart(2, '0')})`,
    );
    expect((await pay({ amount_cents: 0 })).statusCode).toBe(400);
    expect((await pay({ amount_cents: 1_000 })).json().invoice).toMatchObject({
      status: 'aberta',
      received_cents: 16_000,
    });
    const settled = (await pay({})).json().invoice;
    expect(settled).toMatchObject({ status: 'paga', received_cents: a.invoice.total_cents, balance_cents: 0 });
    expect(
      settled.payments.map((p: { amount_cents: number; line: unknown }) => [p.amount_cents, p.line === null]),
    ).toEqual([
      [10_000, false],
      [5_000, false],
      [1_000, true],
      [balance - 1_000, true],
    ]);
    expect(settled.payments[2].recorded_by).toEqual(expect.any(String));

    // Undo removes every payment; the lines' amounts wait for staff again.
    const before = await waitingCount();
    const undone = (await asStaff('DELETE', `/api/admin/invoices/${a.invoice.id}/payment`)).json().invoice;
    expect(undone).toMatchObject({
      status: 'aberta',
      received_cents: 0,
      balance_cents: a.invoice.total_cents,
      payments: [],
    });
    expect(await waitingCount()).toBe(before + 2);
    const lines = (await asStaff('GET', '/api/admin/statements')).json().lines;
    expect(
      lines
        .filter((l: { fitid: string }) => l.fitid.startsWith('P-'))
        .map((l: { fitid: string; left_cents: number }) => [l.fitid, l.left_cents]),
    ).toEqual([
      ['P-2', 5_000],
      ['P-1', 10_000],
    ]);
    const audit = await app.db
      .selectFrom('audit')
      .select('action')
      .where('target', '=', `invoice:${a.invoice.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((x) => x.action)).toEqual([
      'invoice.issue',
      'invoice.pay',
      'invoice.pay',
      'invoice.pay',
      'invoice.pay',
      'invoice.unpay',
    ]);
  });

  it('pays only a payment dated from the issue to today, naming one invoice or the only balance of its amount', async () => {
    const c = await withInvoice();
    const d = await withInvoice();
    await asStaff('POST', `/api/admin/invoices/${d.invoice.id}/payment`, { paid_on: '2026-11-24', method: 'pix' });
    const total = reais(c.invoice.total_cents);
    const file = ofxStatement([
      { fitid: 'M-OLD', amount: total, date: '2016-12-08', memo: 'TED 2016' },
      { fitid: 'M-FUT', amount: total, date: '2027-01-04', memo: 'TED 2027' },
      { fitid: 'M-EST', amount: total, memo: 'ESTORNO PIX' },
      { fitid: 'M-RES', amount: total, memo: 'RESGATE CDB' },
      { fitid: 'M-REN', amount: total, memo: 'RENDIMENTOS' },
      { fitid: 'M-OWN', amount: total, memo: 'TRANSF MESMA TITULARIDADE' },
      { fitid: 'M-CPF', amount: '1.00', memo: `PIX CPF 0${txid(c.invoice.number)}` },
      { fitid: 'M-OTH', amount: total, memo: `PIX ${txid(d.invoice.number)}` },
      { fitid: 'M-OK', amount: total, memo: 'TED RECEBIDA' },
    ]);
    const answer = (await postOfx(file)).json();
    expect(answer.matched).toEqual([
      expect.objectContaining({ fitid: 'M-OK', invoice_id: c.invoice.id, amount_cents: c.invoice.total_cents }),
    ]);
    expect(answer.waiting.map((l: { fitid: string }) => l.fitid)).toEqual(['M-OLD', 'M-FUT', 'M-CPF', 'M-OTH']);
    expect(
      answer.set_aside.map((l: { fitid: string; set_aside: { reason: string } }) => [l.fitid, l.set_aside.reason]),
    ).toEqual([
      ['M-EST', 'Estorno ou devolução: não é pagamento de fatura.'],
      ['M-RES', 'Resgate de aplicação: não é pagamento de fatura.'],
      ['M-REN', 'Rendimento ou juros: não é pagamento de fatura.'],
      ['M-OWN', 'Transferência entre contas próprias: não é pagamento de fatura.'],
    ]);
    expect(await row(c.invoice.id)).toEqual({
      status: 'paga',
      received_cents: c.invoice.total_cents,
      paid_on: '2026-11-25',
    });
    // A line dated after today is not assigned either.
    const fut = answer.waiting.find((l: { fitid: string }) => l.fitid === 'M-FUT');
    const e = await withInvoice();
    const early = await asStaff('POST', '/api/admin/statements/assign', {
      line_id: fut.id,
      invoice_number: e.invoice.number,
    });
    expect(early.json()).toEqual({
      message: 'Este crédito tem data posterior a hoje: ele não pode pagar uma fatura.',
      code: 'STATEMENT_LINE_FUTURE',
    });

    // Set aside by the import: listed apart, by "Importação", and brought back.
    const aside = (await asStaff('GET', '/api/admin/statements?list=set_aside')).json();
    expect(aside.set_aside_count).toBe(4);
    const badList = await asStaff('GET', '/api/admin/statements?list=todas&page=0');
    expect(badList.statusCode).toBe(400);
    expect(badList.json().message).toMatch(/^(Escolha a lista|Informe a página)/);
    expect(aside.lines[0].set_aside).toMatchObject({ by: 'Importação' });
    const waitingBefore = aside.waiting_count;
    const est = answer.set_aside[0];
    const back = await asStaff('POST', '/api/admin/statements/restore', { line_id: est.id });
    expect(back.json()).toMatchObject({
      message: 'O crédito voltou aos créditos a conciliar.',
      line: { set_aside: null },
    });
    expect((await asStaff('POST', '/api/admin/statements/restore', { line_id: est.id })).json().code).toBe(
      'STATEMENT_LINE_NOT_SET_ASIDE',
    );
    expect(await waitingCount()).toBe(waitingBefore + 1);
    // Staff set it aside again with their reason.
    const noReason = await asStaff('POST', '/api/admin/statements/set-aside', { line_id: est.id, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const put = await asStaff('POST', '/api/admin/statements/set-aside', {
      line_id: est.id,
      reason: 'Devolvido ao pagador',
    });
    expect(put.json()).toMatchObject({
      message: 'Crédito posto de lado.',
      line: { set_aside: { reason: 'Devolvido ao pagador', by: expect.any(String) } },
    });
    expect(
      (await asStaff('POST', '/api/admin/statements/set-aside', { line_id: est.id, reason: 'De novo' })).json().code,
    ).toBe('STATEMENT_LINE_NOT_WAITING');
    expect(
      (await asStaff('POST', '/api/admin/statements/set-aside', { line_id: 999999, reason: 'x' })).statusCode,
    ).toBe(404);
    expect(await waitingCount()).toBe(waitingBefore);
  });

  it('suggests the accounts a line names and the invoices of its balance, accent- and case-blind', async () => {
    const f = await withInvoice();
    const who = await app.db
      .selectFrom('users')
      .leftJoin('companies', 'companies.user_id', 'users.id')
      .select(['users.name', 'users.lastname', 'companies.name as company'])
      .where('users.id', '=', f.who.id)
      .executeTakeFirstOrThrow();
    const shout = `${who.name} ${who.lastname}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    await postOfx(ofxStatement([{ fitid: 'S-NAME', amount: '7.77', memo: `PIX DE ${shout}` }]));
    const lines = (await asStaff('GET', '/api/admin/statements')).json().lines;
    const line = lines.find((l: { fitid: string }) => l.fitid === 'S-NAME');
    expect(line.suggestions).toContainEqual(
      expect.objectContaining({ invoice_id: f.invoice.id, number: f.invoice.number, reason: 'name' }),
    );
  });

  it('keeps each credit of a repeated FITID, and under 20 parallel imports writes each line and pays each invoice once', async () => {
    const g = await withInvoice();
    const h = await withInvoice();
    const k = await withInvoice();
    const before = await waitingCount();
    // Banco Inter: the FITID is the day and the bank code, the same for every credit of the day.
    const fitid = '20261125077';
    const file = ofxStatement([
      { fitid, amount: reais(g.invoice.total_cents), memo: `PIX ${txid(g.invoice.number)}` },
      { fitid, amount: reais(h.invoice.total_cents), memo: `PIX ${txid(h.invoice.number)}` },
      { fitid, amount: '12.34', memo: 'PIX RECEBIDO' },
      { fitid, amount: '12.34', memo: 'PIX RECEBIDO' },
      { fitid: 'R-K', amount: reais(k.invoice.total_cents), memo: 'TED' },
    ]);
    const answers = (await Promise.all(Array.from({ length: 20 }, () => postOfx(file)))).map((r) => r.json());
    const lines = await app.db
      .selectFrom('statement_lines')
      .select('amount_cents')
      .where('fitid', '=', fitid)
      .execute();
    expect(lines.map((l) => l.amount_cents).sort((x, y) => x - y)).toEqual(
      [1_234, 1_234, g.invoice.total_cents, h.invoice.total_cents].sort((x, y) => x - y),
    );
    expect(
      answers
        .flatMap((a) => a.matched)
        .map((m: { invoice_id: number }) => m.invoice_id)
        .sort(),
    ).toEqual([g.invoice.id, h.invoice.id, k.invoice.id].sort());
    expect(answers.reduce((n, a) => n + 5 - a.already.length, 0)).toBe(5);
    for (const x of [g, h, k]) {
      expect(await row(x.invoice.id)).toMatchObject({ status: 'paga', received_cents: x.invoice.total_cents });
      const paid = await app.db.selectFrom('payments').select('id').where('invoice_id', '=', x.invoice.id).execute();
      expect(paid).toHaveLength(1);
    }
    expect(await waitingCount()).toBe(before + 2);
    const again = (await postOfx(file)).json();
    expect(again).toMatchObject({ matched: [], waiting: [], already: [fitid, fitid, fitid, fitid, 'R-K'] });
    expect(again.waiting_count).toBe(before + 2);
  });

  it('recognises a line imported before the ledger by its FITID, date and amount', async () => {
    await app.db
      .insertInto('statement_lines')
      .values({
        line_key: 'fitid:LEG-1',
        account: '',
        fitid: 'LEG-1',
        posted_on: '2026-11-25',
        amount_cents: 5_000,
        memo: 'TED',
        name: '',
        refnum: '',
        kind: '',
        imported_at: '2026-11-25T10:00:00.000Z',
        imported_by: null,
        set_aside_at: null,
        set_aside_by: null,
        set_aside_reason: null,
        posted_at: null,
      })
      .execute();
    const answer = (
      await postOfx(
        ofxStatement([
          { fitid: 'LEG-1', amount: '50.00', memo: 'TED' },
          { fitid: 'LEG-1', amount: '60.00', memo: 'TED' },
        ]),
      )
    ).json();
    expect(answer.already).toEqual(['LEG-1']);
    expect(answer.waiting.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([6_000]);
  });

  it('keeps the money records of an anonymised person, the lines that paid them without memo, their name out of payment notes', async () => {
    const m = await withInvoice();
    const who = await app.db
      .selectFrom('users')
      .select(['name', 'lastname'])
      .where('id', '=', m.who.id)
      .executeTakeFirstOrThrow();
    const full = `${who.name} ${who.lastname}`;
    await postOfx(ofxStatement([{ fitid: 'ANON-1', amount: '1.00', memo: `PIX ${txid(m.invoice.number)} ${full}` }]));
    await asStaff('POST', `/api/admin/invoices/${m.invoice.id}/payment`, {
      paid_on: '2026-11-26',
      method: 'dinheiro',
      amount_cents: 500,
      note: `Entregue por ${full}`,
    });
    expect((await asStaff('POST', `/api/admin/users/${m.who.id}/anonymize`)).statusCode).toBe(200);
    const line = await app.db
      .selectFrom('statement_lines')
      .select('memo')
      .where('fitid', '=', 'ANON-1')
      .executeTakeFirstOrThrow();
    // The line paid the person's invoice: its memo goes whole, whatever the bank wrote (M4); the
    // payment keeps its link to the line, so the reconciliation stays.
    expect(line.memo).toBe('[removido]');
    const notes = await app.db
      .selectFrom('payments')
      .select(['amount_cents', 'note'])
      .where('invoice_id', '=', m.invoice.id)
      .orderBy('id')
      .execute();
    expect(notes).toEqual([
      { amount_cents: 100, note: '[removido]' },
      { amount_cents: 500, note: 'Entregue por [removido]' },
    ]);
  });

  it('reads txids bounded by non-digits, and tells payments from what is not one', () => {
    expect(txidsIn({ memo: 'PIX 2026000123 ANA', name: '', refnum: '' })).toEqual(['2026000123']);
    expect(txidsIn({ memo: 'FATURA 2026-000123', name: '', refnum: '' })).toEqual(['2026000123']);
    expect(txidsIn({ memo: 'CPF 12026000123', name: '20260001234', refnum: '' })).toEqual([]);
    expect(txidsIn({ memo: 'RECEBIMENTO PIX', name: '', refnum: 'TX2026000123' })).toEqual(['2026000123']);
    // The number's format and the txid's pattern live together: an issued number is found again.
    const number = invoiceNumber(2026, 123);
    expect(findTxids(`PIX ${txidOf(number)}`).map(numberOfTxid)).toEqual([number]);
    expect(findTxids(`FATURA ${number}`).map(numberOfTxid)).toEqual([number]);
    const credit = { memo: 'CREDITO', name: '', kind: 'CREDIT' };
    expect(notPaymentReason(credit)).toBeNull();
    expect(notPaymentReason({ ...credit, kind: 'INT' })).toBe('asideInterest');
    expect(notPaymentReason({ ...credit, kind: 'DIV' })).toBe('asideInterest');
    expect(notPaymentReason({ ...credit, memo: 'DEVOLUÇÃO PIX' })).toBe('asideReversal');
    expect(notPaymentReason({ ...credit, memo: 'Resgate RDB' })).toBe('asideRedemption');
    expect(notPaymentReason({ ...credit, name: 'Transferência entre contas' })).toBe('asideOwnTransfer');
    const base = {
      account: '1',
      fitid: 'X',
      occurrence: 1,
      posted_at: null,
      date: '2026-11-25',
      amount_cents: 100,
      memo: 'PIX',
      name: '',
      refnum: '',
      kind: '',
    };
    const [k1, k2, k3] = lineKeys([base, { ...base, occurrence: 2 }, { ...base, amount_cents: 200, occurrence: 3 }]);
    expect(new Set([k1, k2, k3]).size).toBe(3);
    // The identical credit keeps its key when a later export adds another credit of the FITID.
    expect(lineKeys([{ ...base, amount_cents: 200 }, base])[1]).toBe(k1);
  });
});
