import { toLabel, toTime } from '@arena/shared/rules/slots';
import { instantOf } from './time.ts';

/**
 * When a booking takes place (docs/product.md#booking-rules): one day on the space's wall clock,
 * from a minute of it to a later one. A request's times are parsed into it once (bookings.rules.ts)
 * and travel typed from there; only the database keeps them as `YYYY-MM-DD HH:MM:SS` text
 * (docs/decisions/002-booking-times-are-wall-clock.md), which storedSlot reads back.
 */
export type Slot = {
  /** `YYYY-MM-DD`: a booking begins and ends on one day. */
  readonly date: string;
  /** Minutes since midnight. */
  readonly start: number;
  readonly end: number;
};

/** The start as the database stores it: `2026-11-24 09:00:00`. */
export const startText = (slot: Slot): string => `${slot.date} ${toTime(slot.start)}`;
export const endText = (slot: Slot): string => `${slot.date} ${toTime(slot.end)}`;

/** `09:00`, as people read a time. */
export const startLabel = (slot: Slot): string => toLabel(slot.start);
export const endLabel = (slot: Slot): string => toLabel(slot.end);

export const minutesOf = (slot: Slot): number => slot.end - slot.start;

/** `YYYY-MM`: the month whose plan hours the booking counts in (docs/product.md#plan-hours). */
export const monthOf = (slot: Slot): string => slot.date.slice(0, 7);

/** The real instants it begins and ends, in the space's time zone. */
export function instantsOf(slot: Slot, timeZone: string): { start: Date; end: Date } {
  return { start: instantOf(startText(slot), timeZone), end: instantOf(endText(slot), timeZone) };
}

/** A slot from the text the database keeps, which only the booking path wrote. */
export function storedSlot(start: string, end: string): Slot {
  return { date: start.slice(0, 10), start: minuteOfDay(start), end: minuteOfDay(end) };
}

function minuteOfDay(stored: string): number {
  return Number(stored.slice(11, 13)) * 60 + Number(stored.slice(14, 16));
}
