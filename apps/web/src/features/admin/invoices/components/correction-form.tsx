import { type AdminInvoiceItem, CORRECTION_MAX_LINES } from '@arena/shared/invoices/schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { centsToInput, formatCents, lineTotal, parseReais } from '@arena/shared/rules/money';

import { useState } from 'react';
import { call } from '../../../../lib/api-client';
import type { Run } from './invoice-card';

/**
 * A line being edited. `minutes`: an excedente line's exact minutes, kept while its quantity is
 * not edited, so its total is priced from them (20 min is R$ 20,00 at R$ 60,00, not 0,33 h).
 */
type Draft = { description: string; quantity: string; unit: string; minutes?: number };

/** `-5,00` for a discount: parseReais reads prices, which are never negative. */
function centsOf(text: string): number | null {
  const negative = text.trim().startsWith('-');
  const cents = parseReais(text.trim().replace(/^-\s*/, ''));
  return cents === null ? null : negative ? -cents : cents;
}

const quantityOf = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * Correcting an open invoice (docs/product.md#corrections): the reason, and the lines of the
 * invoice that replaces it — the old one's to start from, edited, added or removed — or none, to
 * recompute them from the account's plan and team as they are now. The server cancels the old
 * invoice and issues the new one with the next number.
 */
export function CorrectionForm({
  invoice,
  busy,
  run,
  fail,
}: {
  invoice: AdminInvoiceItem;
  busy: boolean;
  run: Run;
  fail: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [recompute, setRecompute] = useState(false);
  const [lines, setLines] = useState<Draft[]>(
    invoice.lines.map((l) => ({
      description: l.description,
      quantity: String(l.quantity).replace('.', ','),
      unit: (l.unit_cents < 0 ? '-' : '') + centsToInput(Math.abs(l.unit_cents)),
      ...(l.minutes !== undefined ? { minutes: l.minutes } : {}),
    })),
  );
  const edit = (i: number, patch: Partial<Draft>) =>
    setLines((all) => all.map((line, k) => (k === i ? { ...line, ...patch } : line)));
  // The server's rounding, from the same helper (half away from zero, once per line).
  const preview = lines.reduce(
    (sum, l) =>
      sum + lineTotal({ quantity: quantityOf(l.quantity) || 0, unit_cents: centsOf(l.unit) ?? 0, minutes: l.minutes }),
    0,
  );
  const submit = () => {
    if (recompute) {
      run(
        () => call('correctInvoice', { params: { id: invoice.id }, body: { reason } }),
        invoicesStaffWords.financeConfirmRecompute(invoice.number),
      );
      return;
    }
    const body = lines.map((l) => ({
      description: l.description,
      quantity: quantityOf(l.quantity),
      unit_cents: centsOf(l.unit),
      ...(l.minutes !== undefined ? { minutes: l.minutes } : {}),
    }));
    if (body.some((l) => l.unit_cents === null)) {
      fail(invoicesStaffWords.financeCorrectUnitBad);
      return;
    }
    const sent = body.map((l) => ({ ...l, unit_cents: l.unit_cents ?? 0 }));
    run(
      () => call('correctInvoice', { params: { id: invoice.id }, body: { reason, lines: sent } }),
      invoicesStaffWords.financeConfirmCorrect(invoice.number, formatCents(preview)),
    );
  };
  return (
    <fieldset className="finance-correction">
      <legend>{invoicesStaffWords.financeCorrect}</legend>
      <label>
        {invoicesStaffWords.financeCorrectReason}
        <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      <label className="finance-correction-check">
        <input type="checkbox" checked={recompute} onChange={(e) => setRecompute(e.target.checked)} />
        {invoicesStaffWords.financeCorrectRecompute}
      </label>
      {recompute ? null : (
        <>
          <p>{invoicesStaffWords.financeCorrectLines}</p>
          <ol className="finance-correction-lines">
            {lines.map((line, i) => (
              <li key={i}>
                <label>
                  {invoicesStaffWords.financeCorrectDescription}
                  <input
                    value={line.description}
                    maxLength={200}
                    onChange={(e) => edit(i, { description: e.target.value })}
                  />
                </label>
                <label>
                  {invoicesStaffWords.financeCorrectQuantity}
                  <input
                    inputMode="decimal"
                    value={line.quantity}
                    onChange={(e) => edit(i, { quantity: e.target.value, minutes: undefined })}
                  />
                </label>
                <label>
                  {invoicesStaffWords.financeCorrectUnit}
                  <input inputMode="decimal" value={line.unit} onChange={(e) => edit(i, { unit: e.target.value })} />
                </label>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={lines.length <= 1}
                  onClick={() => setLines((all) => all.filter((_, k) => k !== i))}
                >
                  {invoicesStaffWords.financeCorrectRemoveLine}
                </button>
              </li>
            ))}
          </ol>
          <p>
            <button
              type="button"
              className="button button-ghost"
              disabled={lines.length >= CORRECTION_MAX_LINES}
              onClick={() => setLines((all) => [...all, { description: '', quantity: '1', unit: '' }])}
            >
              {invoicesStaffWords.financeCorrectAddLine}
            </button>{' '}
            {invoicesStaffWords.financeCorrectTotal(formatCents(preview))}
          </p>
        </>
      )}
      <button type="button" className="button" disabled={busy} onClick={submit}>
        {invoicesStaffWords.financeCorrectSubmit}
      </button>
    </fieldset>
  );
}
