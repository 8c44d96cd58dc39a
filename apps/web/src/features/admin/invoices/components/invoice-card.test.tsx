import type { AdminInvoiceItem } from '@arena/shared/invoices/schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { open } from '../routes/finance-fixtures';
import { InvoiceCard } from './invoice-card';

/** The by-hand NFS-e number is for a space whose notas the app does not issue (NFSE_MODE=off). */
describe('an opened invoice’s NFS-e field', () => {
  const card = (invoice: AdminInvoiceItem) => (
    <InvoiceCard invoice={invoice} today="2026-11-29" busy={false} run={() => undefined} fail={() => undefined} />
  );

  it('offers the by-hand number when the app issued no nota', () => {
    render(card(open));
    expect(screen.getByRole('button', { name: 'Salvar NFS‑e' })).toBeTruthy();
  });

  it('hides it beside a nota the app issued', () => {
    const issued = {
      ...open,
      nfse: {
        state: 'pendente',
        serie: 900,
        n_dps: 3,
        number: null,
        access_key: null,
        consult_url: null,
        danfse_url: null,
        last_error: null,
        errors: [],
      },
    } as unknown as AdminInvoiceItem;
    render(card(issued));
    expect(screen.getByText('DPS 900/3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar NFS‑e' })).toBeNull();
  });
});
