import { formatDay } from '@arena/shared/rules/dates';
import type { AdminInvoiceItem } from '@arena/shared/invoices/schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { formatCents } from '@arena/shared/rules/money';

import { methodWords } from './invoice-card';

/** `2026-11-23T14:05:00Z` → `23/11/2026 11:05` in São Paulo. */
function brMoment(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * What paid an invoice (docs/product.md#financeiro): Recebido and Saldo, and each payment with the
 * statement line it came from (date, payer, FITID, memo) or who recorded it by hand, and when.
 */
export function InvoicePayments({ invoice }: { invoice: AdminInvoiceItem }) {
  if (invoice.payments.length === 0 && invoice.received_cents === 0) return null;
  return (
    <div className="finance-payments">
      <p>
        {invoicesStaffWords.financeReceived}: <strong>{formatCents(invoice.received_cents)}</strong>
        {invoice.status === 'aberta' ? (
          <>
            {' · '}
            {invoicesStaffWords.financeBalance}: <strong>{formatCents(invoice.balance_cents)}</strong>
          </>
        ) : null}
      </p>
      <ul aria-label={invoicesStaffWords.financePayments}>
        {invoice.payments.map((p) => (
          <li key={p.id}>
            {formatCents(p.amount_cents)} · {formatDay(p.paid_on)} · {methodWords[p.method]} ·{' '}
            {p.line
              ? invoicesStaffWords.financePaymentByLine(
                  formatDay(p.line.date),
                  p.line.name || p.line.memo,
                  p.line.fitid,
                )
              : invoicesStaffWords.financePaymentByHand(p.recorded_by ?? '—', brMoment(p.recorded_at))}
            {p.line?.memo && p.line.name ? <span className="finance-memo"> {p.line.memo}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
