import { formatDay } from '@arena/shared/rules/dates';
import type { StatementLinesAnswer } from '@arena/shared/invoices/statement-schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { formatCents, parseReais, centsToInput } from '@arena/shared/rules/money';

import { useState } from 'react';
import { call } from '../../../../lib/api-client';
import { type Run } from './invoice-card';

/** A credit of the bank statement waiting for staff, or one set aside. */
export type Waiting = StatementLinesAnswer['lines'][number];

/** The line whole: date, payer, memo, FITID, amount and what is left of it. */
function LineFacts({ line }: { line: Waiting }) {
  return (
    <dl className="finance-line-facts">
      <div>
        <dt>{invoicesStaffWords.financeLineDate}</dt>
        <dd>{formatDay(line.date)}</dd>
      </div>
      <div>
        <dt>{invoicesStaffWords.financeLinePayer}</dt>
        <dd>{line.name || '—'}</dd>
      </div>
      <div>
        <dt>{invoicesStaffWords.financeLineMemo}</dt>
        <dd>{[line.memo, line.refnum].filter(Boolean).join(' · ') || '—'}</dd>
      </div>
      <div>
        <dt>{invoicesStaffWords.financeLineFitid}</dt>
        <dd>{line.fitid}</dd>
      </div>
      <div>
        <dt>{invoicesStaffWords.financeLineAmount}</dt>
        <dd>{formatCents(line.amount_cents)}</dd>
      </div>
      <div>
        <dt>{invoicesStaffWords.financeLineLeft}</dt>
        <dd>{formatCents(line.left_cents)}</dd>
      </div>
    </dl>
  );
}

/**
 * A waiting credit (docs/product.md#financeiro): its suggestions are buttons that fill the
 * invoice's number, none chosen beforehand; staff type or pick the number, the amount (what is
 * left by default), and assign it — or set it aside with a reason.
 */
export function WaitingLine({ line, run, fail }: { line: Waiting; run: Run; fail: (message: string) => void }) {
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState(centsToInput(line.left_cents));
  const [reason, setReason] = useState('');
  const assign = () => {
    const cents = parseReais(amount);
    if (cents === null || cents <= 0) return fail(invoicesStaffWords.financeAmountBad);
    run(() =>
      call('assignStatementLine', { body: { line_id: line.id, invoice_number: number.trim(), amount_cents: cents } }),
    );
  };
  return (
    <li className="card finance-waiting-line" aria-label={`${line.fitid} ${formatCents(line.amount_cents)}`}>
      <LineFacts line={line} />
      {line.suggestions.length > 0 ? (
        <div className="finance-suggestions">
          <span>{invoicesStaffWords.financeSuggestions}</span>
          {line.suggestions.map((s) => (
            <button
              key={s.invoice_id}
              type="button"
              className="button button-ghost"
              aria-pressed={number === s.number}
              onClick={() => setNumber(s.number)}
            >
              {invoicesStaffWords.financeSuggestion(s.number, s.who, formatCents(s.balance_cents))}
            </button>
          ))}
        </div>
      ) : null}
      <div className="finance-actions">
        <label>
          {invoicesStaffWords.financeInvoiceNumber}
          <input value={number} placeholder="2026-000004" onChange={(e) => setNumber(e.target.value)} />
        </label>
        <label>
          {invoicesStaffWords.financeAmount}
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <button type="button" className="button" onClick={assign}>
          {invoicesStaffWords.financeAssign}
        </button>
      </div>
      <div className="finance-actions">
        <label>
          {invoicesStaffWords.financeSetAsideReason}
          <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => run(() => call('setStatementLineAside', { body: { line_id: line.id, reason } }))}
        >
          {invoicesStaffWords.financeSetAside}
        </button>
      </div>
    </li>
  );
}

/** A credit set aside: the line, who set it aside and why, and the way back. */
export function SetAsideLine({ line, run }: { line: Waiting; run: Run }) {
  return (
    <li className="card finance-waiting-line">
      <LineFacts line={line} />
      <p>{invoicesStaffWords.financeSetAsideBy(line.set_aside?.by ?? '—', line.set_aside?.reason ?? '')}</p>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => run(() => call('restoreStatementLine', { body: { line_id: line.id } }))}
      >
        {invoicesStaffWords.financeRestore}
      </button>
    </li>
  );
}
