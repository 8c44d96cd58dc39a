import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { monthLabel, MONTH_PATTERN, nextMonth, previousMonth } from '@arena/shared/rules/hours';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { errorMessage } from '../../../../lib/api-client';
import { useConfig } from '../../../../lib/use-config';
import { downloadUsageCsv } from '../api/download-usage-csv';
import { useUsageReport } from '../api/get-usage-report';
import { AccountsTable } from '../components/accounts-table';
import { OccupancyChart } from '../components/occupancy-chart';
import '../usage.css';

/**
 * `/admin/usage?month=YYYY-MM` (docs/product.md#plans): each account's hours of the month and each room's
 * weekly occupancy, and the CSV finance opens in Excel. Without a month, this month in São Paulo.
 */
export default function AdminUsageRoute() {
  const [params, setParams] = useSearchParams();
  const config = useConfig();
  const modal = useModal();
  const [downloading, setDownloading] = useState(false);
  const asked = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(asked) ? asked : (config.data?.today.slice(0, 7) ?? '');
  const report = useUsageReport(month);

  const go = (m: string) => setParams({ month: m });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadUsageCsv(month);
    } catch (error) {
      await modal.show(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="usage-page">
      <PageTitle>{plansStaffWords.usageTitle}</PageTitle>
      <p className="usage-intro">{plansStaffWords.usageIntro}</p>
      {month ? (
        <div className="usage-bar">
          <nav className="usage-months" aria-label={plansStaffWords.usageMonth}>
            <button type="button" className="button button-ghost" onClick={() => go(previousMonth(month))}>
              <span aria-hidden="true">‹ </span>
              {plansStaffWords.usagePreviousMonth}
            </button>
            <h2 className="usage-month" aria-live="polite">
              {monthLabel(month)}
            </h2>
            <button type="button" className="button button-ghost" onClick={() => go(nextMonth(month))}>
              {plansStaffWords.usageNextMonth}
              <span aria-hidden="true"> ›</span>
            </button>
          </nav>
          <button type="button" className="button" onClick={download} disabled={downloading}>
            {plansStaffWords.usageDownload}
          </button>
        </div>
      ) : null}
      {report.isPending ? <p>{usersStaffWords.membersLoading}</p> : null}
      {report.isError ? <p role="alert">{errorMessage(report.error)}</p> : null}
      {report.data ? (
        <>
          <section className="card usage-section" aria-labelledby="usage-accounts">
            <h2 id="usage-accounts">{plansStaffWords.usageAccounts}</h2>
            <AccountsTable accounts={report.data.accounts} />
          </section>
          <section className="card usage-section" aria-labelledby="usage-occupancy">
            <h2 id="usage-occupancy">{plansStaffWords.usageOccupancy}</h2>
            <OccupancyChart report={report.data} />
          </section>
        </>
      ) : null}
    </div>
  );
}
