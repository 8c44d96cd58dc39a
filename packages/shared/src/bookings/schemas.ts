import { commonWords } from '../contract/words.ts';
import { errorWords } from '../contract/error-words.ts';
import { z } from 'zod';
import { MESSAGE_MAX, NAME_MAX } from '../contract/limits.ts';
import { isDate } from '../rules/dates.ts';
import {
  emailField,
  MAX_ID,
  mobileField,
  multilineText,
  requiredText,
  typedText,
  idField,
} from '../contract/fields.ts';
import { dateField } from '../closed-days/schemas.ts';
import { bookingsWords } from './words.ts';
import { usersWords } from '../users/words.ts';
import { registrationWords } from '../registration/words.ts';
import { bookingsStaffWords } from './staff-words.ts';

const dateTime = z
  .string({ error: bookingsWords.bookingInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, bookingsWords.bookingInvalid);

// POST /manager/appointment/list (docs/product.md#api). With `date` (docs/product.md#my-bookings) only that day's bookings
// of the room, ended ones included, so the room screen draws the day; without it the seed's answer.
export const listAppointmentsBody = z.object({
  participants: requiredText(bookingsWords.roomNotFound, 100),
  date: z.string({ error: bookingsWords.dayInvalid }).refine(isDate, bookingsWords.dayInvalid).optional(),
});

export const appointment = z.object({
  id: z.number(),
  user_id: z.number(),
  participants: z.string(),
  date_initial: z.string(),
  date_final: z.string(),
  mine: z.boolean(),
  /** The caller's own booking went beyond the plan's hours (docs/product.md#plan-hours); false for others'. */
  overage: z.boolean().optional(),
});

export type Appointment = z.infer<typeof appointment>;

/** Whole minutes or centavos of an accepted excedente: at most a day's minutes, or R$ 10 million. */
const consentAmount = (max: number) =>
  z
    .number({ error: commonWords.invalidInput })
    .int(commonWords.invalidInput)
    .min(0, commonWords.invalidInput)
    .max(max, commonWords.invalidInput);

/**
 * The excedente the member was shown and accepted before booking (docs/product.md#plan-hours): its
 * minutes and, for the account holder, who sees prices, its cost. Absent, nothing was accepted.
 * The server refuses a booking whose priced excedente turns out larger (a teammate booked in
 * between, a price changed). A series sends the sums of its preview.
 */
export const overageConsent = {
  max_overage_minutes: consentAmount(12 * 24 * 60).optional(),
  max_overage_cents: consentAmount(1_000_000_000).optional(),
};

// POST /manager/appointment/store (docs/product.md#api): a room booking, or a studio request.
export const storeRoomBody = z.object({
  isStudio: z.literal(false).optional(),
  participants: requiredText(bookingsWords.bookingInvalid, 100),
  date_initial: dateTime,
  date_final: dateTime,
  ...overageConsent,
});

export const storeStudioBody = z.object({
  isStudio: z.literal(true),
  participants: z.string({ error: bookingsWords.bookingInvalid }).max(100, bookingsWords.bookingInvalid).optional(),
  name: typedText(usersWords.loginRequired, NAME_MAX),
  phone: requiredText(usersWords.loginRequired, 30, registrationWords.phoneInvalid).pipe(mobileField()),
  // A blank e-mail is a missing field (docs/product.md#validation); the pattern speaks only once it is filled.
  email: requiredText(usersWords.loginRequired, 254).pipe(emailField(usersWords.studioEmailInvalid)),
  mensage: multilineText(usersWords.loginRequired, MESSAGE_MAX),
});

// Discriminated by isStudio, so a studio request missing a field gets the studio's words
// rather than the booking message of the union.
export const storeAppointmentBody = z.discriminatedUnion('isStudio', [storeStudioBody, storeRoomBody], {
  error: bookingsWords.bookingInvalid,
});

// PUT /cancel-appointment (docs/product.md#api): ui is the user id, ai the appointment id.
// Each branch carries the message too: a union passes a lone failing branch's issues through.
// Ids past MAX_ID would fail in the query, so they are refused here.
const id = z.union(
  [
    z
      .number()
      .int(bookingsWords.appointmentNotFound)
      .positive(bookingsWords.appointmentNotFound)
      .max(MAX_ID, bookingsWords.appointmentNotFound),
    z
      .string()
      .regex(/^\d{1,12}$/, bookingsWords.appointmentNotFound)
      .transform(Number)
      .pipe(z.number().max(MAX_ID, bookingsWords.appointmentNotFound)),
  ],
  { error: bookingsWords.appointmentNotFound },
);

export const cancelAppointmentBody = z.object({
  ui: id,
  ai: id,
  // A booking of a weekly series (docs/product.md#series): it alone, or it and all the following.
  scope: z.enum(['one', 'following'], { error: commonWords.invalidInput }).default('one'),
});

/** A room members may book; `capacity` is how many people it seats, shown beside its picture. */
export const room = z.object({ id: z.number(), value: z.string(), img: z.string(), capacity: z.number() });

/** GET /hours/disabled/:kind (docs/product.md#api): 1 = start slots, 2 = end slots. */
export const hoursParams = z.object({ kind: z.enum(['1', '2'], { error: errorWords.notFound }) });

/** Its answer: pairs [label, HH:MM:SS], e.g. ["08:00", "08:00:00"]. */
export const slotListAnswer = z.array(z.tuple([z.string(), z.string()]));

/** POST /manager/appointment/store: the message, and the room booking it made (not for the studio). */
export const storeAppointmentAnswer = z.object({ message: z.string(), appointment: appointment.optional() });

export type StoreAppointmentAnswer = z.infer<typeof storeAppointmentAnswer>;

/**
 * GET /appointments/mine (docs/product.md#my-bookings): the member's own bookings in every room. Without
 * `period`, the upcoming ones, soonest first; `period=past` gives those of the last
 * MY_PAST_DAYS days that have ended, latest first.
 */
export const MY_PAST_DAYS = 90;

export const listMyAppointmentsQuery = z.object({
  period: z.enum(['upcoming', 'past'], { error: commonWords.invalidInput }).default('upcoming'),
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

/**
 * Recurring bookings (docs/product.md#series): _Repetir toda semana_ for 2 to 12 weeks, the same
 * weekday and times. `date_initial`/`date_final` are the first occurrence's.
 */
export const SERIES_MIN_WEEKS = 2;

export const SERIES_MAX_WEEKS = 12;

export const seriesBody = storeRoomBody.omit({ isStudio: true }).extend({
  weeks: z.coerce
    .number({ error: bookingsWords.seriesWeeksInvalid })
    .int(bookingsWords.seriesWeeksInvalid)
    .min(SERIES_MIN_WEEKS, bookingsWords.seriesWeeksInvalid)
    .max(SERIES_MAX_WEEKS, bookingsWords.seriesWeeksInvalid),
});

export type SeriesBody = z.infer<typeof seriesBody>;

/**
 * Each date's state: free, taken, a closed day, beyond the horizon, beyond the plan's hours (block),
 * and, when booking, an excedente beyond what the member accepted from the preview.
 */
export const seriesStates = [
  'livre',
  'ocupado',
  'dia_fechado',
  'alem_do_prazo',
  'sem_horas',
  'excedente_nao_aceito',
] as const;

export type SeriesState = (typeof seriesStates)[number];

export const seriesDate = z.object({
  date: z.string(),
  state: z.enum(seriesStates),
  /** A free date's minutes beyond the plan's hours (0 within them): the preview's excedente. */
  overage_minutes: z.number().optional(),
  /** Their cost, for the account holder on a priced plan; null for a team member, who sees no prices. */
  overage_cents: z.number().nullable().optional(),
});

export type SeriesDate = z.infer<typeof seriesDate>;

export const seriesAnswer = z.object({
  message: z.string(),
  series_id: z.string(),
  booked: z.array(appointment),
  refused: z.array(seriesDate),
});

export type SeriesAnswer = z.infer<typeof seriesAnswer>;

// GET /admin/appointments?from=&to=&room= (the range and its defaults are checked by the server,
// which knows the space's today).
export const listAgendaQuery = z.object({
  from: dateField().optional(),
  to: dateField().optional(),
  room: idField(bookingsWords.roomNotFound).optional(),
});

export type ListAgendaQuery = z.infer<typeof listAgendaQuery>;

export const agendaItem = z.object({
  id: z.number(),
  room_id: z.number(),
  room: z.string(),
  user_id: z.number(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The member's company name, or null when they registered none (a team member). */
  company: z.string().nullable(),
  date_initial: z.string(),
  date_final: z.string(),
  /** The minutes beyond the account's plan hours when it was booked (docs/product.md#plan-hours). */
  overage_minutes: z.number(),
  /** When it was released, nobody having checked in (docs/product.md#checkin); null otherwise. */
  released_at: z.string().nullable(),
  /** How many guests the booking expects (docs/product.md#guests): reception sees them coming. */
  guests: z.number(),
});

export type AgendaItem = z.infer<typeof agendaItem>;

// PUT /admin/appointments/:id/cancel: the reason goes into the member's e-mail.
export const cancelAgendaBody = z.object({
  reason: multilineText(bookingsStaffWords.cancelReasonInvalid, 500, bookingsStaffWords.cancelReasonInvalid).refine(
    (v) => v.length >= 3,
    bookingsStaffWords.cancelReasonInvalid,
  ),
});

export type CancelAgendaBody = z.infer<typeof cancelAgendaBody>;
