import { addDays } from '@arena/shared/rules/dates';
import { MY_PAST_DAYS, type MyBookingsPeriod } from '@arena/shared/bookings/schemas';
import type { Deps } from '../../deps.ts';
import { addMs, instantOf, localDateTime } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { countGuestsOf } from './guests.repository.ts';
import { listMyUpcoming, listPastOfUser } from './my-bookings.repository.ts';
import { nowLocal } from './bookings.service.ts';

/**
 * Until when a booking may be cancelled (docs/product.md#booking-rules): CANCEL_NOTICE_HOURS before its start,
 * counted in real time as the cancel rule counts it, written on the space's wall clock.
 */
export function cancelUntil(start: string, { config }: Pick<Deps, 'config'>): string {
  const tz = config.SPACE_TIMEZONE;
  const key = `${tz} ${config.CANCEL_NOTICE_HOURS} ${start}`;
  let deadline = deadlines.get(key);
  if (deadline === undefined) {
    deadline = localDateTime(addMs(instantOf(start, tz), -config.CANCEL_NOTICE_HOURS * 3_600_000), tz);
    // Starts sit on the slot grid, so few keys recur; the bound only keeps memory flat.
    if (deadlines.size >= DEADLINES_KEPT) deadlines.clear();
    deadlines.set(key, deadline);
  }
  return deadline;
}

// The time-zone arithmetic costs tens of microseconds a booking; a list repeats the same starts.
const DEADLINES_KEPT = 5000;
const deadlines = new Map<string, string>();

/**
 * GET /appointments/mine (docs/product.md#my-bookings): the member's upcoming bookings in every room, soonest
 * first, or (`past`) those of the last MY_PAST_DAYS days that have ended, latest first; each as
 * the seed's list item with its room and cancellation deadline.
 */
export async function myBookings(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  caller: AuthUser,
  period: MyBookingsPeriod,
) {
  const now = nowLocal(deps);
  const rows =
    period === 'past'
      ? await listPastOfUser(deps.db, caller.id, `${addDays(now.slice(0, 10), -MY_PAST_DAYS)} 00:00:00`, now)
      : await listMyUpcoming(deps.db, caller.id, now);
  const guests =
    rows.length === 0
      ? new Map<number, number>()
      : await countGuestsOf(
          deps.db,
          rows.map((r) => r.id),
        );
  return rows.map((r) => ({
    id: r.id,
    user_id: caller.id,
    participants: r.room,
    date_initial: r.date_initial,
    date_final: r.date_final,
    mine: true,
    overage: r.overage_minutes > 0,
    room: r.room,
    cancel_until: cancelUntil(r.date_initial, deps),
    series_id: r.series_id,
    checked_in_at: r.checked_in_at,
    released_at: r.released_at,
    guests: guests.get(r.id) ?? 0,
  }));
}
