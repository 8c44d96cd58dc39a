import { formatDayMonth } from '@arena/shared/rules/dates';
import { SHORT_WEEKDAYS } from './weekdays';

// Not Intl.DateTimeFormat: the first one a page builds loads ICU's pt-BR data, 60–110 ms of a
// mid-range phone's main thread in /room's first paint (docs/decisions/013-room-screen-first-paint.md).
// Nor date-fns: home and Minhas reservas write dates too, and need not load it for that.

/** The API's dates are wall-clock days of the space: local midnight keeps them as sent. */
export function localDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** `2025-11-24` → `seg., 24/11`. */
export function formatDay(date: string): string {
  return `${SHORT_WEEKDAYS[localDay(date).getDay()]}, ${formatDayMonth(date)}`;
}

/** `2025-11-24 09:00:00` … `10:00:00` → `seg., 24/11 · 09:00–10:00` (pt-BR, the space's own times). */
export function formatWhen(dateInitial: string, dateFinal: string): string {
  return `${formatDay(dateInitial.slice(0, 10))} · ${dateInitial.slice(11, 16)}–${dateFinal.slice(11, 16)}`;
}
