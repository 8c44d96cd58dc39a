import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, server } from '../../../../test/server';
import AdminFinanceRoute from './invoices';

/** The test config's today is 2026-03-02: March is the current month. */
const totals = (month: string) => ({
  month,
  issued_cents: 0,
  received_cents: 0,
  open_cents: 0,
  overdue_cents: 0,
  count: 0,
  by_status: { aberta: 0, paga: 0, cancelada: 0 },
});

function lists() {
  server.use(
    configHandler,
    http.get('/api/admin/invoices', ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      return HttpResponse.json({ totals: totals(month), invoices: [] });
    }),
    http.get('/api/admin/pix/unknown', () => HttpResponse.json({ pix: [] })),
    http.get('/api/admin/statements', () =>
      HttpResponse.json({ lines: [], waiting_count: 0, set_aside_count: 0, page: 1, page_size: 50 }),
    ),
    http.post('/api/admin/invoices/issue', () =>
      HttpResponse.json({ message: invoicesStaffWords.invoicesIssued(2, 0), issued: 2, existing: 0 }),
    ),
  );
}
const open = (month: string) =>
  renderApp(<AdminFinanceRoute />, { path: '/admin/finance', entry: `/admin/finance?month=${month}`, user: staff });

/** `Emitir faturas do mês` (docs/product.md#financeiro): the current month at once, an earlier one after a preview. */
describe('issuing a month in Financeiro', () => {
  it('issues the current month on one click', async () => {
    lists();
    open('2026-03');
    await userEvent.click(await screen.findByRole('button', { name: invoicesStaffWords.financeIssueMonth }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(invoicesStaffWords.invoicesIssued(2, 0));
    expect(await sentBodies('POST /admin/invoices/issue')).toEqual([{ month: '2026-03' }]);
  });

  it('shows an earlier month’s accounts and total first, and issues it only on the confirmation naming it', async () => {
    lists();
    server.use(
      http.post('/api/admin/invoices/issue/preview', () =>
        HttpResponse.json({
          month: '2026-02',
          accounts: [
            { account_id: 3, bill_to_name: 'Empresa Ana Ltda', total_cents: 39_900 },
            { account_id: 4, bill_to_name: 'Zélia Souza', total_cents: 12_345 },
          ],
          count: 2,
          total_cents: 52_245,
        }),
      ),
    );
    open('2026-02');
    await userEvent.click(await screen.findByRole('button', { name: invoicesStaffWords.financeIssueMonth }));
    const dialog = await screen.findByRole('dialog', {
      name: invoicesStaffWords.financeIssuePreviewTitle('fevereiro de 2026'),
    });
    expect(dialog).toHaveTextContent('Empresa Ana Ltda: R$ 399,00');
    expect(dialog).toHaveTextContent('Zélia Souza: R$ 123,45');
    expect(dialog).toHaveTextContent(invoicesStaffWords.financeIssuePreviewTotal(2, 'R$ 522,45'));
    expect(await sentBodies('POST /admin/invoices/issue/preview')).toEqual([{ month: '2026-02' }]);
    expect(await sentBodies('POST /admin/invoices/issue')).toEqual([]);
    // Going back issues nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: invoicesStaffWords.financeIssueCancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await sentBodies('POST /admin/invoices/issue')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: invoicesStaffWords.financeIssueMonth }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(
      within(again).getByRole('button', { name: invoicesStaffWords.financeIssueConfirm('fevereiro de 2026') }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(invoicesStaffWords.invoicesIssued(2, 0));
    expect(await sentBodies('POST /admin/invoices/issue')).toEqual([{ month: '2026-02', confirm: true }]);
  });

  it('offers no issue for a month not yet begun', async () => {
    lists();
    open('2026-04');
    expect(await screen.findByText(invoicesStaffWords.financeEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: invoicesStaffWords.financeIssueMonth })).toBeNull();
  });
});
