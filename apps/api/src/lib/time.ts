import { TZDate } from '@date-fns/tz';

/**
 * The space's clock. Appointment times are wall-clock strings in SPACE_TIMEZONE
 * (docs/product.md#api); stored timestamps are ISO-8601 UTC.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * One formatter per time zone, kept: building the wall-clock text through date-fns cost about
 * 24 µs a call, and every booking and many reads ask for it (bench/checks.ts); Intl's own
 * formatter, made once, answers the same parts in a fraction of that.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, formatter);
  }
  return formatter;
}

/** `YYYY-MM-DD HH:MM:SS` of an instant in the space's time zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  const part: Record<string, string> = {};
  for (const { type, value } of wallClock(timeZone).formatToParts(instant)) part[type] = value;
  const year = (part.year ?? '').padStart(4, '0');
  return `${year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
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
