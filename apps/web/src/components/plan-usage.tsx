import { plansWords } from '@arena/shared/plans/words';
import { formatHours, monthName } from '@arena/shared/rules/hours';
import { type Usage, useUsage } from '../lib/get-usage';
import './plan-usage.css';

/** "Horas usadas em novembro: 3 h de 10 h", and the excedente when there is one (docs/product.md#plans). */
export function usageText(u: Usage): string {
  const month = monthName(u.month);
  const used = formatHours(u.used_minutes);
  const line =
    u.plan === null
      ? plansWords.usageNoPlan(used, month)
      : plansWords.usageLine(used, formatHours(u.included_minutes), month);
  return u.plan !== null && u.overage_minutes > 0
    ? `${line} · ${plansWords.usageOverage(formatHours(u.overage_minutes))}`
    : line;
}

/**
 * The account's room hours of a month (this month without one), on home and /room. A booking or a
 * cancellation changes them: its call refreshes them once it is done (create-appointment.ts,
 * cancel-appointment.ts), and the line shows the new total.
 */
export function PlanUsage({ month }: { month?: string }) {
  const u = useUsage(month).data;
  // Its place is kept while the hours load, so nothing below moves when they arrive (home's CLS).
  // A slow network shows that something comes (walk P4).
  if (!u) {
    return (
      <div className="plan-usage plan-usage-pending">
        <p className="plan-usage-text plan-usage-loading">{plansWords.usageLoading}</p>
      </div>
    );
  }
  const share = u.included_minutes > 0 ? Math.min(1, u.used_minutes / u.included_minutes) : 0;
  return (
    <div className="plan-usage">
      <p className="plan-usage-text">{usageText(u)}</p>
      {u.plan !== null && u.included_minutes > 0 ? (
        <span className="plan-usage-bar" aria-hidden="true">
          <span
            className={u.overage_minutes > 0 ? 'plan-usage-fill plan-usage-over' : 'plan-usage-fill'}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </span>
      ) : null}
    </div>
  );
}
