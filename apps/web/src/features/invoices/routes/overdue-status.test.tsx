import { invoicesWords } from '@arena/shared/invoices/words';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import InvoiceRoute from './invoice';
import InvoicesRoute from './invoices';

const overdue = {
  id: 9,
  number: '2026-000009',
  month: '2026-10',
  total_cents: 39_900,
  due_date: '2026-10-10',
  status: 'aberta',
  overdue: true,
  paid_notice: true,
  replaces: null,
  replaced_by: null,
};

/** `Já paguei` does not hide that an invoice is past due (docs/product.md#invoices): both, overdue first. */
describe('an overdue invoice the member said they paid', () => {
  const both = `${invoicesWords.invoiceStatusVencida} · ${invoicesWords.invoicePaidNotice}`;

  it('says Vencida, then Pagamento informado, on the list', async () => {
    server.use(
      http.get('/api/invoices', () =>
        HttpResponse.json([overdue, { ...overdue, id: 10, number: '2026-000010', overdue: false }]),
      ),
    );
    renderApp(<InvoicesRoute />, { path: '/invoices', user: manager });
    const row = await screen.findByRole('link', { name: /2026-000009/ });
    expect(row).toHaveTextContent(both);
    // Not yet due: only the notice.
    const later = screen.getByRole('link', { name: /2026-000010/ });
    expect(later).toHaveTextContent(invoicesWords.invoicePaidNotice);
    expect(later).not.toHaveTextContent(invoicesWords.invoiceStatusVencida);
  });

  it('says both on the invoice’s page, and offers Já paguei no more', async () => {
    server.use(
      http.get('/api/invoices/9', () =>
        HttpResponse.json({
          ...overdue,
          issued_at: '2026-10-01T03:00:00.000Z',
          lines: [
            { description: 'Plano Arena Fixa — outubro de 2026', quantity: 1, unit_cents: 39_900, total_cents: 39_900 },
          ],
          pix_code: null,
          pix_qr: null,
          payment_instructions: 'Transferência para o Banco 001, agência 0001, conta 12345-6.',
          paid_on: null,
          supplier: { name: 'Arena Cowork Ltda.', document: '', address: '' },
        }),
      ),
    );
    renderApp(<InvoiceRoute />, { path: '/invoices/:id', entry: '/invoices/9', user: manager });
    expect(await screen.findByText(both)).toHaveClass('invoice-status-vencida');
    expect(screen.queryByRole('button', { name: invoicesWords.invoiceAlreadyPaid })).toBeNull();
  });
});
