import type { AdminInvoiceItem } from '@arena/shared/invoices/schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { formatCents } from '@arena/shared/rules/money';
import type { ReceivedPixItem } from '@arena/shared/invoices/pix-schemas';
import { call } from '../../../../lib/api-client';
import type { Run } from './invoice-card';

/** What may still be given back of a Pix: the surplus, or all of it on a cancelled invoice. */
export function refundable(invoice: Pick<AdminInvoiceItem, 'status'>, p: ReceivedPixItem): number {
  return (invoice.status === 'cancelada' ? p.amount_cents : p.amount_cents - p.applied_cents) - p.refunded_cents;
}

/**
 * The invoice's Pix charge at the PSP and the Pix it received (docs/product.md#pix-charges): the
 * charge's state (criada, ativa, concluída, removida) and txid, what the PSP last refused (with the
 * button that asks it again, confirmed first, when it is not tried again by itself), and each
 * Pix with its payer and end-to-end id — and what of it was not applied (an overpayment), with
 * the button that asks the PSP to give it back (confirmed first).
 */
export function InvoicePix({ invoice, run, busy }: { invoice: AdminInvoiceItem; run?: Run; busy?: boolean }) {
  const charge = invoice.pix_charge;
  if (!charge && invoice.pix_received.length === 0) return null;
  return (
    <div className="finance-pix">
      {charge ? (
        <p>
          {invoicesStaffWords.pixChargeLabel}: <strong>{invoicesStaffWords.pixChargeStates[charge.state]}</strong>{' '}
          <span className="finance-memo">{invoicesStaffWords.pixChargeTxid(charge.txid)}</span>
          {charge.last_error ? <span> · {invoicesStaffWords.pixChargeError(charge.last_error)}</span> : null}
          {run && charge.refused ? (
            <>
              {' '}
              <button
                type="button"
                className="button-secondary"
                disabled={busy}
                onClick={() =>
                  run(
                    () => call('retryPixCharge', { params: { id: invoice.id } }),
                    invoicesStaffWords.pixChargeRetryQuestion,
                  )
                }
              >
                {invoicesStaffWords.pixChargeRetry}
              </button>
            </>
          ) : null}
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
              {run && refundable(invoice, p) > 0 ? (
                <>
                  {' '}
                  <button
                    type="button"
                    className="button-secondary"
                    disabled={busy}
                    onClick={() => {
                      const cents = refundable(invoice, p);
                      run(
                        () =>
                          call('refundPix', {
                            params: { id: invoice.id },
                            body: {
                              end_to_end_id: p.end_to_end_id,
                              amount_cents: cents,
                              reason:
                                invoice.status === 'cancelada'
                                  ? invoicesStaffWords.pixRefundReasonCancelled
                                  : invoicesStaffWords.pixRefundReasonOver,
                            },
                          }),
                        invoicesStaffWords.pixRefundQuestion(formatCents(cents), p.payer_name ?? '—'),
                      );
                    }}
                  >
                    {invoicesStaffWords.pixRefundButton(formatCents(refundable(invoice, p)))}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
