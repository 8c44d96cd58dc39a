import { commonWords } from '@arena/shared/contract/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';

type Row = { id: number; status: string; total_cents: number; received_cents: number; balance_cents: number };
type Page = { totals: Record<string, unknown>; invoices: Array<Row & Record<string, unknown>> };

/**
 * Financeiro's month a page at a time (issue 34, docs/product.md#financeiro): newest first with
 * `before`, by status on the server, the whole month's totals summed by the database on every
 * page, and an invoice's lines, payments, Pix and NFS-e only when staff open it. Seven managers
 * approved on Monday 2026-11-23 each have a pro-rata invoice due 2026-11-28; one is paid, one
 * paid in part, one cancelled; the month is then read on 2026-11-30, the open ones overdue.
 */
describe('Financeiro’s month, paged', () => {
  let app: TestApp;
  const { asStaff, pricedPlan } = invoiceSteps(() => app);
  const ids: number[] = [];
  let partial = 0;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    for (let i = 0; i < 7; i += 1) {
      const plan = await pricedPlan({ monthly_price_cents: 30_000 + i * 300 });
      const who = await activeManager(app, { plan: plan.name });
      const { id } = await app.db
        .selectFrom('invoices')
        .select('id')
        .where('account_id', '=', who.id)
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    const [paid, part, cancelled] = ids as [number, number, number];
    partial = part;
    const pay = (id: number, body: object) =>
      asStaff('POST', `/api/admin/invoices/${id}/payment`, { paid_on: '2026-11-23', method: 'pix', ...body });
    expect((await pay(paid, {})).statusCode).toBe(200);
    expect((await pay(part, { amount_cents: 1_000 })).statusCode).toBe(200);
    const cancel = await asStaff('POST', `/api/admin/invoices/${cancelled}/cancel`, { reason: 'Emitida por engano' });
    expect(cancel.statusCode).toBe(200);
    app.clock.set('2026-11-30T13:00:00.000Z');
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every page of `query`, following `before` from the last row of each. */
  const walk = async (query: string) => {
    const pages: Page[] = [];
    let before = '';
    for (;;) {
      const res = await asStaff('GET', `/api/admin/invoices?month=2026-11&${query}${before}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as Page;
      pages.push(page);
      const last = page.invoices.at(-1);
      if (!last) break;
      before = `&before=${last.id}`;
    }
    return pages;
  };

  it('answers the month newest first, a page at a time, every invoice once, without what opening loads', async () => {
    const pages = await walk('limit=3');
    expect(pages.map((p) => p.invoices.length)).toEqual([3, 3, 1, 0]);
    const seen = pages.flatMap((p) => p.invoices.map((i) => i.id));
    expect(seen).toEqual([...ids].sort((a, b) => b - a));
    for (const row of pages.flatMap((p) => p.invoices)) {
      for (const opened of ['lines', 'payments', 'pix_charge', 'pix_received', 'nfse', 'paid_by', 'bill_to_address'])
        expect(row).not.toHaveProperty(opened);
    }
  });

  it('sums the whole month in the database, the same on every page and whatever the status asked', async () => {
    const rows = (await walk('limit=200'))[0]?.invoices ?? [];
    const live = rows.filter((r) => r.status !== 'cancelada');
    const sum = (list: Row[], of: (r: Row) => number) => list.reduce((s, r) => s + of(r), 0);
    const open = live.filter((r) => r.status === 'aberta');
    const expected = {
      month: '2026-11',
      issued_cents: sum(live, (r) => r.total_cents),
      received_cents: sum(live, (r) => r.received_cents),
      open_cents: sum(open, (r) => r.balance_cents),
      // Due on 2026-11-28, read on the 30th: every open one is overdue.
      overdue_cents: sum(open, (r) => r.balance_cents),
      count: 6,
      by_status: { aberta: 5, paga: 1, cancelada: 1 },
    };
    expect(expected.received_cents).toBeGreaterThan(0);
    expect(open.every((r) => r.overdue === true)).toBe(true);
    for (const query of ['limit=2', 'limit=2&status=paga', 'status=cancelada']) {
      for (const page of await walk(query)) expect(page.totals).toEqual(expected);
    }
    app.clock.set('2026-11-25T13:00:00.000Z');
    const early = (await asStaff('GET', '/api/admin/invoices?month=2026-11')).json() as Page;
    expect(early.totals).toEqual({ ...expected, overdue_cents: 0 });
    app.clock.set('2026-11-30T13:00:00.000Z');
  });

  it('filters by status on the server, paged', async () => {
    const pages = await walk('status=aberta&limit=2');
    const rows = pages.flatMap((p) => p.invoices);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.status === 'aberta')).toBe(true);
    expect(pages.map((p) => p.invoices.length)).toEqual([2, 2, 1, 0]);
  });

  it('opens one invoice with its lines and payments, as an action on it answers', async () => {
    const opened = await asStaff('GET', `/api/admin/invoices/${partial}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const item = opened.json();
    expect(item).toMatchObject({ id: partial, status: 'aberta', received_cents: 1_000, pix_received: [] });
    expect(item.lines.length).toBeGreaterThan(0);
    expect(item.payments).toEqual([expect.objectContaining({ amount_cents: 1_000, method: 'pix' })]);
    const nfse = await asStaff('PATCH', `/api/admin/invoices/${partial}`, { nfse_number: '' });
    expect(nfse.json().invoice).toEqual(item);
    const missing = await asStaff('GET', '/api/admin/invoices/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Fatura não encontrada.', code: 'INVOICE_NOT_FOUND' });
  });

  it('refuses a bad page in pt-BR', async () => {
    for (const query of ['limit=0', 'limit=201', 'limit=dois', 'before=abc', 'before=-1']) {
      const res = await asStaff('GET', `/api/admin/invoices?month=2026-11&${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toBe(commonWords.invalidInput);
    }
  });
});
