import { formatDay } from '@arena/shared/rules/dates';
import { invoicesWords } from '@arena/shared/invoices/words';
import { monthLabel } from '@arena/shared/rules/hours';
import { formatCents } from '@arena/shared/rules/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
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

function InvoiceList() {
  const invoices = useQuery({ queryKey: ['invoices'], queryFn: async () => (await call('listInvoices')).data });
  return (
    <>
      <PageTitle>{invoicesWords.invoicesTitle}</PageTitle>
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
