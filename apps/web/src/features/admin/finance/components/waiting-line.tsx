import { adminMessages } from '@arena/shared/admin-messages';
import { formatCents } from '@arena/shared/rules/money';
import { useState } from 'react';
import { call } from '../../../../lib/api-client';
import { brDate, type Run } from './invoice-card';

/** A credit of the bank statement that paid nothing, for staff to assign to an invoice by hand. */
export type Waiting = { fitid: string; amount_cents: number; date: string; memo: string; invoice_ids: number[] };

export function WaitingLine({ line, run }: { line: Waiting; run: Run }) {
  const [target, setTarget] = useState(String(line.invoice_ids[0] ?? ''));
  return (
    <li className="finance-waiting-line">
      <span>
        {brDate(line.date)} · {formatCents(line.amount_cents)} · {line.memo}
      </span>
      <label>
        {adminMessages.financeAssignTo}
        <input inputMode="numeric" value={target} onChange={(e) => setTarget(e.target.value)} />
      </label>
      <button
        type="button"
        className="button button-ghost"
        onClick={() =>
          run(() => call('assignStatementLine', { body: { fitid: line.fitid, invoice_id: Number(target) } }))
        }
      >
        {adminMessages.financeAssign}
      </button>
    </li>
  );
}
