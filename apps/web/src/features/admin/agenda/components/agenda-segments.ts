import type { AgendaItem } from '@arena/shared/bookings/schemas';
import { parseOpeningHours, toMinutes } from '@arena/shared/rules/slots';

/** A stretch of a room's day, in minutes since midnight: a booking, or free time between them. */
export type Segment =
  { kind: 'free'; from: number; to: number } | { kind: 'booking'; from: number; to: number; booking: AgendaItem };

export type DayBounds = { open: number; close: number };

const minutesOf = (dateTime: string) => toMinutes(dateTime.slice(11, 16));

/**
 * The axis every lane shares: the opening hours (GET /config), stretched to cover any booking made
 * before the hours changed, so nothing booked falls off the timeline.
 */
export function dayBounds(openingHours: string, bookings: AgendaItem[]): DayBounds {
  const hours = parseOpeningHours(openingHours) ?? { open: 8 * 60, close: 18 * 60 };
  let { open, close } = hours;
  for (const b of bookings) {
    open = Math.min(open, minutesOf(b.date_initial));
    close = Math.max(close, minutesOf(b.date_final) || 24 * 60);
  }
  return { open, close };
}

/** One room's day from opening to closing: its bookings in order, with the free time between. */
export function daySegments(bookings: AgendaItem[], { open, close }: DayBounds): Segment[] {
  const sorted = [...bookings].sort((a, b) => a.date_initial.localeCompare(b.date_initial));
  const out: Segment[] = [];
  let cursor = open;
  for (const booking of sorted) {
    const from = minutesOf(booking.date_initial);
    // A booking ending at midnight reads 00:00; it runs to the end of the day.
    const to = minutesOf(booking.date_final) || 24 * 60;
    if (from > cursor) out.push({ kind: 'free', from: cursor, to: from });
    out.push({ kind: 'booking', from, to, booking });
    cursor = Math.max(cursor, to);
  }
  if (cursor < close) out.push({ kind: 'free', from: cursor, to: close });
  return out;
}
