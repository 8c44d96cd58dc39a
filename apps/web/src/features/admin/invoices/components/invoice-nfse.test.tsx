import type { AdminInvoiceItem } from '@arena/shared/invoices/schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceNfse } from './invoice-nfse';

const rejected = {
  id: 7,
  nfse: {
    state: 'rejeitada',
    serie: 900,
    n_dps: 12,
    number: null,
    access_key: null,
    consult_url: null,
    danfse_url: null,
    last_error: 'E0310: Código de tributação nacional não administrado',
    errors: [{ code: 'E0310', description: 'Código de tributação nacional não administrado' }],
  },
} as unknown as AdminInvoiceItem;

describe('an invoice’s NFS-e in Financeiro', () => {
  it('shows a rejection’s codes and messages and resends it on "Reenviar nota fiscal"', () => {
    const asked: string[] = [];
    const run = (fn: () => Promise<{ data: { message: string } }>) => {
      asked.push('resend');
      void fn;
    };
    render(<InvoiceNfse invoice={rejected} run={run} busy={false} />);
    expect(screen.getByText('rejeitada')).toBeTruthy();
    expect(screen.getByText('DPS 900/12')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Motivos da rejeição' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      'E0310: Código de tributação nacional não administrado',
    );
    screen.getByRole('button', { name: 'Reenviar nota fiscal' }).click();
    expect(asked).toEqual(['resend']);
  });

  it('has no resend button unless rejected, and shows nothing without an NFS-e', () => {
    const key = '3'.repeat(50);
    const accepted = {
      ...rejected,
      nfse: {
        ...rejected.nfse,
        state: 'aceita',
        number: '12',
        access_key: key,
        consult_url: `https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${key}`,
        last_error: null,
        errors: [],
      },
    } as unknown as AdminInvoiceItem;
    const { container, rerender } = render(<InvoiceNfse invoice={accepted} run={() => undefined} busy={false} />);
    expect(screen.getByText('aceita')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Consultar na NFS-e Nacional' }).getAttribute('href')).toContain(key);
    const consult =
      'https://nfe.prefeitura.sp.gov.br/contribuinte/notaprint.aspx?inscricao=12345678&nf=41&verificacao=T0324679';
    const saoPaulo = {
      ...accepted,
      nfse: { ...accepted.nfse, number: '41', consult_url: consult, verification_code: 'T0324679' },
    } as unknown as AdminInvoiceItem;
    rerender(<InvoiceNfse invoice={saoPaulo} run={() => undefined} busy={false} />);
    expect(screen.getByText('RPS 900/12')).toBeTruthy();
    expect(screen.getByText(/código de verificação T0324679/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Consultar na Prefeitura de São Paulo' }).getAttribute('href')).toBe(
      consult,
    );
    rerender(<InvoiceNfse invoice={{ ...accepted, nfse: null }} />);
    expect(container.textContent).toBe('');
  });
});
