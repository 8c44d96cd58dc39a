import type { Formatters } from 'react-day-picker';

/**
 * pt-BR weekday abbreviations as Intl writes them. date-fns' pt-BR locale, which the calendars
 * and dates use, drops the accent of "sáb" (docs/product.md#my-bookings: the words on screen are Portuguese).
 */
export const SHORT_WEEKDAYS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'] as const;

/** A calendar's column header for a weekday (0 = Sunday): Dom, Seg … Sáb. */
export function weekdayColumn(day: number): string {
  const short = SHORT_WEEKDAYS[day] ?? '';
  return short.charAt(0).toUpperCase() + short.slice(1, -1);
}

/** The calendars' column headers: Dom, Seg … Sáb. */
export const calendarFormatters: Partial<Formatters> = {
  formatWeekdayName: (day) => weekdayColumn(day.getDay()),
};
