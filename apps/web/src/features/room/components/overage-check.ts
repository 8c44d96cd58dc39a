import { plansWords } from '@arena/shared/plans/words';
import { invoicesWords } from '@arena/shared/invoices/words';
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
  const notice = plansWords.overageNotice(
    formatHours(beyond),
    formatHours(usage.remaining_minutes),
    monthName(usage.month),
  );
  // Its cost, for a manager on a priced plan (docs/product.md#plan-prices); team members see no money.
  const unit = usage.overage_hour_cents ?? 0;
  if (unit <= 0) return notice;
  const cost = invoicesWords.overageCost(
    formatHours(beyond),
    formatCents(unit),
    formatCents(minutesPrice(beyond, unit)),
  );
  return `${cost}. ${notice}`;
}

/** The excedente the member accepted, as the booking sends it (docs/product.md#plan-hours). */
export type OverageConsent = { max_overage_minutes: number; max_overage_cents: number };

/**
 * What accepting a booking of `minutes` means on these hours: its excedente minutes and their cost
 * (0 on a team member's answer, which carries no price: the server checks their minutes).
 */
export function overageConsent(usage: Usage | null, minutes: number): OverageConsent {
  if (!usage || usage.overage === 'block') return { max_overage_minutes: 0, max_overage_cents: 0 };
  const beyond = Math.max(0, minutes - usage.remaining_minutes);
  return { max_overage_minutes: beyond, max_overage_cents: minutesPrice(beyond, usage.overage_hour_cents ?? 0) };
}

/**
 * Asks the account's hours of the booking's month afresh and, when the booking goes beyond them
 * on a charge plan, asks the member to confirm. The excedente accepted, to send with the booking,
 * or null when the member said no. Should the hours not be known (no network), nothing is
 * accepted: the server books within the plan, and refuses priced excedente in words that say its cost.
 */
export function useOverageCheck() {
  const client = useQueryClient();
  const modal = useModal();
  return async (date: string, start: string, end: string): Promise<OverageConsent | null> => {
    const usage = await client.fetchQuery({ ...usageQuery(date.slice(0, 7)), staleTime: 0 }).catch(() => null);
    const minutes = minutesBetween(start, end);
    const notice = usage ? overageNotice(usage, minutes) : null;
    if (notice && !(await modal.confirm(notice))) return null;
    return overageConsent(usage, minutes);
  };
}
