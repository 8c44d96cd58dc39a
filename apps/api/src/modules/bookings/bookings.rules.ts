import type { TextKey } from '@arena/shared/contract/error-codes';
import { addDays, isWeekend, splitDateTime } from '@arena/shared/rules/dates';
import { formatHours } from '@arena/shared/rules/hours';
import { formatCents, minutesPrice } from '@arena/shared/rules/money';
import { isEndSlot, isStartSlot, type SlotSettings, toMinutes } from '@arena/shared/rules/slots';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { Slot } from '../../lib/slot.ts';

export function slotSettings(config: Config): SlotSettings {
  return { openingHours: config.OPENING_HOURS, slotMinutes: config.SLOT_MINUTES, opening: config.opening };
}

/** `2026-11-23 08:00` → `2026-11-23 08:00:00`; the app sends either. */
export function normalizeDateTime(value: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
}

/**
 * Every booking rule of docs/product.md#booking-rules that needs no database: the shape of the times, not in
 * the past, a weekday, inside opening hours on the slot grid, end after start, within the horizon.
 * The one place a request's times are parsed: what passes travels as a Slot (lib/slot.ts).
 */
export function checkBookingTimes(dateInitial: string, dateFinal: string, nowLocal: string, config: Config): Slot {
  const start = splitDateTime(normalizeDateTime(dateInitial));
  const end = splitDateTime(normalizeDateTime(dateFinal));
  const bad = (key: TextKey) => new AppError(400, key);
  if (!start || !end) throw bad('bookingInvalid');
  const startAt = `${start.date} ${start.time}`;
  const endAt = `${end.date} ${end.time}`;
  if (start.date !== end.date) throw bad('bookingSameDay');
  if (startAt <= nowLocal) throw bad('bookingInvalid');
  if (endAt <= startAt) throw bad('bookingEndBeforeStart');
  if (isWeekend(start.date)) throw bad('bookingWeekend');
  if (start.date > addDays(nowLocal.slice(0, 10), config.BOOKING_HORIZON_DAYS)) throw bad('bookingTooFar');
  const settings = slotSettings(config);
  const hours = config.opening;
  const s = toMinutes(start.time);
  const e = toMinutes(end.time);
  if (Number.isNaN(s) || Number.isNaN(e)) throw bad('bookingOffGrid');
  if (!(s >= hours.open && e <= hours.close)) throw bad('bookingOutsideHours');
  if (!isStartSlot(start.time, settings) || !isEndSlot(end.time, settings)) throw bad('bookingOffGrid');
  return { date: start.date, start: s, end: e };
}

/**
 * The excedente a member accepted before booking (docs/product.md#plan-hours): minutes and, for the
 * account holder, who is shown prices, their cost. A series spends one budget across its dates.
 */
export type OverageConsent = { minutes: number; cents: number };

/**
 * What a booking's excedente costs, and whether the member accepted it. Free excedente (no plan,
 * no hour price) needs no consent; priced, the account holder must have accepted at least its cost,
 * and a team member, who sees hours but no prices, at least its minutes.
 */
export function checkOverageConsent(
  caller: { manager_id: number | null },
  hours: { overageMinutes: number; overageHourCents: number },
  consent: OverageConsent,
): { minutes: number; cents: number } {
  const cents = minutesPrice(hours.overageMinutes, hours.overageHourCents);
  if (cents === 0) return { minutes: hours.overageMinutes, cents };
  const words = formatHours(hours.overageMinutes);
  if (caller.manager_id === null) {
    if (cents > consent.cents) throw AppError.with(409, 'overageNotAccepted', words, formatCents(cents));
  } else if (hours.overageMinutes > consent.minutes) {
    throw AppError.with(409, 'overageHoursNotAccepted', words);
  }
  return { minutes: hours.overageMinutes, cents };
}
