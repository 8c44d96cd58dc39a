import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../../lib/api-client';
import type { Run } from './invoice-card';
import { SetAsideLine, WaitingLine } from './waiting-line';

/**
 * The statement's credits waiting for staff, a page at a time with their count, and the ones set
 * aside in their own list (docs/product.md#financeiro).
 */
export function WaitingCredits({ run, fail }: { run: Run; fail: (message: string) => void }) {
  const [list, setList] = useState<'waiting' | 'set_aside'>('waiting');
  const [page, setPage] = useState(1);
  const lines = useQuery({
    queryKey: ['admin-statements', list, page],
    queryFn: async () => (await call('listStatementLines', { query: { list, page } })).data,
  });
  const data = lines.data;
  if (!data || (data.waiting_count === 0 && data.set_aside_count === 0)) return null;
  const count = list === 'waiting' ? data.waiting_count : data.set_aside_count;
  const show = (next: 'waiting' | 'set_aside') => {
    setList(next);
    setPage(1);
  };
  return (
    <section className="card" aria-labelledby="finance-waiting">
      <h2 id="finance-waiting">
        {invoicesStaffWords.financeWaiting}{' '}
        <small>({invoicesStaffWords.financeWaitingCount(data.waiting_count)})</small>
      </h2>
      <div className="finance-tools">
        <button
          type="button"
          className="button button-ghost"
          aria-pressed={list === 'waiting'}
          onClick={() => show('waiting')}
        >
          {invoicesStaffWords.financeWaiting} ({data.waiting_count})
        </button>
        <button
          type="button"
          className="button button-ghost"
          aria-pressed={list === 'set_aside'}
          onClick={() => show('set_aside')}
        >
          {invoicesStaffWords.financeSetAsideList} ({data.set_aside_count})
        </button>
      </div>
      <ul className="finance-waiting">
        {data.lines.map((line) =>
          list === 'waiting' ? (
            <WaitingLine key={line.id} line={line} run={run} fail={fail} />
          ) : (
            <SetAsideLine key={line.id} line={line} run={run} />
          ),
        )}
      </ul>
      {page * data.page_size < count ? (
        <button type="button" className="button button-ghost" onClick={() => setPage(page + 1)}>
          {invoicesStaffWords.financeMore}
        </button>
      ) : null}
    </section>
  );
}
