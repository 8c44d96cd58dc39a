import { officialHolidayNames } from '@arena/shared/closed-days/holiday-names';
import { isWeekend } from '@arena/shared/rules/dates';

/**
 * Brazil's national public holidays of a year, from the maintained `date-holidays` library
 * (docs/product.md#back-office): country BR with no state, only `type: 'public'`, under their official names.
 *
 * Holidays on a Saturday or Sunday are left out: weekends are never bookable (docs/product.md#booking-rules), so
 * closing them would change nothing and only crowd the list (the library also lists election
 * days, which always fall on a Sunday).
 */
export async function brazilianHolidays(year: number): Promise<{
  weekdays: Array<{ date: string; reason: string }>;
  weekend: number;
}> {
  // Loaded when staff ask: the library carries every country's rules (about 25 MB in memory),
  // which a process serving members never needs.
  const { default: Holidays } = await import('date-holidays');
  const all = new Holidays('BR', { languages: ['pt'], types: ['public'] })
    .getHolidays(year, 'pt')
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), reason: (officialHolidayNames[h.name] ?? h.name).slice(0, 120) }));
  // One entry per day, should the library ever name two holidays on the same date.
  const unique = [...new Map(all.map((h) => [h.date, h])).values()];
  const weekdays = unique.filter((h) => !isWeekend(h.date));
  return { weekdays, weekend: unique.length - weekdays.length };
}
