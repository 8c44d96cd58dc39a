import { bookingsWords } from '@arena/shared/bookings/words';
import { addDays, formatDayMonth } from '@arena/shared/rules/dates';

export type SpaceNow = { date: string; minutes: number };

/** Minutes since midnight now, on the space's clock (its time zone, not the browser's). */
export function minutesNow(timeZone: string, now: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * Until when a booking may be cancelled (docs/product.md#booking-rules, #my-bookings: `cancel_notice_hours` before it
 * starts), on the space's wall clock as the API writes it: `YYYY-MM-DD HH:MM`.
 */
export function cancelDeadline(dateInitial: string, noticeHours: number): string {
  const day = dateInitial.slice(0, 10);
  const start = Number(dateInitial.slice(11, 13)) * 60 + Number(dateInitial.slice(14, 16));
  const minutes = start - noticeHours * 60;
  const back = Math.ceil(Math.max(0, -minutes) / (24 * 60));
  const inDay = minutes + back * 24 * 60;
  const time = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return `${addDays(day, -back)} ${time}`;
}

/** Whether `now` (the space's today and minutes since midnight) is before the deadline. */
export function beforeDeadline(deadline: string, now: SpaceNow): boolean {
  const minutes = `${String(Math.floor(now.minutes / 60)).padStart(2, '0')}:${String(now.minutes % 60).padStart(2, '0')}`;
  return `${now.date} ${minutes}` < deadline;
}

/** `HH:MM`, or `DD/MM, às HH:MM` when the deadline falls on an earlier day than the booking. */
export function deadlineText(deadline: string, dateInitial: string): string {
  const time = deadline.slice(11, 16);
  if (deadline.slice(0, 10) === dateInitial.slice(0, 10)) return time;
  return bookingsWords.deadlineAt({ time, day: formatDayMonth(deadline) });
}
