import type { Appointment } from '@arena/shared/bookings/schemas';
import {
  defaultEnd,
  endOptions,
  type Interval,
  type SlotPair,
  type SlotSettings,
  takenStarts,
  toMinutes,
} from '@arena/shared/rules/slots';

/**
 * The slot rules of the booking screen as pure functions (docs/product.md#statuses, docs/product.md#booking-rules), on top of
 * packages/shared/src/rules/slots.ts. The option lists are the seed's /hours/disabled/1 and /2,
 * computed from /config's opening hours and slot length (routes/room.tsx); the rules only decide
 * which of them may be chosen.
 */
export type SelectedHours = { start: string; end: string };
export type StartChoice = { label: string; time: string; disabled: boolean };

export function settingsOf(config: { opening_hours: string; slot_minutes: number }): SlotSettings {
  return { openingHours: config.opening_hours, slotMinutes: config.slot_minutes };
}

/** The stretches of `date` (YYYY-MM-DD) already booked in the listed room. */
export function takenOn(appointments: Appointment[], date: string): Interval[] {
  if (!date) return [];
  return appointments
    .filter((a) => a.date_initial.startsWith(`${date} `))
    .map((a) => ({ start: toMinutes(a.date_initial.slice(11)), end: toMinutes(a.date_final.slice(11)) }))
    .filter((t) => !Number.isNaN(t.start) && !Number.isNaN(t.end));
}

type Context = { settings: SlotSettings; taken: Interval[] };

/** Start options: taken ones, and (on today's date) those at or before `notBefore`, disabled. */
export function startChoices(starts: SlotPair[], { settings, taken }: Context, notBefore?: number): StartChoice[] {
  const busy = takenStarts(settings, taken);
  return starts.map(([label, time]) => ({
    label,
    time,
    disabled: busy.has(time) || (notBefore !== undefined && toMinutes(time) <= notBefore),
  }));
}

/**
 * Whether today has no start left at `now` (minutes on the space's clock): the same rule that
 * disables past starts above, so the calendar never offers a day whose every time is gone.
 */
export function dayIsOver(starts: SlotPair[], now: number): boolean {
  return !starts.some(([, time]) => toMinutes(time) > now);
}

/** End options once a start is picked: only later slots, never past the next booking. */
export function endChoices(start: string, ends: SlotPair[], { settings, taken }: Context): SlotPair[] {
  if (!start) return [];
  const allowed = new Set(endOptions(start, settings, taken).map(([, time]) => time));
  return ends.filter(([, time]) => allowed.has(time));
}

/** Picking a start sets the end two slots later (one hour), or the last possible end. */
export function pickStart(start: string, ends: SlotPair[], context: Context): SelectedHours {
  const options = endChoices(start, ends, context);
  const wanted = start ? defaultEnd(start, context.settings, context.taken) : null;
  const end = options.find(([, time]) => time === wanted) ?? options[options.length - 1];
  return { start, end: end ? end[1] : '' };
}

/**
 * What is really chosen under the current date and room: a start that became taken or past is
 * dropped, and so is an end that is no longer an option.
 */
export function effectiveHours(
  value: SelectedHours,
  starts: StartChoice[],
  ends: SlotPair[],
  context: Context,
): SelectedHours {
  const start = starts.some((s) => s.time === value.start && !s.disabled) ? value.start : '';
  const end = endChoices(start, ends, context).some(([, time]) => time === value.end) ? value.end : '';
  return { start, end };
}
