import { parseOpeningHours, toLabel, toMinutes } from '@arena/shared/rules/slots';
import type { Appointment } from '@arena/shared/bookings/schemas';

export type Segment =
  | { kind: 'free'; from: string; to: string }
  | { kind: 'taken' | 'mine'; from: string; to: string; appointment: Appointment };

/**
 * A room's day as the timeline draws it (docs/product.md#my-bookings): its bookings by start, each taken or
 * the member's own, and between them, within the opening hours, the free ranges.
 */
export function timelineSegments(appointments: Appointment[], openingHours: string): Segment[] {
  const hours = parseOpeningHours(openingHours);
  const sorted = [...appointments].sort((a, b) => a.date_initial.localeCompare(b.date_initial));
  const segments: Segment[] = [];
  let free = hours?.open ?? Number.POSITIVE_INFINITY;
  const close = hours?.close ?? Number.NEGATIVE_INFINITY;
  const freeUntil = (end: number) => {
    if (end > free && free < close)
      segments.push({ kind: 'free', from: toLabel(free), to: toLabel(Math.min(end, close)) });
  };
  for (const a of sorted) {
    const start = toMinutes(a.date_initial.slice(11));
    const end = toMinutes(a.date_final.slice(11));
    freeUntil(start);
    segments.push({
      kind: a.mine ? 'mine' : 'taken',
      from: a.date_initial.slice(11, 16),
      to: a.date_final.slice(11, 16),
      appointment: a,
    });
    free = Math.max(free, end);
  }
  freeUntil(close);
  return segments;
}
