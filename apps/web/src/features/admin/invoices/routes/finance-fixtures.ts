import type { AdminInvoiceItem } from '@arena/shared/invoices/schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

/** Financeiro's test data (invoices.test.tsx, invoices-month.test.tsx): an open invoice of December and its month. */

export const open: AdminInvoiceItem = {
  id: 7,
  issued_at: '2026-12-01T03:05:00.000Z',
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
  nfse: null,
  lines: [
    { description: 'Plano Arena Dedicada — dezembro de 2026', quantity: 1, unit_cents: 39_900, total_cents: 39_900 },
    { description: 'Horas excedentes', quantity: 1.5, unit_cents: 6_000, total_cents: 9_000 },
  ],
  bill_to_name: 'Empresa Ana Ltda',
  bill_to_document: '11222333000181',
  bill_to_address: null,
  payments: [],
  pix_charge: null,
  pix_received: [],
};
export const totals = {
  month: '2026-12',
  issued_cents: 48_900,
  received_cents: 0,
  open_cents: 48_900,
  overdue_cents: 0,
  count: 1,
  by_status: { aberta: 1, paga: 0, cancelada: 0 },
};

/** The month's list answers rows (month-schemas.ts); opening one asks GET /admin/invoices/:id for the rest. */
export function month(...invoices: AdminInvoiceItem[]) {
  const rows = invoices.map(
    ({
      paid_by: _b,
      nfse: _n,
      lines: _l,
      bill_to_address: _a,
      payments: _p,
      pix_charge: _c,
      pix_received: _r,
      ...row
    }) => row,
  );
  return [
    http.get('/api/admin/invoices', () => HttpResponse.json({ totals, invoices: rows })),
    ...invoices.map((invoice) => http.get(`/api/admin/invoices/${invoice.id}`, () => HttpResponse.json(invoice))),
  ];
}

/** The card of invoice `number`, opened. */
export async function opened(number: string): Promise<HTMLElement> {
  const card = (await screen.findByText(number)).closest('li') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: invoicesStaffWords.financeOpenInvoice }));
  await within(card).findByRole('button', { name: invoicesStaffWords.financeCloseInvoice });
  await within(card).findByText(invoicesStaffWords.financeNfse);
  return card;
}
