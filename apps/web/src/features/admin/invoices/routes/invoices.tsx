import { INVOICES_PAGE } from '@arena/shared/invoices/month-schemas';
import { invoiceStatuses } from '@arena/shared/invoices/schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { requestsStaffWords } from '@arena/shared/requests/staff-words';
import { monthLabel, MONTH_PATTERN, nextMonth, previousMonth } from '@arena/shared/rules/hours';
import { formatCents } from '@arena/shared/rules/money';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { call, download, errorMessage, send } from '../../../../lib/api-client';
import { useConfig } from '../../../../lib/use-config';
import { type Run, statusWords } from '../components/invoice-card';
import { InvoiceRow } from '../components/invoice-row';
import { IssueMonth } from '../components/issue-month';
import { WaitingCredits } from '../components/waiting-credits';
import { UnknownPix } from '../components/unknown-pix';
import '../invoices.css';

/**
 * `/admin/finance?month=YYYY-MM&status=` (docs/product.md#financeiro): the month's totals, its
 * invoices by status a page at a time, newest first, each opened for what paid it and its actions
 * (mark paid, undo, cancel, NFS-e, correct), the accountant's CSV,
 * the bank statement's import and the credits waiting to be assigned. For the `financeiro` role.
 */
export default function AdminFinanceRoute() {
  const [params, setParams] = useSearchParams();
  const config = useConfig();
  const modal = useModal();
  const client = useQueryClient();
  const asked = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(asked) ? asked : (config.data?.today.slice(0, 7) ?? '');
  const statusParam = params.get('status');
  const status = invoiceStatuses.find((s) => s === statusParam);
  // A page at a time, newest first (issue 34): the month's totals come with each page, summed by the server.
  const list = useInfiniteQuery({
    queryKey: ['admin-invoices', month, status],
    enabled: month !== '',
    queryFn: async ({ pageParam }) =>
      (
        await call('listAdminInvoices', {
          query: {
            month,
            limit: INVOICES_PAGE,
            ...(status ? { status } : {}),
            ...(pageParam ? { before: pageParam } : {}),
          },
        })
      ).data,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.invoices.length < INVOICES_PAGE ? undefined : last.invoices.at(-1)?.id),
  });
  const invoices = list.data?.pages.flatMap((p) => p.invoices) ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: ['admin-invoices'] });
  const act = useMutation({
    mutationFn: async (run: () => Promise<{ data: { message: string } }>) => (await run()).data,
    onSuccess: async (answer) => {
      await refresh();
      await client.invalidateQueries({ queryKey: ['admin-statements'] });
      await modal.show(answer.message);
    },
    onError: (error) => modal.show(errorMessage(error)),
  });
  // A money action with a question asks it first (walk C11); Não sends nothing.
  const run: Run = (fn, question) =>
    void (async () => {
      if (question && !(await modal.confirm(question))) return;
      act.mutate(fn);
    })();
  const go = (next: { month?: string; status?: string }) =>
    setParams({
      month: next.month ?? month,
      ...((next.status ?? status) ? { status: next.status ?? status ?? '' } : {}),
    });

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const { data: answer } = await send('importStatement', {
        bytes: await file.arrayBuffer(),
        contentType: 'application/x-ofx',
      });
      await refresh();
      await client.invalidateQueries({ queryKey: ['admin-statements'] });
      await modal.show(
        invoicesStaffWords.financeImportResult(
          answer.counts.matched,
          answer.counts.already,
          answer.counts.waiting,
          answer.counts.set_aside,
        ),
      );
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };
  const downloadCsv = async () => {
    try {
      await download('getInvoicesCsv', `faturas-${month}.csv`, { query: { month } });
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  const totals = list.data?.pages[0]?.totals;
  const listed = totals ? (status ? totals.by_status[status] : totals.count + totals.by_status.cancelada) : 0;
  return (
    <div className="finance-page">
      <PageTitle>{invoicesStaffWords.financeTitle}</PageTitle>
      <p>{invoicesStaffWords.financeIntro}</p>
      {month ? (
        <nav className="finance-months" aria-label={plansStaffWords.usageMonth}>
          <button type="button" className="button button-ghost" onClick={() => go({ month: previousMonth(month) })}>
            ‹ {plansStaffWords.usagePreviousMonth}
          </button>
          <h2 aria-live="polite">{monthLabel(month)}</h2>
          <button type="button" className="button button-ghost" onClick={() => go({ month: nextMonth(month) })}>
            {plansStaffWords.usageNextMonth} ›
          </button>
        </nav>
      ) : null}
      {totals ? (
        <dl className="finance-totals">
          <div className="card">
            <dt>{invoicesStaffWords.financeIssued}</dt>
            <dd>{formatCents(totals.issued_cents)}</dd>
          </div>
          <div className="card">
            <dt>{invoicesStaffWords.financeReceived}</dt>
            <dd>{formatCents(totals.received_cents)}</dd>
          </div>
          <div className="card">
            <dt>{invoicesStaffWords.financeOpen}</dt>
            <dd>{formatCents(totals.open_cents)}</dd>
          </div>
          <div className="card">
            <dt>{invoicesStaffWords.financeOverdue}</dt>
            <dd>{formatCents(totals.overdue_cents)}</dd>
          </div>
        </dl>
      ) : null}
      <div className="finance-tools">
        <IssueMonth
          month={month}
          today={config.data?.today ?? ''}
          busy={act.isPending}
          run={run}
          fail={(message) => void modal.show(message)}
        />
        <button type="button" className="button button-ghost" onClick={() => void downloadCsv()}>
          {invoicesStaffWords.financeDownload}
        </button>
        <label className="button button-ghost finance-file">
          {invoicesStaffWords.financeImport}
          <input type="file" accept=".ofx,application/x-ofx,text/plain" onChange={(e) => void importFile(e)} />
        </label>
      </div>
      <label className="finance-filter">
        {invoicesStaffWords.financeFilter}{' '}
        <select
          value={status ?? ''}
          onChange={(e) => setParams({ month, ...(e.target.value ? { status: e.target.value } : {}) })}
        >
          <option value="">{invoicesStaffWords.financeAll}</option>
          {invoiceStatuses.map((s) => (
            <option key={s} value={s}>
              {totals ? invoicesStaffWords.financeStatusCount(statusWords[s], totals.by_status[s]) : statusWords[s]}
            </option>
          ))}
        </select>
      </label>
      {list.isError ? <p role="alert">{errorMessage(list.error)}</p> : null}
      {list.data && invoices.length === 0 ? <p className="card">{invoicesStaffWords.financeEmpty}</p> : null}
      <ul className="finance-list">
        {invoices.map((invoice) => (
          <InvoiceRow
            key={invoice.id}
            invoice={invoice}
            today={config.data?.today ?? ''}
            busy={act.isPending}
            run={run}
            fail={(message) => void modal.show(message)}
          />
        ))}
      </ul>
      {invoices.length > 0 ? <p>{invoicesStaffWords.financeShowing(invoices.length, listed)}</p> : null}
      {list.hasNextPage ? (
        <button
          type="button"
          className="button button-ghost"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? requestsStaffWords.inboxLoading : invoicesStaffWords.financeLoadMore}
        </button>
      ) : null}
      <WaitingCredits run={run} fail={(message) => void modal.show(message)} />
      <UnknownPix />
    </div>
  );
}
