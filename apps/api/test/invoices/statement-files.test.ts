import { STATEMENT_ANSWER_LINES, STATEMENT_MAX_BYTES } from '@arena/shared/invoices/statement-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';
import { credit, ofxDocument, ofxStatement } from './ofx-files.ts';

/**
 * Real banks' statement files through `POST /admin/statements` (docs/product.md#financeiro,
 * decision 033): a hostile memo and a 10 MB file are answered at once, and other requests are
 * answered meanwhile; a file of several OFX documents pays from each. Today is 2026-11-23.
 */
describe('statement files through the API', () => {
  let app: TestApp;
  const { pricedPlan } = invoiceSteps(() => app);
  let price = 41_000;

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** An open invoice of a total no other has. */
  const openInvoice = async () => {
    price += 300;
    const plan = await pricedPlan({ monthly_price_cents: price });
    const who = await activeManager(app, { plan: plan.name });
    return app.db.selectFrom('invoices').selectAll().where('account_id', '=', who.id).executeTakeFirstOrThrow();
  };
  const reais = (cents: number) => (cents / 100).toFixed(2);

  /**
   * Posts the file and, until it is answered, asks for /api/health again and again: the answer,
   * the slowest health answer (from when it was due) and how long the import took.
   */
  async function importBesideHealth(file: string | Buffer) {
    staff ??= await staffToken(app);
    const started = performance.now();
    let answered = false;
    const answer = app
      .inject({
        method: 'POST',
        url: '/api/admin/statements',
        body: file,
        headers: { 'content-type': 'application/x-ofx', authorization: `Bearer ${staff}` },
      })
      .finally(() => (answered = true));
    const healthMs: number[] = [];
    do {
      // A request due 2 ms from now: how long it really waits, a blocked event loop included.
      const due = performance.now() + 2;
      await new Promise((resolve) => setTimeout(resolve, 2));
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      healthMs.push(performance.now() - due);
    } while (!answered);
    const res = await answer;
    return { res, slowestHealthMs: Math.max(...healthMs), totalMs: performance.now() - started };
  }
  let staff: string | undefined;

  it('imports a memo of < and digits at once, answering health meanwhile', async () => {
    const invoice = await openInvoice();
    const file = ofxStatement([
      { fitid: 'ADV-30', amount: reais(invoice.total_cents), date: '2026-11-23', memo: '<' + '1'.repeat(30) },
      { fitid: 'ADV-10K', amount: '1.23', date: '2026-11-23', memo: '<' + '9'.repeat(10_000) },
    ]);
    const { res, slowestHealthMs, totalMs } = await importBesideHealth(file);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.matched).toEqual([
      expect.objectContaining({ fitid: 'ADV-30', invoice_id: invoice.id, amount_cents: invoice.total_cents }),
    ]);
    expect(answer.waiting).toEqual([
      expect.objectContaining({ fitid: 'ADV-10K', amount_cents: 123, date: '2026-11-23', memo: '<' + '9'.repeat(999) }),
    ]);
    expect(slowestHealthMs).toBeLessThan(1_000);
    expect(totalMs).toBeLessThan(5_000);
  });

  it('refuses 1 MB of < and garbage with 400 at once, answering health meanwhile', async () => {
    for (const file of [
      '<'.repeat(2 ** 20),
      Buffer.from(Array.from({ length: 2 ** 16 }, (_, i) => (i * 7919) % 256)),
    ]) {
      const { res, slowestHealthMs } = await importBesideHealth(file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'STATEMENT_INVALID' });
      expect(slowestHealthMs).toBeLessThan(1_000);
    }
  });

  it('pays from every document of a file that holds several (Bradesco)', async () => {
    const [a, b] = [await openInvoice(), await openInvoice()];
    const when = { DTPOSTED: '20261123100000[-3:BRT]', MEMO: 'TED RECEBIDA' };
    const file =
      ofxDocument({
        account: { bank: '237', branch: '1', acct: '10' },
        transactions: [credit('DOC1', reais(a.total_cents), when)],
      }) +
      ofxDocument({
        account: { bank: '237', branch: '1', acct: '20' },
        transactions: [credit('DOC2', reais(b.total_cents), when)],
      });
    const { res } = await importBesideHealth(file);
    expect(res.statusCode).toBe(200);
    expect(res.json().matched).toEqual([
      expect.objectContaining({ fitid: 'DOC1', invoice_id: a.id }),
      expect.objectContaining({ fitid: 'DOC2', invoice_id: b.id }),
    ]);
  });

  it('imports 3,000 credits, answering health meanwhile (SQLite answers without I/O)', async () => {
    const lines = Array.from({ length: 3_000 }, (_, i) =>
      credit(`MANY${i}`, `0.${String((i % 98) + 1).padStart(2, '0')}`),
    );
    const { res, slowestHealthMs } = await importBesideHealth(ofxDocument({ transactions: lines }));
    expect(res.statusCode).toBe(200);
    // Counted, and listed up to STATEMENT_ANSWER_LINES: the rest is read a page at a time.
    expect(res.json().counts).toEqual({ matched: 0, already: 0, waiting: 3_000, set_aside: 0 });
    expect(res.json().waiting).toHaveLength(STATEMENT_ANSWER_LINES);
    expect(res.json().waiting[0]).toMatchObject({ fitid: 'MANY0' });
    expect(slowestHealthMs).toBeLessThan(1_000);
  });

  it('reads a file near the 10 MB limit, answering health meanwhile', async () => {
    const debit = (i: number) =>
      credit(`D${i}`, `-${(i % 500) + 1}.00`, { TRNTYPE: 'DEBIT', MEMO: `PAGAMENTO BOLETO ${i}` });
    const lines = Array.from({ length: 74_000 }, (_, i) => (i === 37_000 ? credit('ONLY', '1.11') : debit(i)));
    const file = ofxDocument({ transactions: lines });
    expect(file.length).toBeGreaterThan(10_000_000);
    expect(file.length).toBeLessThan(STATEMENT_MAX_BYTES);
    const { res, slowestHealthMs } = await importBesideHealth(file);
    expect(res.statusCode).toBe(200);
    expect(res.json().waiting).toEqual([
      expect.objectContaining({ fitid: 'ONLY', amount_cents: 111, date: '2026-11-25', memo: 'PIX RECEBIDO' }),
    ]);
    expect(slowestHealthMs).toBeLessThan(1_000);
  });
});
