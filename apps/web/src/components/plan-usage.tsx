import { messages } from '@arena/shared/messages';
import { formatHours, monthName } from '@arena/shared/rules/hours';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Usage, useUsage } from '../lib/get-usage';
import './plan-usage.css';

/** "3 h de 10 h usadas em novembro", and the excedente when there is one (product.md §9). */
export function usageText(u: Usage): string {
  const month = monthName(u.month);
  const used = formatHours(u.used_minutes);
  const line =
    u.plan === null
      ? messages.usageNoPlan(used, month)
      : messages.usageLine(used, formatHours(u.included_minutes), month);
  return u.plan !== null && u.overage_minutes > 0
    ? `${line} · ${messages.usageOverage(formatHours(u.overage_minutes))}`
    : line;
}

/**
 * The account's room hours of a month (this month without one), on home and /room. Booking or
 * cancelling anywhere on the screen changes them, so the line asks again once a change is done.
 */
export function PlanUsage({ month }: { month?: string }) {
  const usage = useUsage(month);
  const mutating = useIsMutating();
  const wasMutating = useRef(false);
  const { refetch } = usage;
  useEffect(() => {
    if (mutating > 0) wasMutating.current = true;
    else if (wasMutating.current) {
      wasMutating.current = false;
      void refetch();
    }
  }, [mutating, refetch]);
  const u = usage.data;
  if (!u) return null;
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
