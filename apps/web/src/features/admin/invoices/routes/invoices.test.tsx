import type { AdminInvoiceItem } from '@arena/shared/invoices/schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { commonWords } from '@arena/shared/contract/words';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configHandler, staff } from '../../../../test/fixtures';
import { label } from '../../../../test/label';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, server } from '../../../../test/server';
import AdminFinanceRoute from './invoices';
import { month, open, opened, totals } from './finance-fixtures';

/** Financeiro's correction (docs/product.md#corrections): the old lines to start from, edited and sent. */
describe('correcting an invoice in Financeiro', () => {
  it('starts from the invoice’s lines, and sends the edited ones in centavos (a discount negative)', async () => {
    server.use(
      ...month(open),
      http.get('/api/admin/pix/unknown', () => HttpResponse.json({ pix: [] })),
      http.get('/api/admin/statements', () =>
        HttpResponse.json({ lines: [], waiting_count: 0, set_aside_count: 0, page: 1, page_size: 50 }),
      ),
      http.post('/api/admin/invoices/7/correct', () =>
        HttpResponse.json({
          message: invoicesStaffWords.invoiceCorrected('2026-000008', 'R$ 1.324,50'),
          invoice: { ...open, id: 8, number: '2026-000008', replaces: '2026-000007' },
        }),
      ),
    );
    renderApp(<AdminFinanceRoute />, { path: '/admin/finance', entry: '/admin/finance?month=2026-12', user: staff });
    const card = await opened('2026-000007');
    await userEvent.click(within(card).getByRole('button', { name: invoicesStaffWords.financeCorrect }));
    const form = within(card).getByRole('group', { name: invoicesStaffWords.financeCorrect });
    const units = within(form).getAllByLabelText(label(invoicesStaffWords.financeCorrectUnit));
    expect(units.map((u) => (u as HTMLInputElement).value)).toEqual(['399,00', '60,00']);
    await userEvent.clear(units[1] as HTMLElement);
    await userEvent.type(units[1] as HTMLElement, '-50');
    await userEvent.click(within(form).getByRole('button', { name: invoicesStaffWords.financeCorrectAddLine }));
    const descriptions = within(form).getAllByLabelText(label(invoicesStaffWords.financeCorrectDescription));
    await userEvent.type(descriptions[2] as HTMLElement, 'Taxa de cartão');
    const lastUnit = within(form).getAllByLabelText(label(invoicesStaffWords.financeCorrectUnit))[2] as HTMLElement;
    await userEvent.type(lastUnit, '1.000,5');
    await userEvent.type(
      within(form).getByLabelText(label(invoicesStaffWords.financeCorrectReason)),
      'Desconto combinado',
    );
    await userEvent.click(within(form).getByRole('button', { name: invoicesStaffWords.financeCorrectSubmit }));
    // Asked first, with the new total (walk C11): 399,00 − 75,00 + 1.000,50.
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(invoicesStaffWords.financeConfirmCorrect('2026-000007', 'R$ 1.324,50'));
    await userEvent.click(within(ask).getByRole('button', { name: commonWords.yes }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      invoicesStaffWords.invoiceCorrected('2026-000008', 'R$ 1.324,50'),
    );
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

  it('shows who was billed, and prices an excedente line from its minutes as the server does', async () => {
    const twenty: AdminInvoiceItem = {
      ...open,
      lines: [
        open.lines[0] as AdminInvoiceItem['lines'][number],
        {
          description: 'Horas excedentes (0,33 h)',
          quantity: 0.33,
          unit_cents: 6_000,
          total_cents: 2_000,
          minutes: 20,
        },
      ],
    };
    server.use(
      ...month(twenty),
      http.get('/api/admin/pix/unknown', () => HttpResponse.json({ pix: [] })),
      http.get('/api/admin/statements', () =>
        HttpResponse.json({ lines: [], waiting_count: 0, set_aside_count: 0, page: 1, page_size: 50 }),
      ),
      http.post('/api/admin/invoices/7/correct', () =>
        HttpResponse.json({
          message: invoicesStaffWords.invoiceCorrected('2026-000008', 'R$ 369,97'),
          invoice: { ...twenty, id: 8 },
        }),
      ),
    );
    renderApp(<AdminFinanceRoute />, { path: '/admin/finance', entry: '/admin/finance?month=2026-12', user: staff });
    const card = await opened('2026-000007');
    expect(card).toHaveTextContent('Empresa Ana Ltda (11.222.333/0001-81)');
    await userEvent.click(within(card).getByRole('button', { name: invoicesStaffWords.financeCorrect }));
    const form = within(card).getByRole('group', { name: invoicesStaffWords.financeCorrect });
    const units = within(form).getAllByLabelText(label(invoicesStaffWords.financeCorrectUnit));
    await userEvent.clear(units[0] as HTMLElement);
    await userEvent.type(units[0] as HTMLElement, '350');
    // 350,00 + 20 min at 60,00 (20,00, not 0,33 × 60,00 = 19,80).
    expect(form).toHaveTextContent(invoicesStaffWords.financeCorrectTotal('R$ 370,00'));
    await userEvent.click(within(form).getByRole('button', { name: invoicesStaffWords.financeCorrectAddLine }));
    const quantities = within(form).getAllByLabelText(label(invoicesStaffWords.financeCorrectQuantity));
    await userEvent.clear(quantities[2] as HTMLElement);
    await userEvent.type(quantities[2] as HTMLElement, '0,5');
    await userEvent.type(
      within(form).getAllByLabelText(label(invoicesStaffWords.financeCorrectDescription))[2] as HTMLElement,
      'Ajuste',
    );
    await userEvent.type(
      within(form).getAllByLabelText(label(invoicesStaffWords.financeCorrectUnit))[2] as HTMLElement,
      '-0,05',
    );
    // −2,5 centavos rounds to −3, as on the server.
    expect(form).toHaveTextContent(invoicesStaffWords.financeCorrectTotal('R$ 369,97'));
    await userEvent.type(within(form).getByLabelText(label(invoicesStaffWords.financeCorrectReason)), 'Desconto');
    await userEvent.click(within(form).getByRole('button', { name: invoicesStaffWords.financeCorrectSubmit }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: commonWords.yes }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      invoicesStaffWords.invoiceCorrected('2026-000008', 'R$ 369,97'),
    );
    expect(await sentBodies('POST /admin/invoices/7/correct')).toEqual([
      {
        reason: 'Desconto',
        lines: [
          { description: 'Plano Arena Dedicada — dezembro de 2026', quantity: 1, unit_cents: 35_000 },
          { description: 'Horas excedentes (0,33 h)', quantity: 0.33, unit_cents: 6_000, minutes: 20 },
          { description: 'Ajuste', quantity: 0.5, unit_cents: -5 },
        ],
      },
    ]);
  });
});

const noLines = { lines: [], waiting_count: 0, set_aside_count: 0, page: 1, page_size: 50 };

/** What paid an invoice, a payment by hand of part of it, and the credits waiting (docs/product.md#financeiro). */
describe('payments in Financeiro', () => {
  it('shows Recebido, Saldo and what paid the invoice, and records a payment by hand of the amount typed', async () => {
    const partial: AdminInvoiceItem = {
      ...open,
      received_cents: 10_000,
      balance_cents: 38_900,
      payments: [
        {
          id: 1,
          amount_cents: 10_000,
          paid_on: '2026-12-02',
          method: 'pix',
          note: null,
          line: { id: 4, date: '2026-12-02', name: 'ANA SOUZA', fitid: 'F-77', memo: 'PIX RECEBIDO' },
          recorded_by: 'Fabi',
          recorded_at: '2026-12-03T12:00:00.000Z',
        },
      ],
    };
    server.use(
      configHandler,
      ...month(partial),
      http.get('/api/admin/pix/unknown', () => HttpResponse.json({ pix: [] })),
      http.get('/api/admin/statements', () => HttpResponse.json(noLines)),
      http.post('/api/admin/invoices/7/payment', () =>
        HttpResponse.json({ message: invoicesStaffWords.paymentSaved, invoice: partial }),
      ),
    );
    renderApp(<AdminFinanceRoute />, { path: '/admin/finance', entry: '/admin/finance?month=2026-12', user: staff });
    const card = await opened('2026-000007');
    expect(card).toHaveTextContent(`${invoicesStaffWords.financeReceived}: R$ 100,00`);
    expect(card).toHaveTextContent(`${invoicesStaffWords.financeBalance}: R$ 389,00`);
    const paid = within(card).getByRole('list', { name: invoicesStaffWords.financePayments });
    expect(paid).toHaveTextContent(invoicesStaffWords.financePaymentByLine('02/12/2026', 'ANA SOUZA', 'F-77'));
    const amount = within(card).getByLabelText(label(invoicesStaffWords.financeAmount));
    expect((amount as HTMLInputElement).value).toBe('389,00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150,5');
    await userEvent.click(within(card).getByRole('button', { name: invoicesStaffWords.financeMarkPaid }));
    // Asked first, with the amount, the method and the balance left (walk C11); Não sends nothing.
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(/^Dar baixa de R\$ 150,50 na fatura 2026-000007, recebido em 02\/03\/2026 \(Pix\)\?/);
    expect(ask).toHaveTextContent('Fica um saldo de R$ 238,50 em aberto.');
    await userEvent.click(within(ask).getByRole('button', { name: commonWords.no }));
    expect(await sentBodies('POST /admin/invoices/7/payment')).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: invoicesStaffWords.financeMarkPaid }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: commonWords.yes }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(invoicesStaffWords.paymentSaved);
    expect(await sentBodies('POST /admin/invoices/7/payment')).toEqual([
      { paid_on: expect.any(String), method: 'pix', amount_cents: 15_050 },
    ]);
  });

  it('shows a waiting credit whole, suggests invoices without choosing one, and assigns by the number typed', async () => {
    const line = {
      id: 12,
      date: '2026-12-04',
      account: '0341/12345',
      fitid: 'F-90',
      name: 'JOAO PEREIRA',
      memo: 'PIX RECEBIDO',
      refnum: '',
      kind: 'CREDIT',
      amount_cents: 48_900,
      left_cents: 48_900,
      set_aside: null,
      suggestions: [
        {
          invoice_id: 7,
          number: '2026-000007',
          who: 'Empresa Ana (Ana Souza)',
          balance_cents: 48_900,
          reason: 'amount',
        },
        { invoice_id: 9, number: '2026-000009', who: 'Bruno Lima', balance_cents: 48_900, reason: 'amount' },
      ],
    };
    server.use(
      http.get('/api/admin/invoices', () => HttpResponse.json({ totals, invoices: [] })),
      http.get('/api/admin/pix/unknown', () => HttpResponse.json({ pix: [] })),
      http.get('/api/admin/statements', () => HttpResponse.json({ ...noLines, lines: [line], waiting_count: 1 })),
      http.post('/api/admin/statements/assign', () =>
        HttpResponse.json({ message: invoicesStaffWords.statementAssigned, invoice: open }),
      ),
      http.post('/api/admin/statements/set-aside', () =>
        HttpResponse.json({ message: invoicesStaffWords.statementLineSetAside, line: { ...line, set_aside: null } }),
      ),
    );
    renderApp(<AdminFinanceRoute />, { path: '/admin/finance', entry: '/admin/finance?month=2026-12', user: staff });
    const item = (await screen.findByText('F-90')).closest('li') as HTMLElement;
    for (const text of ['04/12/2026', 'JOAO PEREIRA', 'PIX RECEBIDO', 'R$ 489,00'])
      expect(item).toHaveTextContent(text);
    const number = within(item).getByLabelText(label(invoicesStaffWords.financeInvoiceNumber)) as HTMLInputElement;
    expect(number.value).toBe('');
    const suggestions = within(item).getAllByRole('button', { pressed: false });
    expect(suggestions).toHaveLength(2);
    await userEvent.click(suggestions[1] as HTMLElement);
    expect(number.value).toBe('2026-000009');
    await userEvent.clear(number);
    await userEvent.type(number, '2026-000007');
    await userEvent.click(within(item).getByRole('button', { name: invoicesStaffWords.financeAssign }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(invoicesStaffWords.statementAssigned);
    expect(await sentBodies('POST /admin/statements/assign')).toEqual([
      { line_id: 12, invoice_number: '2026-000007', amount_cents: 48_900 },
    ]);
  });
});
