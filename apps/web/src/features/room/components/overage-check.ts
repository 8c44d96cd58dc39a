import { messages } from '@arena/shared/messages';
import { formatHours, minutesBetween, monthName } from '@arena/shared/rules/hours';
import { formatCents, minutesPrice } from '@arena/shared/rules/money';
import { useQueryClient } from '@tanstack/react-query';
import { useModal } from '../../../components/modal';
import { type Usage, usageQuery } from '../../../lib/get-usage';

/**
 * What to tell the member before a booking beyond the plan's hours (docs/product.md#plans), or null when
 * it fits. A `charge` plan (or no plan: nothing included) takes it as excedente, so the member
 * confirms first; a `block` plan is refused by the server, in words that say how much is left.
 */
export function overageNotice(usage: Usage, minutes: number): string | null {
  if (usage.overage === 'block' || minutes <= usage.remaining_minutes) return null;
  const beyond = minutes - usage.remaining_minutes;
  const notice = messages.overageNotice(
    formatHours(beyond),
    formatHours(usage.remaining_minutes),
    monthName(usage.month),
  );
  // Its cost, for a manager on a priced plan (docs/product.md#plan-prices); team members see no money.
  const unit = usage.overage_hour_cents ?? 0;
  if (unit <= 0) return notice;
  const cost = messages.overageCost(formatHours(beyond), formatCents(unit), formatCents(minutesPrice(beyond, unit)));
  return `${cost}. ${notice}`;
}

/**
 * Asks the account's hours of the booking's month afresh and, when the booking goes beyond them
 * on a charge plan, asks the member to confirm. True when the booking may go ahead. Should the
 * hours not be known (no network), the booking goes to the server, which decides anyway.
 */
export function useOverageCheck() {
  const client = useQueryClient();
  const modal = useModal();
  return async (date: string, start: string, end: string): Promise<boolean> => {
    const usage = await client.fetchQuery({ ...usageQuery(date.slice(0, 7)), staleTime: 0 }).catch(() => null);
    const notice = usage ? overageNotice(usage, minutesBetween(start, end)) : null;
    return notice ? modal.confirm(notice) : true;
  };
}
