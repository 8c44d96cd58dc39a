import { invoicesWords } from '@arena/shared/invoices/words';
import { nfseWords } from '@arena/shared/invoices/nfse-words';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import InvoiceRoute from './invoice';
import InvoicesRoute from './invoices';

const invoice = {
  id: 7,
  number: '2026-000007',
  month: '2026-12',
  total_cents: 48_900,
  due_date: '2026-12-10',
  status: 'aberta',
  overdue: false,
  paid_notice: false,
  replaces: null,
  replaced_by: null,
  received_cents: 0,
  balance_cents: 48_900,
};
const detail = {
  ...invoice,
  issued_at: '2026-12-01T03:00:00.000Z',
  lines: [
    { description: 'Plano Arena Dedicada — dezembro de 2026', quantity: 1, unit_cents: 39_900, total_cents: 39_900 },
    {
      description: 'Horas excedentes — novembro de 2026 (1,5 h)',
      quantity: 1.5,
      unit_cents: 6_000,
      total_cents: 9_000,
    },
  ],
  supplier: { name: 'Arena Cowork Ltda.', document: '11.444.777/0001-61', address: 'Rua das Palmeiras, 100' },
  pix_code:
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
  pix_qr: 'data:image/png;base64,iVBORw0KGgo=',
  payment_instructions: null,
  paid_on: null,
  bill_to_name: 'Empresa Ana Ltda',
  bill_to_document: '11222333000181',
  bill_to_address: null,
  nfse: null,
};

