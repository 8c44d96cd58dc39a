import { invoicesWords } from '@arena/shared/invoices/words';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import InvoicesRoute, { OPEN_REFETCH_MS } from './invoices';

const open = {
  id: 11,
  number: '2026-000011',
  month: '2026-11',
  total_cents: 39_900,
  due_date: '2026-11-10',
  status: 'aberta',
  overdue: true,
  paid_notice: false,
  replaces: null,
  replaced_by: null,
  received_cents: 0,
  balance_cents: 39_900,
};

/**
 * A Pix the PSP notifies (docs/product.md#pix-charges) shows on the open Faturas screen without a
 * reload: the list is read again while an invoice is open, and the overdue block with it.
 */
describe('Faturas while an invoice is open', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Paga and the block gone once the payment lands, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    server.use(
      http.get('/api/invoices', () =>
        HttpResponse.json([
          paid ? { ...open, status: 'paga', overdue: false, received_cents: 39_900, balance_cents: 0 } : open,
        ]),
      ),
      http.get('/api/users/me/booking-block', () =>
        HttpResponse.json(
          paid
            ? { blocked: false, number: null, due_date: null }
            : { blocked: true, number: open.number, due_date: open.due_date },
        ),
      ),
    );
    renderApp(<InvoicesRoute />, { path: '/invoices', user: manager });
    const row = await screen.findByRole('link', { name: /2026-000011/ });
    expect(row).toHaveTextContent(invoicesWords.invoiceStatusVencida);
    expect(await screen.findByRole('alert')).toHaveTextContent(open.number);
    paid = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OPEN_REFETCH_MS + 100);
    });
    expect(await screen.findByRole('link', { name: /2026-000011/ })).toHaveTextContent(invoicesWords.invoiceStatusPaga);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
