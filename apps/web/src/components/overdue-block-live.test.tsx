import { invoicesWords } from '@arena/shared/invoices/words';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_REFETCH_MS } from '../lib/get-booking-block';
import { manager } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import { OverdueBlock } from './overdue-block';

/**
 * The block said on home and /room (docs/product.md#overdue) lifts without a reload once a Pix the
 * PSP notifies pays the invoice (docs/product.md#pix-charges): read again while it holds, not after.
 */
describe('the overdue block while it holds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is read again and goes once the invoice is paid, then is no longer read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    let reads = 0;
    server.use(
      http.get('/api/users/me/booking-block', () => {
        reads += 1;
        return HttpResponse.json(
          paid
            ? { blocked: false, number: null, due_date: null }
            : { blocked: true, number: '2026-000011', due_date: '2026-10-10' },
        );
      }),
    );
    renderApp(<OverdueBlock />, { path: '/home', user: manager });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      invoicesWords.overdueBlockNotice('2026-000011', '10/10/2026'),
    );
    paid = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BLOCK_REFETCH_MS + 100);
    });
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const after = reads;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * BLOCK_REFETCH_MS);
    });
    expect(reads).toBe(after);
  });
});
