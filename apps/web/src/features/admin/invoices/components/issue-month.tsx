import type { IssuePreview } from '@arena/shared/invoices/month-schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { monthLabel } from '@arena/shared/rules/hours';
import { formatCents } from '@arena/shared/rules/money';

import { useEffect, useId, useRef, useState } from 'react';
import { call, errorMessage } from '../../../../lib/api-client';
import type { Run } from './invoice-card';

/**
 * `Emitir faturas do mês` (docs/product.md#financeiro): the current month on one click; an earlier
 * month only after its preview — the accounts it would bill and the total — and a confirmation
 * naming it; a later month has no button (the server refuses it too).
 */
export function IssueMonth({
  month,
  today,
  busy,
  run,
  fail,
}: {
  month: string;
  today: string;
  busy: boolean;
  run: Run;
  fail: (message: string) => void;
}) {
  const [preview, setPreview] = useState<IssuePreview | null>(null);
  const [loading, setLoading] = useState(false);
  const current = today.slice(0, 7);
  if (!month || !current || month > current) return null;
  const click = async () => {
    if (month === current) {
      run(() => call('issueInvoices', { body: { month } }));
      return;
    }
    setLoading(true);
    try {
      setPreview((await call('previewIssueInvoices', { body: { month } })).data);
    } catch (error) {
      fail(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={busy || loading} onClick={() => void click()}>
        {invoicesStaffWords.financeIssueMonth}
      </button>
      {preview ? (
        <IssuePreviewDialog
          preview={preview}
          onClose={() => setPreview(null)}
          onConfirm={() => {
            setPreview(null);
            run(() => call('issueInvoices', { body: { month: preview.month, confirm: true } }));
          }}
        />
      ) : null}
    </>
  );
}

function IssuePreviewDialog({
  preview,
  onClose,
  onConfirm,
}: {
  preview: IssuePreview;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  const label = monthLabel(preview.month);
  return (
    <dialog
      ref={ref}
      className="modal finance-issue-preview"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{invoicesStaffWords.financeIssuePreviewTitle(label)}</h2>
      {preview.count === 0 ? (
        <p>{invoicesStaffWords.financeIssuePreviewNone}</p>
      ) : (
        <>
          <p>{invoicesStaffWords.financeIssuePreviewIntro(label)}</p>
          <ul>
            {preview.accounts.map((a) => (
              <li key={a.account_id}>
                {a.bill_to_name}: {formatCents(a.total_cents)}
              </li>
            ))}
          </ul>
          <p>
            <strong>
              {invoicesStaffWords.financeIssuePreviewTotal(preview.count, formatCents(preview.total_cents))}
            </strong>
          </p>
        </>
      )}
      <div className="modal-actions">
        <button type="button" className="button button-ghost" onClick={onClose}>
          {invoicesStaffWords.financeIssueCancel}
        </button>
        {preview.count > 0 ? (
          <button type="button" className="button button-modal" onClick={onConfirm}>
            {invoicesStaffWords.financeIssueConfirm(label)}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
