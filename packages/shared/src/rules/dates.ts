/**
 * Dates of the API: `YYYY-MM-DD HH:MM:SS` in the space's time zone (docs/product.md#api).
 * Pure string work here; converting to instants is the server's job (it knows the zone).
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

export function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Splits `2026-11-23 08:00:00` into its day and time; null when it is not that shape. */
export function splitDateTime(value: string): { date: string; time: string } | null {
  const m = DATE_TIME.exec(value.trim());
  if (!m || !isDate(m[1] as string)) return null;
  return { date: m[1] as string, time: m[2] as string };
}

export function joinDateTime(date: string, time: string): string {
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}

/** Saturdays and Sundays are never bookable (docs/product.md#booking-rules). */
export function isWeekend(date: string): boolean {
  const m = DATE.exec(date);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
  return day === 0 || day === 6;
}

/** Adds days to a `YYYY-MM-DD` date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const m = DATE.exec(date);
  if (!m) throw new Error(`Not a date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/**
 * A day as a Brazilian reads it: `2026-11-23` → `23/11/2026`. Takes what starts with
 * `YYYY-MM-DD` (a stored `2026-11-23 08:00:00`, an instant's `2026-11-23T11:00:00Z`): the
 * space's day of an instant is the caller's to take first (lib/time.ts `localDate`).
 */
export function formatDay(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** The day without its year, for a date the reader knows the year of: `2026-11-23` → `23/11`. */
export function formatDayMonth(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}
