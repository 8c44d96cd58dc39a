import { formatHours, monthName } from '@arena/shared/rules/hours';
import type { Usage } from '@arena/shared/plans/schemas';
import type { Db, Trx } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { minutesOf, monthOf, type Slot, storedSlot } from '../../lib/slot.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { accountBookingsIn, accountPlan, lockAccount } from './plans.repository.ts';

/**
 * The hours of an account in a São Paulo calendar month (docs/product.md#plans): a manager and their team
 * share their plan's hours; a booking counts in the month it takes place; a cancelled one does not
 * count, so cancelling gives its hours back. An account without a plan has no hours included:
 * its bookings go through, as before plans had hours, and all of their time is excedente.
 */

/** This month in the space's time zone, `YYYY-MM`. */
export function thisMonth({ clock, config }: Pick<Deps, 'clock' | 'config'>): string {
  return localDate(clock(), config.SPACE_TIMEZONE).slice(0, 7);
}

/** The account a member's bookings count for: their manager's when they are on a team. */
export function accountIdOf(user: Pick<AuthUser, 'id' | 'manager_id'>): number {
  return user.manager_id ?? user.id;
}

/** Minutes of a booking as the database keeps it, `YYYY-MM-DD HH:MM:SS` start and end (one day, decision 002). */
export function bookingMinutes(start: string, end: string): number {
  return minutesOf(storedSlot(start, end));
}

/**
 * The account's month: hours included by its plan of today (what is left to book now), and the
 * excedente as each booking recorded it when made (docs/product.md#usage-report) — a plan changed
 * since does not rewrite what the member agreed to.
 */
export async function accountUsage(
  db: Db,
  accountId: number,
  month: string,
  known?: { plan: AccountPlan },
): Promise<Usage> {
  const plan = known ? known.plan : await accountPlan(db, accountId);
  const bookings = await accountBookingsIn(db, accountId, month);
  const used = bookings.reduce((sum, b) => sum + bookingMinutes(b.date_initial, b.date_final), 0);
  const recorded = bookings.reduce((sum, b) => sum + b.overage_minutes, 0);
  const included = plan?.monthly_minutes ?? 0;
  return {
    month,
    included_minutes: included,
    used_minutes: used,
    remaining_minutes: Math.max(0, included - used),
    overage_minutes: recorded,
    plan: plan?.name ?? null,
    overage: plan?.overage ?? null,
    overage_hour_cents: plan?.overage_hour_cents ?? 0,
  };
}

/** An account's plan as accountPlan reads it (none for an account without one). */
type AccountPlan = Awaited<ReturnType<typeof accountPlan>>;

/** What a booking records of its plan: its excedente minutes, the plan and the hour's price then. */
export type BookingHours = { overageMinutes: number; planId: number | null; overageHourCents: number };

/**
 * Takes a booking's hours from its account, inside the booking's transaction (bookings.service.ts
 * calls it before the room's lock): the account is locked first, so bookings of one account in
 * different rooms count one after the other and never overspend together. Beyond what is left,
 * a `block` plan refuses with how much is left, answered rather than thrown so the booking still
 * tells a taken slot (409) first; `charge` (or no plan) accepts, and the answer is the minutes to
 * mark as excedente.
 */
export async function takeBookingHours(
  trx: Trx,
  caller: Pick<AuthUser, 'id' | 'manager_id'>,
  slot: Slot,
): Promise<BookingHours | AppError> {
  const account = accountIdOf(caller);
  await lockAccount(trx, account);
  const month = monthOf(slot);
  const plan = await accountPlan(trx, account);
  const usage = await accountUsage(trx, account, month, { plan });
  const minutes = minutesOf(slot);
  const left = usage.remaining_minutes;
  const recorded = { planId: plan?.id ?? null, overageHourCents: plan?.overage_hour_cents ?? 0 };
  if (minutes <= left) return { overageMinutes: 0, ...recorded };
  if (usage.overage === 'block') return AppError.with(422, 'planHoursExceeded', formatHours(left), monthName(month));
  return { overageMinutes: minutes - left, ...recorded };
}
