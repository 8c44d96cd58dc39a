import { HOLIDAY_YEARS_AHEAD } from '@arena/shared/contract/limits';
import type { CreateClosedDayBody } from '@arena/shared/closed-days/schemas';
import { closedDaysStaffWords } from '@arena/shared/closed-days/staff-words';

import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { countBookingsOn, deleteClosedDay, findClosedDay, insertClosedDays } from './closed-days.repository.ts';
import { brazilianHolidays } from './holidays.ts';

/** The booking rule's question (docs/product.md#closed-days): is the space closed on a date? */
export { isClosedDay } from './closed-days.repository.ts';

/** How far ahead staff may load holidays: the current year and the next five (docs/product.md#back-office). */

/**
 * Closes a day. Bookings already on it are left alone (staff decide, from the agenda, whether to
 * cancel them): the answer counts them so the screen can warn. Booking on it is refused from now
 * on by bookRoom's isClosedDay check.
 */
export async function closeDay({ db, clock }: Pick<Deps, 'db' | 'clock'>, staff: AuthUser, day: CreateClosedDayBody) {
  const now = clock().toISOString();
  const added = await db.transaction().execute(async (trx) => {
    const rows = await insertClosedDays(trx, [day], now);
    if (rows.length === 0) return false;
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'closed-day.create',
      target: `closed-day:${day.date}`,
      before: null,
      after: { date: day.date, reason: day.reason },
      now,
    });
    return true;
  });
  if (!added) throw new AppError(409, 'closedDayExists');
  return { message: closedDaysStaffWords.closedDayAdded, bookings: await countBookingsOn(db, day.date) };
}

export async function reopenDay({ db, clock }: Pick<Deps, 'db' | 'clock'>, staff: AuthUser, date: string) {
  const now = clock().toISOString();
  const removed = await db.transaction().execute(async (trx) => {
    const before = await findClosedDay(trx, date);
    if (!before || !(await deleteClosedDay(trx, date))) return false;
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'closed-day.delete',
      target: `closed-day:${date}`,
      before: { date: before.date, reason: before.reason },
      after: null,
      now,
    });
    return true;
  });
  if (!removed) throw new AppError(404, 'closedDayNotFound');
  return { message: closedDaysStaffWords.closedDayRemoved };
}

/** Closes a year's national holidays that fall on weekdays and are not closed yet. */
export async function loadHolidays(
  { db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>,
  staff: AuthUser,
  year: number,
) {
  const current = Number(localDate(clock(), config.SPACE_TIMEZONE).slice(0, 4));
  if (year < current || year > current + HOLIDAY_YEARS_AHEAD) throw new AppError(400, 'holidaysYearInvalid');
  const { weekdays } = await brazilianHolidays(year);
  const now = clock().toISOString();
  const added = await db.transaction().execute(async (trx) => {
    const rows = await insertClosedDays(trx, weekdays, now);
    if (rows.length > 0) {
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'closed-day.holidays',
        target: `closed-days:${year}`,
        before: null,
        after: { year, added: rows.map((r) => ({ date: r.date, reason: r.reason })) },
        now,
      });
    }
    return rows.length;
  });
  const text =
    added === 0
      ? closedDaysStaffWords.holidaysAddedNone(year)
      : added === 1
        ? closedDaysStaffWords.holidaysAddedOne(year)
        : closedDaysStaffWords.holidaysAddedMany({ n: added, year });
  return { message: `${text} ${closedDaysStaffWords.holidaysWeekendNote}`, added };
}
