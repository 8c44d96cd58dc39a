/**
 * Booking slots (docs/product.md#statuses, docs/product.md#booking-rules): opening hours cut into steps of `slotMinutes`.
 * Times are minutes since midnight inside these functions and `HH:MM:SS` strings outside.
 */
export type SlotSettings = {
  openingHours: string;
  slotMinutes: number;
  /** `openingHours` already parsed (the server's Config keeps it so), to parse it not again. */
  opening?: { open: number; close: number };
};
/** A disabled-hours list entry of docs/product.md#data: [display label, time as HH:MM:SS]. */
export type SlotPair = [label: string, time: string];
/** A booked stretch of one day, in minutes since midnight. */
export type Interval = { start: number; end: number };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** Minutes since midnight of `HH:MM` or `HH:MM:SS`; NaN when it is not a time. */
export function toMinutes(value: string): number {
  const m = TIME.exec(value);
  if (!m) return Number.NaN;
  return Number(m[1]) * 60 + Number(m[2]) + (m[3] && m[3] !== '00' ? Number.NaN : 0);
}

export function toLabel(minutes: number): string {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = String(minutes % 60).padStart(2, '0');
  return `${h}:${m}`;
}

export function toTime(minutes: number): string {
  return `${toLabel(minutes)}:00`;
}

/** `08:00-18:00` → {open: 480, close: 1080}; null when malformed or empty. */
export function parseOpeningHours(value: string): { open: number; close: number } | null {
  const [a, b, ...rest] = value.split('-');
  if (!a || !b || rest.length > 0) return null;
  const open = toMinutes(a.trim());
  const close = b.trim() === '24:00' ? 1440 : toMinutes(b.trim());
  if (Number.isNaN(open) || Number.isNaN(close) || close <= open) return null;
  return { open, close };
}

function bounds(settings: SlotSettings): { open: number; close: number } {
  const hours = settings.opening ?? parseOpeningHours(settings.openingHours);
  if (!hours) throw new Error(`Invalid opening hours: ${settings.openingHours}`);
  return hours;
}

function pair(minutes: number): SlotPair {
  return [toLabel(minutes), toTime(minutes)];
}

/** Start slots: opening time up to the last slot that still fits before closing. */
export function startSlots(settings: SlotSettings): SlotPair[] {
  const { open, close } = bounds(settings);
  const out: SlotPair[] = [];
  for (let t = open; t + settings.slotMinutes <= close; t += settings.slotMinutes) out.push(pair(t));
  return out;
}

/** End slots: one slot after opening up to closing time. */
export function endSlots(settings: SlotSettings): SlotPair[] {
  const { open, close } = bounds(settings);
  const out: SlotPair[] = [];
  for (let t = open + settings.slotMinutes; t <= close; t += settings.slotMinutes) out.push(pair(t));
  return out;
}

/** Is `time` a start (or end) on the grid and inside opening hours? */
export function isStartSlot(time: string, settings: SlotSettings): boolean {
  return startSlots(settings).some(([, t]) => t === normalizeTime(time));
}

export function isEndSlot(time: string, settings: SlotSettings): boolean {
  return endSlots(settings).some(([, t]) => t === normalizeTime(time));
}

/** `08:00` and `08:00:00` both become `08:00:00`. */
export function normalizeTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The first booking that starts at or after `start`: the end may not run past it. */
function nextLimit(start: number, close: number, taken: Interval[]): number {
  let limit = close;
  for (const t of taken) if (t.start >= start && t.start < limit) limit = t.start;
  return limit;
}

/**
 * End options once a start is picked: only later slots (docs/product.md#statuses), and none that would run
 * into a booking already made that day (docs/product.md#booking-rules).
 */
export function endOptions(start: string, settings: SlotSettings, taken: Interval[] = []): SlotPair[] {
  const s = toMinutes(start);
  const { close } = bounds(settings);
  const limit = nextLimit(s, close, taken);
  return endSlots(settings).filter(([, t]) => {
    const e = toMinutes(t);
    return e > s && e <= limit;
  });
}

/**
 * Picking a start sets the end two slots later, or the last possible end when fewer remain
 * (docs/product.md#statuses: "two list slots later, with special handling of the last slots").
 */
export function defaultEnd(start: string, settings: SlotSettings, taken: Interval[] = []): string | null {
  const options = endOptions(start, settings, taken);
  if (options.length === 0) return null;
  const chosen = options[Math.min(1, options.length - 1)] as SlotPair;
  return chosen[1];
}

/** Start slots that fall inside a booking already made that day. */
export function takenStarts(settings: SlotSettings, taken: Interval[]): Set<string> {
  const out = new Set<string>();
  for (const [, t] of startSlots(settings)) {
    const s = toMinutes(t);
    if (taken.some((b) => overlaps({ start: s, end: s + settings.slotMinutes }, b))) out.add(t);
  }
  return out;
}
