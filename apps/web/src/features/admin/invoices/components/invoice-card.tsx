import { formatDay } from '@arena/shared/rules/dates';
import {
  type AdminInvoiceItem,
  type InvoiceStatus,
  type PaymentMethod,
  paymentMethods,
} from '@arena/shared/invoices/schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { centsToInput, formatCents, parseReais } from '@arena/shared/rules/money';

import { useState } from 'react';
import { call } from '../../../../lib/api-client';
import { CorrectionForm } from './correction-form';
import { InvoicePayments } from './invoice-payments';
import { InvoiceNfse } from './invoice-nfse';
import { InvoicePix } from './invoice-pix';

/** The back-office's words for a payment method and an invoice status; a date as 24/11/2026. */
export const methodWords: Record<PaymentMethod, string> = {
  pix: invoicesStaffWords.methodPix,
  transferencia: invoicesStaffWords.methodTransferencia,
  boleto: invoicesStaffWords.methodBoleto,
  dinheiro: invoicesStaffWords.methodDinheiro,
  cartao: invoicesStaffWords.methodCartao,
};
export const statusWords: Record<InvoiceStatus, string> = {
  aberta: invoicesStaffWords.statusAberta,
  paga: invoicesStaffWords.statusPaga,
  cancelada: invoicesStaffWords.statusCancelada,
};

/**
 * Runs a staff action, shows its answer and reloads the page's lists (the route's `run`); with a
 * `question`, asks it first and does nothing on Não (walk C11: money actions are confirmed).
 */
export type Run = (fn: () => Promise<{ data: { message: string } }>, question?: string) => void;

/**
 * An invoice of `/admin/finance` opened (GET /admin/invoices/:id, under its row: invoice-row.tsx):
 * what paid it, its Pix and NFS-e, and its actions — record a payment (the balance or part of
 * it), undo its payments, cancel, NFS-e, correct.
 */
export function InvoiceCard({
  invoice,
  today,
  busy,
  run,
  fail,
}: {
  invoice: AdminInvoiceItem;
  today: string;
  busy: boolean;
  run: Run;
  fail: (message: string) => void;
}) {
  const [correcting, setCorrecting] = useState(false);
  // Today until staff pick a date: `today` comes from GET /config, which may answer after the list.
  const [picked, setPaidOn] = useState('');
  const paidOn = picked || today;
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const [amount, setAmount] = useState(centsToInput(invoice.balance_cents));
  const [reason, setReason] = useState('');
  const [nfse, setNfse] = useState(invoice.nfse_number ?? '');
  const id = invoice.id;
  return (
    <div className="finance-invoice-open">
      <InvoicePayments invoice={invoice} />
      <InvoicePix invoice={invoice} run={run} busy={busy} />
      <InvoiceNfse invoice={invoice} run={run} busy={busy} />
      {invoice.cancel_reason ? <p>{invoice.cancel_reason}</p> : null}
      {invoice.replaces ? <p>{invoicesStaffWords.financeReplaces(invoice.replaces)}</p> : null}
      {invoice.replaced_by ? <p>{invoicesStaffWords.financeReplacedBy(invoice.replaced_by)}</p> : null}
      {invoice.status === 'aberta' ? (
        <div className="finance-actions finance-pay">
          <label>
            {invoicesStaffWords.financePaidOn}
            <input type="date" value={paidOn} max={today} onChange={(e) => setPaidOn(e.target.value)} />
          </label>
          <label>
            {invoicesStaffWords.financeMethod}
            <select value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              {paymentMethods.map((m) => (
                <option key={m} value={m}>
                  {methodWords[m]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {invoicesStaffWords.financeAmount}
            <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </label>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              const cents = parseReais(amount);
              if (cents === null || cents <= 0) return fail(invoicesStaffWords.financeAmountBad);
              const rest = invoice.balance_cents - cents;
              const question = invoicesStaffWords.financeConfirmPaid(
                invoice.number,
                formatCents(cents),
                formatDay(paidOn),
                methodWords[method],
                rest > 0 ? formatCents(rest) : '',
              );
              run(
                () =>
                  call('markInvoicePaid', { params: { id }, body: { paid_on: paidOn, method, amount_cents: cents } }),
                question,
              );
            }}
          >
            {invoicesStaffWords.financeMarkPaid}
          </button>
        </div>
      ) : null}
      {invoice.status === 'aberta' ? (
        // Correcting and cancelling sit apart from the payment, the cancellation last (walk P2).
        <div className="finance-actions finance-change">
          <button
            type="button"
            className="button button-ghost"
            aria-expanded={correcting}
            onClick={() => setCorrecting((open) => !open)}
          >
            {invoicesStaffWords.financeCorrect}
          </button>
          <label>
            {invoicesStaffWords.financeCancelReason}
            <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() =>
              run(
                () => call('cancelInvoice', { params: { id }, body: { reason } }),
                invoicesStaffWords.financeConfirmCancel(invoice.number),
              )
            }
          >
            {invoicesStaffWords.financeCancel}
          </button>
        </div>
      ) : null}
      {invoice.status === 'aberta' && correcting ? (
        <CorrectionForm invoice={invoice} busy={busy} run={run} fail={fail} />
      ) : null}
      {invoice.status !== 'cancelada' && invoice.received_cents > 0 ? (
        <button
          type="button"
          className="button button-ghost"
          disabled={busy}
          onClick={() =>
            run(
              () => call('undoInvoicePayment', { params: { id } }),
              invoicesStaffWords.financeConfirmUndo(invoice.number, formatCents(invoice.received_cents)),
            )
          }
        >
          {invoicesStaffWords.financeUndo}
        </button>
      ) : null}
      {/* The number typed by hand is for a space without NFSE_MODE: the app's own nota is shown above. */}
      {invoice.nfse ? null : (
        <div className="finance-actions">
          <label>
            {invoicesStaffWords.financeNfse}
            <input value={nfse} maxLength={30} onChange={(e) => setNfse(e.target.value)} />
          </label>
          <button
            type="button"
            className="button button-ghost"
            disabled={busy}
            onClick={() => run(() => call('setInvoiceNfse', { params: { id }, body: { nfse_number: nfse } }))}
          >
            {invoicesStaffWords.financeSaveNfse}
          </button>
        </div>
      )}
    </div>
  );
}
