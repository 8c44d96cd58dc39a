import { z } from 'zod';
import { messages } from '../messages.ts';
import { appointment } from './appointments.ts';

/**
 * GET /appointments/mine (docs/product.md#my-bookings): the member's own bookings in every room. Without
 * `period`, the upcoming ones, soonest first; `period=past` gives those of the last
 * MY_PAST_DAYS days that have ended, latest first.
 */
export const MY_PAST_DAYS = 90;

export const listMyAppointmentsQuery = z.object({
  period: z.enum(['upcoming', 'past'], { error: messages.invalidInput }).default('upcoming'),
});
export type MyBookingsPeriod = z.infer<typeof listMyAppointmentsQuery>['period'];

/**
 * The seed's list item, plus the room's name, until when the booking may be cancelled
 * (`YYYY-MM-DD HH:MM:SS` on the space's clock: the start less CANCEL_NOTICE_HOURS) and the weekly
 * series it belongs to, if any (docs/product.md#series).
 */
export const myAppointment = appointment.extend({
  room: z.string(),
  cancel_until: z.string(),
  series_id: z.string().nullable(),
  /** When its owner said Cheguei (docs/product.md#checkin); null before. */
  checked_in_at: z.string().nullable().optional(),
  /** When it was released for want of a check-in (docs/product.md#checkin): listed, no longer live. */
  released_at: z.string().nullable().optional(),
  /** How many guests the booking expects (docs/product.md#guests); 0 when none. */
  guests: z.number().optional(),
});
export type MyAppointment = z.infer<typeof myAppointment>;

/** GET /users/me/calendar and POST /users/me/calendar/reset: the member's private feed address. */
export const calendarFeedAnswer = z.object({ url: z.string() });
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswer>;