/** Faturas (docs/product.md#invoices): the list, one invoice with its Pix, and Já paguei. */
describe('the manager’s invoices', () => {
  it('lists the invoices with month, total, due day and state', async () => {
    server.use(http.get('/api/invoices', () => HttpResponse.json([{ ...invoice, overdue: true }])));
    renderApp(<InvoicesRoute />, { path: '/invoices', user: manager });
    const row = await screen.findByRole('link', { name: /2026-000007/ });
    expect(row).toHaveTextContent('dezembro de 2026');
    expect(row).toHaveTextContent('R$ 489,00');
    expect(row).toHaveTextContent('Vencimento: 10/12/2026');
    expect(row).toHaveTextContent(invoicesWords.invoiceStatusVencida);
    expect(row).toHaveAttribute('href', '/invoices/7');
  });

  it('shows the lines and the Pix, copies the code and tells staff it was paid', async () => {
    let told = 0;
    server.use(
      http.get('/api/invoices/7', () => HttpResponse.json(told ? { ...detail, paid_notice: true } : detail)),
      http.post('/api/invoices/7/paid-notice', () => {
        told += 1;
        return HttpResponse.json({ message: invoicesWords.paidNoticeSaved });
      }),
    );
    renderApp(<InvoiceRoute />, { path: '/invoices/:id', entry: '/invoices/7', user: manager });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fatura 2026-000007' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /Horas excedentes/ })).toHaveTextContent('R$ 60,00');
    expect(screen.getByText('1,5')).toBeInTheDocument();
    // Who was billed, as at issue.
    expect(screen.getByText(invoicesWords.invoiceBillTo('Empresa Ana Ltda', '11.222.333/0001-81'))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: invoicesWords.invoicePixAlt })).toHaveAttribute('src', detail.pix_qr);
    expect(screen.getByText(detail.pix_code)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: invoicesWords.invoiceCopyPix }));
    // A quiet status beside the button, no dialog to dismiss (walk P3).
    expect(await screen.findByText(invoicesWords.invoicePixCopied)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await navigator.clipboard.readText()).toBe(detail.pix_code);
    await userEvent.click(screen.getByRole('button', { name: invoicesWords.invoiceAlreadyPaid }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(invoicesWords.paidNoticeSaved);
    expect(told).toBe(1);
  });

  it('shows the accepted NFS-e with its consultation and DANFSe links', async () => {
    const key = '35503082211222333000181000000000000126112345678901';
    const nfse = {
      number: '12',
      access_key: key,
      consult_url: `https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${key}`,
      danfse_url: `https://adn.nfse.gov.br/danfse/${key}`,
    };
    server.use(http.get('/api/invoices/7', () => HttpResponse.json({ ...detail, nfse })));
    renderApp(<InvoiceRoute />, { path: '/invoices/:id', entry: '/invoices/7', user: manager });
    expect(await screen.findByRole('heading', { level: 2, name: nfseWords.title })).toBeInTheDocument();
    expect(screen.getByText(nfseWords.number('12'))).toBeInTheDocument();
    expect(screen.getByText(key)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: nfseWords.consult })).toHaveAttribute('href', nfse.consult_url);
    expect(screen.getByRole('link', { name: nfseWords.danfse })).toHaveAttribute('href', nfse.danfse_url);
  });

  it("shows São Paulo's NFS-e with its verification code and the city's page", async () => {
    const consult =
      'https://nfe.prefeitura.sp.gov.br/contribuinte/notaprint.aspx?inscricao=12345678&nf=41&verificacao=T0324679';
    const nfse = {
      number: '41',
      access_key: '41-T0324679',
      consult_url: consult,
      danfse_url: null,
      verification_code: 'T0324679',
    };
    server.use(http.get('/api/invoices/7', () => HttpResponse.json({ ...detail, nfse })));
    renderApp(<InvoiceRoute />, { path: '/invoices/:id', entry: '/invoices/7', user: manager });
    expect(await screen.findByText(nfseWords.number('41'))).toBeInTheDocument();
    expect(screen.getByText('T0324679')).toBeInTheDocument();
    expect(screen.getByText(`${nfseWords.verificationCode}:`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(nfseWords.accessKey, { exact: false })).toBeNull();
    expect(screen.getByRole('link', { name: nfseWords.consultSaoPaulo })).toHaveAttribute('href', consult);
    expect(screen.queryByRole('link', { name: nfseWords.danfse })).toBeNull();
  });

  it('shows no nota fiscal while the invoice has none', async () => {
    server.use(http.get('/api/invoices/7', () => HttpResponse.json(detail)));
    renderApp(<InvoiceRoute />, { path: '/invoices/:id', entry: '/invoices/7', user: manager });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fatura 2026-000007' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: nfseWords.title })).toBeNull();
    expect(screen.queryByRole('link', { name: nfseWords.consult })).toBeNull();
  });

  it('shows an invoice replaced by its correction, and the correction what it replaces (docs/product.md#corrections)', async () => {
    server.use(
      http.get('/api/invoices', () =>
        HttpResponse.json([
          { ...invoice, id: 8, number: '2026-000008', replaces: '2026-000007' },
          { ...invoice, status: 'cancelada', replaced_by: '2026-000008' },
        ]),
      ),
    );
    renderApp(<InvoicesRoute />, { path: '/invoices', user: manager });
    const fresh = await screen.findByRole('link', { name: /^2026-000008/ });
    expect(fresh).toHaveTextContent(invoicesWords.invoiceReplaces('2026-000007'));
    expect(fresh).toHaveTextContent(invoicesWords.invoiceStatusAberta);
    const old = screen.getByRole('link', { name: /^2026-000007/ });
    expect(old).toHaveTextContent(invoicesWords.invoiceStatusSubstituida);
    expect(old).toHaveTextContent(invoicesWords.invoiceReplacedBy('2026-000008'));
  });

  it('shows Recebido and Saldo of a partially paid invoice', async () => {
    server.use(
      http.get('/api/invoices/7', () =>
        HttpResponse.json({ ...detail, received_cents: 10_000, balance_cents: 38_900 }),
      ),
    );
    renderApp(<InvoiceRoute />, { path: '/invoices/:id', entry: '/invoices/7', user: manager });
    const received = (await screen.findByText(invoicesWords.invoiceReceived)).closest('tr') as HTMLElement;
    expect(received).toHaveTextContent('R$ 100,00');
    const balance = screen.getByText(invoicesWords.invoiceBalance).closest('tr') as HTMLElement;
    expect(balance).toHaveTextContent('R$ 389,00');
  });
});
