import type { AdminInvoiceRow } from '@arena/shared/invoices/month-schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { formatDay } from '@arena/shared/rules/dates';
import { formatDocument } from '@arena/shared/rules/documents';
import { formatCents } from '@arena/shared/rules/money';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailAddress } from '../../../../components/email-address';
import { call, errorMessage } from '../../../../lib/api-client';
import { InvoiceCard, methodWords, type Run, statusWords } from './invoice-card';

/** The opened invoice's query key: under the list's, so what reloads the list reloads it too. */
export const openedInvoiceKey = (id: number) => ['admin-invoices', 'opened', id] as const;

/**
 * One invoice of the month's list (`/admin/finance`): number, status, who was billed, total, due
 * and paid days. Opened, it loads the rest — lines, payments, Pix and charge, NFS-e — and its
 * actions (GET /admin/invoices/:id; issue 34: the month no longer carries them all).
 */
export function InvoiceRow({
  invoice,
  today,
  busy,
  run,
  fail,
}: {
  invoice: AdminInvoiceRow;
  today: string;
  busy: boolean;
  run: Run;
  fail: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const opened = useQuery({
    queryKey: openedInvoiceKey(invoice.id),
    enabled: open,
    queryFn: async () => (await call('getAdminInvoice', { params: { id: invoice.id } })).data,
  });
  return (
    <li className="card finance-invoice">
      <p className="finance-invoice-head">
        <strong>{invoice.number}</strong>
        <span className={`finance-status finance-status-${invoice.overdue ? 'vencida' : invoice.status}`}>
          {invoice.overdue ? invoicesStaffWords.statusVencida : statusWords[invoice.status]}
        </span>
      </p>
      <p>
        {invoicesStaffWords.financeBillTo(
          invoice.bill_to_name,
          invoice.bill_to_document ? formatDocument(invoice.bill_to_document) : '',
        )}{' '}
        · <EmailAddress email={invoice.email} />
      </p>
      <p>
        <strong>{formatCents(invoice.total_cents)}</strong> · {invoicesStaffWords.csvDue}: {formatDay(invoice.due_date)}
        {invoice.paid_on ? ` · ${invoicesStaffWords.csvPaidOn}: ${formatDay(invoice.paid_on)}` : ''}
        {invoice.paid_method ? ` (${methodWords[invoice.paid_method]})` : ''}
      </p>
      {invoice.paid_notice ? <p className="finance-notice">{invoicesStaffWords.financePaidNotice}</p> : null}
      <button type="button" className="button button-ghost" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        {open ? invoicesStaffWords.financeCloseInvoice : invoicesStaffWords.financeOpenInvoice}
      </button>
      {!open ? null : opened.data ? (
        <InvoiceCard invoice={opened.data} today={today} busy={busy} run={run} fail={fail} />
      ) : opened.isError ? (
        <p role="alert">{errorMessage(opened.error)}</p>
      ) : (
        <p className="empty">{invoicesStaffWords.financeOpening}</p>
      )}
    </li>
  );
}
