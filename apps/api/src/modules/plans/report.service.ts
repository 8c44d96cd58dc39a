import { addDays, isWeekend } from '@arena/shared/rules/dates';
import { nextMonth } from '@arena/shared/rules/hours';
import type { AccountUsage, RoomWeek, UsageReport } from '@arena/shared/plans/schemas';
import type { Deps } from '../../deps.ts';
import { bookingMinutes } from './hours.service.ts';
import { bookingsIn, closedDaysIn, listAccounts, listRoomsForReport } from './plans.repository.ts';

/**
 * Staff's usage of a month (docs/product.md#plans): each account's included, used and excedente hours,
 * and each room's occupancy by week — the minutes booked over the minutes it was open (weekdays
 * that are not closed days, opening hours long). Weeks run Monday to Sunday, cut at the month's
 * edges, so the weeks add up to the month.
 */

/** Day of the week of a `YYYY-MM-DD`, Monday 0 … Sunday 6. */
function weekdayIndex(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (d + 6) % 7;
}

/** The month's weeks as [first, last] days, each cut to the month. */
export function weeksOf(month: string): Array<{ start: string; end: string }> {
  const first = `${month}-01`;
  const last = addDays(`${nextMonth(month)}-01`, -1);
  const weeks: Array<{ start: string; end: string }> = [];
  let start = first;
  while (start <= last) {
    const sunday = addDays(start, 6 - weekdayIndex(start));
    const end = sunday < last ? sunday : last;
    weeks.push({ start, end });
    start = addDays(end, 1);
  }
  return weeks;
}

export async function usageReport({ db, config }: Pick<Deps, 'db' | 'config'>, month: string): Promise<UsageReport> {
  const [accounts, rooms, bookings, closed] = [
    await listAccounts(db),
    await listRoomsForReport(db),
    await bookingsIn(db, month),
    new Set(await closedDaysIn(db, month)),
  ];
  const usedByAccount = new Map<number, number>();
  // The excedente each booking recorded when made (docs/product.md#usage-report), not recomputed
  // from the account's plan of today.
  const overageByAccount = new Map<number, number>();
  const bookedByRoomDay = new Map<string, number>();
  for (const b of bookings) {
    const minutes = bookingMinutes(b.date_initial, b.date_final);
    const account = Number(b.account_id);
    usedByAccount.set(account, (usedByAccount.get(account) ?? 0) + minutes);
    overageByAccount.set(account, (overageByAccount.get(account) ?? 0) + b.overage_minutes);
    const key = `${b.room_id}|${b.date_initial.slice(0, 10)}`;
    bookedByRoomDay.set(key, (bookedByRoomDay.get(key) ?? 0) + minutes);
  }

  const accountRows: AccountUsage[] = [];
  for (const a of accounts) {
    const used = usedByAccount.get(a.id) ?? 0;
    // Accounts not active (pending, suspended) appear only when they booked in the month.
    if (a.status !== 'Ativo' && used === 0) continue;
    const included = a.monthly_minutes ?? 0;
    accountRows.push({
      account_id: a.id,
      name: `${a.name} ${a.lastname}`.trim(),
      email: a.email,
      company: a.company,
      plan: a.plan,
      overage: a.overage,
      included_minutes: included,
      used_minutes: used,
      overage_minutes: overageByAccount.get(a.id) ?? 0,
    });
  }

  const openPerDay = config.opening.close - config.opening.open;
  const weeks = weeksOf(month);
  const roomRows = rooms
    .filter((r) => r.active === 1 || bookings.some((b) => b.room_id === r.id))
    .map((room) => ({
      id: room.id,
      name: room.name,
      weeks: weeks.map(({ start, end }): RoomWeek => {
        let booked = 0;
        let open = 0;
        for (let day = start; day <= end; day = addDays(day, 1)) {
          booked += bookedByRoomDay.get(`${room.id}|${day}`) ?? 0;
          if (!isWeekend(day) && !closed.has(day)) open += openPerDay;
        }
        return { start, end, booked_minutes: booked, open_minutes: open };
      }),
    }));
  return { month, accounts: accountRows, rooms: roomRows };
}
