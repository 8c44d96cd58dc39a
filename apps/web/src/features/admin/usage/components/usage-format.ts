import { formatDayMonth } from '@arena/shared/rules/dates';
import { plansStaffWords } from '@arena/shared/plans/staff-words';

/** A week of the chart: `23/11 a 29/11`, or one day alone. */
export function weekLabel(start: string, end: string): string {
  return start === end
    ? formatDayMonth(start)
    : plansStaffWords.usageWeekOf(formatDayMonth(start), formatDayMonth(end));
}

/**
 * Booked over open minutes as a whole percentage; `null` when the week had no open hours (all
 * closed days): there is no occupancy to speak of, so nothing is drawn rather than 0 %.
 */
export function percent(booked: number, open: number): number | null {
  return open > 0 ? Math.round((booked / open) * 100) : null;
}
