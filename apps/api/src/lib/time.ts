import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';

/**
 * The space's clock. Appointment times are wall-clock strings in SPACE_TIMEZONE
 * (docs/product.md#api); stored timestamps are ISO-8601 UTC.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** `YYYY-MM-DD HH:MM:SS` of an instant in the space's time zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd HH:mm:ss');
}

export function localDate(instant: Date, timeZone: string): string {
  return localDateTime(instant, timeZone).slice(0, 10);
}

/** The instant of a wall-clock `YYYY-MM-DD HH:MM:SS` in the space's time zone. */
export function instantOf(local: string, timeZone: string): Date {
  const [d, t] = local.split(' ') as [string, string];
  const [y, mo, da] = d.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = t.split(':').map(Number) as [number, number, number];
  return new Date(new TZDate(y, mo - 1, da, h, mi, s ?? 0, timeZone).getTime());
}

export function addMs(instant: Date, ms: number): Date {
  return new Date(instant.getTime() + ms);
}
