import { adminMessages } from '@arena/shared/admin-messages';
import type { AdminInvoiceItem } from '@arena/shared/schemas/invoices';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { staff } from '../../../../test/fixtures';
import { label } from '../../../../test/label';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, server } from '../../../../test/server';
import AdminFinanceRoute from './finance';

const open: AdminInvoiceItem = {
  id: 7,
  number: '2026-000007',
  month: '2026-12',
  total_cents: 48_900,
  due_date: '2026-12-10',
  status: 'aberta',
  overdue: false,
  paid_notice: true,
  replaces: null,
  replaced_by: null,
  received_cents: 0,
  balance_cents: 48_900,
  account_id: 3,
  manager: 'Ana Souza',
  email: 'ana@empresa.test',
  company: 'Empresa Ana',
  paid_on: null,
  paid_method: null,
  paid_by: null,
  cancel_reason: null,
  nfse_number: null,
  lines: [
    { description: 'Plano Arena Dedicada — dezembro de 2026', quantity: 1, unit_cents: 39_900, total_cents: 39_900 },
    { description: 'Horas excedentes', quantity: 1.5, unit_cents: 6_000, total_cents: 9_000 },
  ],
  payments: [],
};
const totals = {
  month: '2026-12',
  issued_cents: 48_900,
  received_cents: 0,
  open_cents: 48_900,
  overdue_cents: 0,
  count: 1,
};

/** Financeiro's correction (docs/product.md#corrections): the old lines to start from, edited and sent. */
describe('correcting an invoice in Financeiro', () => {
  it('starts from the invoice’s lines, and sends the edited ones in centavos (a discount negative)', async () => {
    server.use(
      http.get('/api/admin/invoices', () => HttpResponse.json({ totals, invoices: [open] })),
      http.get('/api/admin/statements', () =>
        HttpResponse.json({ lines: [], waiting_count: 0, set_aside_count: 0, page: 1, page_size: 50 }),
      ),
      http.post('/api/admin/invoices/7/correct', () =>
        HttpResponse.json({
          message: adminMessages.invoiceCorrected('2026-000008'),
          invoice: { ...open, id: 8, number: '2026-000008', replaces: '2026-000007' },
        }),
      ),
    );
    renderApp(<AdminFinanceRoute />, { path: '/admin/finance', entry: '/admin/finance?month=2026-12', user: staff });
    const card = (await screen.findByText('2026-000007')).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: adminMessages.financeCorrect }));
    const form = within(card).getByRole('group', { name: adminMessages.financeCorrect });
    const units = within(form).getAllByLabelText(label(adminMessages.financeCorrectUnit));
    expect(units.map((u) => (u as HTMLInputElement).value)).toEqual(['399,00', '60,00']);
    await userEvent.clear(units[1] as HTMLElement);
    await userEvent.type(units[1] as HTMLElement, '-50');
    await userEvent.click(within(form).getByRole('button', { name: adminMessages.financeCorrectAddLine }));
    const descriptions = within(form).getAllByLabelText(label(adminMessages.financeCorrectDescription));
    await userEvent.type(descriptions[2] as HTMLElement, 'Taxa de cartão');
    const lastUnit = within(form).getAllByLabelText(label(adminMessages.financeCorrectUnit))[2] as HTMLElement;
    await userEvent.type(lastUnit, '1.000,5');
    await userEvent.type(within(form).getByLabelText(label(adminMessages.financeCorrectReason)), 'Desconto combinado');
    await userEvent.click(within(form).getByRole('button', { name: adminMessages.financeCorrectSubmit }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(adminMessages.invoiceCorrected('2026-000008'));
    expect(await sentBodies('POST /admin/invoices/7/correct')).toEqual([
      {
        reason: 'Desconto combinado',
        lines: [
          { description: 'Plano Arena Dedicada — dezembro de 2026', quantity: 1, unit_cents: 39_900 },
          { description: 'Horas excedentes', quantity: 1.5, unit_cents: -5_000 },
          { description: 'Taxa de cartão', quantity: 1, unit_cents: 100_050 },
        ],
      },
    ]);
  });
});
