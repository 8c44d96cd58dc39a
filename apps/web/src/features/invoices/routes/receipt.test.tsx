import { invoicesWords } from '@arena/shared/invoices/words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import InvoiceRoute from './invoice';
import ReceiptRoute from './receipt';

const supplier = {
  name: 'Arena Cowork Ltda.',
  document: '11.444.777/0001-61',
  address: 'Rua das Palmeiras, 100, Centro, Niterói - RJ',
};
const paid = {
  id: 7,
  number: '2026-000007',
  month: '2026-11',
  total_cents: 48_900,
  due_date: '2026-11-28',
  status: 'paga',
  overdue: false,
  paid_notice: false,
  replaces: null,
  replaced_by: null,
  received_cents: 48_900,
  balance_cents: 0,
  issued_at: '2026-11-01T03:00:00.000Z',
  lines: [
    { description: 'Plano Arena Dedicada — novembro de 2026', quantity: 1, unit_cents: 48_900, total_cents: 48_900 },
  ],
  pix_code: null,
  pix_qr: null,
  payment_instructions: null,
  paid_on: '2026-11-25',
  supplier,
};
const receipt = {
  number: '2026-000007',
  month: '2026-11',
  total_cents: 48_900,
  received_cents: 48_900,
  partial: false,
  payer: { name: 'Souza Arquitetura Ltda.', document: '11.222.333/0001-81' },
  supplier,
  payments: [
    { paid_on: '2026-11-20', method: 'dinheiro', amount_cents: 10_000 },
    { paid_on: '2026-11-25', method: 'pix', amount_cents: 38_900 },
  ],
};
const routes = [
  { path: '/invoices/:id', element: <InvoiceRoute /> },
  { path: '/invoices/:id/recibo', element: <ReceiptRoute /> },
];

/** The supplier on the invoice, and the receipt of its payments (docs/product.md#receipt). */
describe('the invoice’s supplier and receipt', () => {
  it('names the supplier and leads a paid invoice to its receipt: who, what, when, how, and the quitação', async () => {
    server.use(
      http.get('/api/invoices/7', () => HttpResponse.json(paid)),
      http.get('/api/invoices/7/receipt', () => HttpResponse.json(receipt)),
    );
    renderApp(routes, { entry: '/invoices/7', user: manager });
    const shownSupplier = await screen.findByText(invoicesWords.invoiceSupplier);
    const block = shownSupplier.closest('address') as HTMLElement;
    expect(block).toHaveTextContent('Arena Cowork Ltda.');
    expect(block).toHaveTextContent('CNPJ 11.444.777/0001-61');
    expect(block).toHaveTextContent('Rua das Palmeiras, 100, Centro, Niterói - RJ');
    await userEvent.click(screen.getByRole('link', { name: invoicesWords.receiptLink }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recibo da fatura 2026‑000007' })).toBeInTheDocument();
    expect(screen.getByText('Souza Arquitetura Ltda.', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('CPF/CNPJ 11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.getByText('Fatura 2026-000007, de novembro de 2026, no total de R$ 489,00.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'DataFormaValor',
      '20/11/2026DinheiroR$ 100,00',
      '25/11/2026PixR$ 389,00',
      'Total recebidoR$ 489,00',
    ]);
    expect(
      screen.getByText(
        'Arena Cowork Ltda. declara que recebeu de Souza Arquitetura Ltda. (11.222.333/0001-81) a quantia de R$ 489,00, referente à fatura 2026-000007, e dá plena quitação do valor recebido.',
      ),
    ).toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: invoicesWords.receiptPrint }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('calls a receipt of an open invoice partial, with the balance left', async () => {
    server.use(
      http.get('/api/invoices/7', () =>
        HttpResponse.json({ ...paid, status: 'aberta', received_cents: 10_000, balance_cents: 38_900, paid_on: null }),
      ),
      http.get('/api/invoices/7/receipt', () =>
        HttpResponse.json({
          ...receipt,
          received_cents: 10_000,
          partial: true,
          payments: receipt.payments.slice(0, 1),
        }),
      ),
    );
    renderApp(routes, { entry: '/invoices/7', user: manager });
    await userEvent.click(await screen.findByRole('link', { name: invoicesWords.receiptPartialLink }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recibo de pagamento parcial da fatura 2026‑000007' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Saldo em aberto: R$ 389,00.')).toBeInTheDocument();
    expect(
      screen.getByText(/como pagamento parcial da fatura 2026-000007, e dá quitação somente do valor recebido/),
    ).toBeInTheDocument();
  });

  it('offers no receipt before anything was received, and says why when asked', async () => {
    server.use(
      http.get('/api/invoices/7', () =>
        HttpResponse.json({ ...paid, status: 'aberta', received_cents: 0, balance_cents: 48_900, paid_on: null }),
      ),
      http.get('/api/invoices/7/receipt', () =>
        HttpResponse.json({ message: invoicesWords.receiptNoPayment, code: 'RECEIPT_NO_PAYMENT' }, { status: 409 }),
      ),
    );
    renderApp(routes, { entry: '/invoices/7', user: manager });
    await screen.findByText(invoicesWords.invoiceSupplier);
    expect(screen.queryByRole('link', { name: /Recibo/ })).toBeNull();
    renderApp(routes, { entry: '/invoices/7/recibo', user: manager });
    expect(await screen.findByText(invoicesWords.receiptNoPayment)).toBeInTheDocument();
  });
});
