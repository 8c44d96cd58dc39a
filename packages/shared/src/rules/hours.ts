/**
 * Plan hours as people read them (docs/product.md#plans): whole hours plain, fractions with a decimal
 * comma ("3", "1,5"), and the Portuguese name of a calendar month ("novembro").
 */

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** `YYYY-MM`, a calendar month as the usage calls name it. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Minutes as hours with up to two decimals and a decimal comma: 90 → "1,5", 600 → "10", 20 → "0,33". */
export function formatHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return String(hours).replace('.', ',');
}

/** `2026-11` → `novembro`. */
export function monthName(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return MONTHS[index] ?? month;
}

/** `2026-11` → `novembro de 2026`. */
export function monthLabel(month: string): string {
  return `${monthName(month)} de ${month.slice(0, 4)}`;
}

/** The month after `YYYY-MM` (`2026-12` → `2027-01`). */
export function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before `YYYY-MM` (`2027-01` → `2026-12`). */
export function previousMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Minutes between two `HH:MM[:SS]` times of one day (a booking begins and ends on one day). */
export function minutesBetween(start: string, end: string): number {
  const at = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return at(end) - at(start);
}
