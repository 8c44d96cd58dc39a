import type { AdminInvoiceItem } from '@arena/shared/invoices/schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoicePix } from './invoice-pix';

const base = {
  status: 'paga',
  total_cents: 48_900,
  pix_charge: { state: 'concluida', txid: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345', last_error: null, refused: false },
  pix_received: [
    {
      end_to_end_id: 'E12345678202611231400ABCDEFGHIJK',
      txid: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
      amount_cents: 50_000,
      applied_cents: 48_900,
      refunded_cents: 0,
      payer_name: 'Maria Pagadora',
      payer_document: '***.456.789-**',
      received_at: '2026-11-23T14:00:00.000Z',
    },
  ],
} as unknown as AdminInvoiceItem;

describe('an invoice’s Pix in Financeiro', () => {
  it('shows the charge’s state and txid, and each Pix with payer, endToEndId and what was not applied', () => {
    render(<InvoicePix invoice={base} />);
    expect(screen.getByText('concluída')).toBeTruthy();
    expect(screen.getByText('txid ABCDEFGHIJKLMNOPQRSTUVWXYZ012345')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Pix recebidos' });
    const item = within(list).getByRole('listitem').textContent ?? '';
    expect(item).toContain('Maria Pagadora');
    expect(item).toContain('endToEndId E12345678202611231400ABCDEFGHIJK');
    expect(item).toMatch(/R\$\s11,00 não aplicado à fatura/);
  });

  it('asks the refund of the surplus, confirmed, with the Pix’s endToEndId', async () => {
    const asked: Array<{ question?: string; body: unknown }> = [];
    const run = (fn: () => Promise<{ data: { message: string } }>, question?: string) => {
      asked.push({ question, body: null });
      void fn;
    };
    render(<InvoicePix invoice={base} run={run} busy={false} />);
    const button = screen.getByRole('button', { name: /^Devolver R\$\s11,00$/ });
    button.click();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.question).toMatch(/^Pedir ao PSP a devolução de R\$\s11,00 a Maria Pagadora\?$/);
    // Nothing left to give back: no button.
    const done = { ...base, pix_received: base.pix_received.map((p) => ({ ...p, refunded_cents: 1_100 })) };
    render(<InvoicePix invoice={done} run={run} busy={false} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows the PSP’s refusal, and nothing without a charge or Pix', () => {
    const refused = {
      ...base,
      pix_charge: { state: 'criada', txid: 'X'.repeat(32), last_error: 'sem CPF/CNPJ', refused: true },
      pix_received: [],
    };
    const { container, rerender } = render(<InvoicePix invoice={refused as AdminInvoiceItem} />);
    expect(screen.getByText('criada')).toBeTruthy();
    expect(container.textContent).toContain('O PSP recusou: sem CPF/CNPJ');
    rerender(<InvoicePix invoice={{ ...base, pix_charge: null, pix_received: [] }} />);
    expect(container.textContent).toBe('');
  });

  it('asks again, confirmed, for a charge the PSP refused, and not for one waiting on a PSP that is down', () => {
    const asked: Array<string | undefined> = [];
    const run = (_fn: () => Promise<{ data: { message: string } }>, question?: string) => {
      asked.push(question);
    };
    const charge = { state: 'criada' as const, txid: 'X'.repeat(32), last_error: 'sem CPF/CNPJ', refused: true };
    const refused = { ...base, status: 'aberta', pix_charge: charge, pix_received: [] } as unknown as AdminInvoiceItem;
    const { rerender } = render(<InvoicePix invoice={refused} run={run} busy={false} />);
    screen.getByRole('button', { name: 'Tentar criar a cobrança de novo' }).click();
    expect(asked).toEqual(['Pedir ao PSP de novo a cobrança Pix desta fatura?']);
    const waiting = { ...refused, pix_charge: { ...charge, last_error: 'PSP fora do ar', refused: false } };
    rerender(<InvoicePix invoice={waiting} run={run} busy={false} />);
    expect(screen.queryByRole('button', { name: 'Tentar criar a cobrança de novo' })).toBeNull();
  });
});
