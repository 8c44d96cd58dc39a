import type { AdminInvoiceItem } from '@arena/shared/invoices/schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { formatCents } from '@arena/shared/rules/money';

/**
 * The invoice's Pix charge at the PSP and the Pix it received (docs/product.md#pix-charges): the
 * charge's state (criada, ativa, concluída, removida) and txid, what the PSP last refused, and each
 * Pix with its payer and end-to-end id — and what of it was not applied (an overpayment).
 */
export function InvoicePix({ invoice }: { invoice: AdminInvoiceItem }) {
  const charge = invoice.pix_charge;
  if (!charge && invoice.pix_received.length === 0) return null;
  return (
    <div className="finance-pix">
      {charge ? (
        <p>
          {invoicesStaffWords.pixChargeLabel}: <strong>{invoicesStaffWords.pixChargeStates[charge.state]}</strong>{' '}
          <span className="finance-memo">{invoicesStaffWords.pixChargeTxid(charge.txid)}</span>
          {charge.last_error ? <span> · {invoicesStaffWords.pixChargeError(charge.last_error)}</span> : null}
        </p>
      ) : null}
      {invoice.pix_received.length > 0 ? (
        <ul aria-label={invoicesStaffWords.pixReceivedLabel}>
          {invoice.pix_received.map((p) => (
            <li key={p.end_to_end_id}>
              {invoicesStaffWords.pixReceivedLine(formatCents(p.amount_cents), p.payer_name ?? '—', p.end_to_end_id)}
              {p.applied_cents < p.amount_cents
                ? ` · ${invoicesStaffWords.pixReceivedUnapplied(formatCents(p.amount_cents - p.applied_cents))}`
                : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
