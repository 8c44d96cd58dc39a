import { formatDay } from '@arena/shared/rules/dates';
import { invoicesWords } from '@arena/shared/invoices/words';
import { monthLabel } from '@arena/shared/rules/hours';
import { formatCents } from '@arena/shared/rules/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
import { OverdueBlock } from '../../../components/overdue-block';
import { PageTitle } from '../../../components/page-title';
import { invoicePath } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { statusWord } from '../invoice-words';
import '../invoices.css';

/**
 * `/invoices`, Faturas (docs/product.md#invoices): the account's invoices, newest first — number,
 * month, total, due day and state. Managers only: team members see no money.
 */
export default function InvoicesRoute() {
  return (
    // Money is the account holder's, as Cadastro is (docs/product.md#team-gerente): a team gerente is told so.
    <ManagersOnly title={invoicesWords.invoicesTitle} call="updateUser">
      <InvoiceList />
    </ManagersOnly>
  );
}

/**
 * While an invoice is open the list is read again every OPEN_REFETCH_MS (only while the screen is
 * seen), so a Pix the PSP notifies (docs/product.md#pix-charges) shows as Paga without a reload,
 * and the overdue block is read again when what is open changes.
 */
export const OPEN_REFETCH_MS = 5_000;

function InvoiceList() {
  const client = useQueryClient();
  const invoices = useQuery({
    queryKey: ['invoices'],
    queryFn: async () => (await call('listInvoices')).data,
    refetchInterval: (query) => (query.state.data?.some((i) => i.status === 'aberta') ? OPEN_REFETCH_MS : false),
  });
  const open = invoices.data
    ?.filter((i) => i.status === 'aberta')
    .map((i) => `${i.id}:${i.received_cents}`)
    .join(',');
  useEffect(() => {
    if (open !== undefined) void client.invalidateQueries({ queryKey: ['booking-block'] });
  }, [open, client]);
  return (
    <>
      <PageTitle>{invoicesWords.invoicesTitle}</PageTitle>
      <OverdueBlock />
      {invoices.isPending ? <p className="card">{invoicesWords.invoicesLoading}</p> : null}
      {invoices.data?.length === 0 ? <p className="card">{invoicesWords.invoicesEmpty}</p> : null}
      <ul className="invoice-list">
        {invoices.data?.map((invoice) => (
          <li key={invoice.id}>
            <Link className="card invoice-row" to={invoicePath(invoice.id)}>
              <span className="invoice-row-head">
                <strong>{invoice.number}</strong>
                <span className={`invoice-status invoice-status-${invoice.overdue ? 'vencida' : invoice.status}`}>
                  {statusWord(invoice)}
                </span>
              </span>
              <span>{monthLabel(invoice.month)}</span>
              {invoice.replaced_by ? (
                <span className="invoice-link-note">{invoicesWords.invoiceReplacedBy(invoice.replaced_by)}</span>
              ) : null}
              {invoice.replaces ? (
                <span className="invoice-link-note">{invoicesWords.invoiceReplaces(invoice.replaces)}</span>
              ) : null}
              <span className="invoice-row-foot">
                <strong>{formatCents(invoice.total_cents)}</strong>
                <span>
                  {invoicesWords.invoiceDue}: {formatDay(invoice.due_date)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
