import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentUrls, server } from '../../../../test/server';
import { month, open, opened, totals } from './finance-fixtures';
import AdminFinanceRoute from './invoices';

const noLines = { lines: [], waiting_count: 0, set_aside_count: 0, page: 1, page_size: 50 };
const quiet = [
  http.get('/api/admin/pix/unknown', () => HttpResponse.json({ pix: [] })),
  http.get('/api/admin/statements', () => HttpResponse.json(noLines)),
];

/**
 * Financeiro's month a page at a time (issue 34): the totals the server summed, 50 invoices and
 * "Mostrar mais faturas" for the next (`before` the last one shown), the status asked of the server,
 * and an invoice's payments, Pix and actions loaded when it is opened.
 */
describe('Financeiro’s month, a page at a time', () => {
  it('shows the server’s totals, asks the next page before the last invoice shown, and the status of the server', async () => {
    const row = (id: number) => {
      const { lines: _l, payments: _p, pix_charge: _c, pix_received: _r, nfse: _n, paid_by: _b, ...rest } = open;
      const { bill_to_address: _a, ...shown } = rest;
      return { ...shown, id, number: `2026-${String(id).padStart(6, '0')}` };
    };
    const all = { ...totals, issued_cents: 5_100_000, count: 51, by_status: { aberta: 40, paga: 11, cancelada: 2 } };
    server.use(
      ...quiet,
      http.get('/api/admin/invoices', ({ request }) => {
        const asked = new URL(request.url).searchParams;
        const before = Number(asked.get('before') ?? 1000);
        const count = asked.get('status') === 'paga' ? 11 : 53;
        const ids = Array.from({ length: count }, (_, i) => 600 - i).filter((id) => id < before);
        return HttpResponse.json({ totals: all, invoices: ids.slice(0, 50).map(row) });
      }),
    );
    renderApp(<AdminFinanceRoute />, { path: '/admin/finance', entry: '/admin/finance?month=2026-12', user: staff });
    expect(await screen.findByText('2026-000600')).toBeVisible();
    expect(screen.getByText('R$ 51.000,00')).toBeVisible();
    expect(screen.getByText(invoicesStaffWords.financeShowing(50, 53))).toBeVisible();
    // The payments and Pix of 50 invoices are not asked until one is opened.
    expect(sentUrls().filter((u) => /\/admin\/invoices\/\d+$/.test(u))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: invoicesStaffWords.financeLoadMore }));
    expect(await screen.findByText('2026-000548')).toBeVisible();
    expect(sentUrls()).toContain('/api/admin/invoices?month=2026-12&limit=50&before=551');
    expect(screen.getByText(invoicesStaffWords.financeShowing(53, 53))).toBeVisible();
    expect(screen.queryByRole('button', { name: invoicesStaffWords.financeLoadMore })).toBeNull();
    const filter = screen.getByRole('combobox', { name: new RegExp(invoicesStaffWords.financeFilter) });
    expect(within(filter).getByRole('option', { name: 'Paga (11)' })).toBeInTheDocument();
    await userEvent.selectOptions(filter, 'paga');
    await screen.findByText(invoicesStaffWords.financeShowing(11, 11));
    expect(sentUrls()).toContain('/api/admin/invoices?month=2026-12&limit=50&status=paga');
  });

  it('loads what paid an invoice, its Pix and its actions when it is opened, and closes it', async () => {
    const paid = {
      ...open,
      pix_charge: { state: 'concluida' as const, txid: 'arena7txid', last_error: null, refused: false },
      pix_received: [
        {
          end_to_end_id: 'E1234',
          txid: 'arena7txid',
          amount_cents: 48_900,
          applied_cents: 48_900,
          refunded_cents: 0,
          payer_name: 'Ana Souza',
          payer_document: null,
          received_at: '2026-12-02T12:00:00.000Z',
        },
      ],
    };
    server.use(...quiet, ...month(paid));
    renderApp(<AdminFinanceRoute />, { path: '/admin/finance', entry: '/admin/finance?month=2026-12', user: staff });
    const card = (await screen.findByText('2026-000007')).closest('li') as HTMLElement;
    expect(within(card).queryByRole('button', { name: invoicesStaffWords.financeMarkPaid })).toBeNull();
    await opened('2026-000007');
    expect(sentUrls()).toContain('/api/admin/invoices/7');
    expect(card).toHaveTextContent(invoicesStaffWords.pixChargeStates.concluida);
    expect(within(card).getByRole('list', { name: invoicesStaffWords.pixReceivedLabel })).toHaveTextContent('E1234');
    expect(within(card).getByRole('button', { name: invoicesStaffWords.financeMarkPaid })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: invoicesStaffWords.financeCloseInvoice }));
    expect(within(card).queryByRole('button', { name: invoicesStaffWords.financeMarkPaid })).toBeNull();
  });
});
