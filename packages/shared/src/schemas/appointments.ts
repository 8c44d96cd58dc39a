import { z } from 'zod';
import { messages } from '../messages.ts';
import { MESSAGE_MAX, NAME_MAX } from '../limits.ts';
import { isDate } from '../rules/dates.ts';
import { emailField, MAX_ID, mobileField, multilineText, requiredText, typedText } from './fields.ts';

const dateTime = z
  .string({ error: messages.bookingInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, messages.bookingInvalid);

// POST /manager/appointment/list (docs/product.md#api). With `date` (docs/product.md#my-bookings) only that day's bookings
// of the room, ended ones included, so the room screen draws the day; without it the seed's answer.
export const listAppointmentsBody = z.object({
  participants: requiredText(messages.roomNotFound, 100),
  date: z.string({ error: messages.dayInvalid }).refine(isDate, messages.dayInvalid).optional(),
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
    .number({ error: messages.invalidInput })
    .int(messages.invalidInput)
    .min(0, messages.invalidInput)
    .max(max, messages.invalidInput);

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
  participants: requiredText(messages.bookingInvalid, 100),
  date_initial: dateTime,
  date_final: dateTime,
  ...overageConsent,
});

export const storeStudioBody = z.object({
  isStudio: z.literal(true),
  participants: z.string({ error: messages.bookingInvalid }).max(100, messages.bookingInvalid).optional(),
  name: typedText(messages.loginRequired, NAME_MAX),
  phone: requiredText(messages.loginRequired, 30, messages.phoneInvalid).pipe(mobileField()),
  // A blank e-mail is a missing field (docs/product.md#validation); the pattern speaks only once it is filled.
  email: requiredText(messages.loginRequired, 254).pipe(emailField(messages.studioEmailInvalid)),
  mensage: multilineText(messages.loginRequired, MESSAGE_MAX),
});

// Discriminated by isStudio, so a studio request missing a field gets the studio's words
// rather than the booking message of the union.
export const storeAppointmentBody = z.discriminatedUnion('isStudio', [storeStudioBody, storeRoomBody], {
  error: messages.bookingInvalid,
});

// PUT /cancel-appointment (docs/product.md#api): ui is the user id, ai the appointment id.
// Each branch carries the message too: a union passes a lone failing branch's issues through.
// Ids past MAX_ID would fail in the query, so they are refused here.
const id = z.union(
  [
    z
      .number()
      .int(messages.appointmentNotFound)
      .positive(messages.appointmentNotFound)
      .max(MAX_ID, messages.appointmentNotFound),
    z
      .string()
      .regex(/^\d{1,12}$/, messages.appointmentNotFound)
      .transform(Number)
      .pipe(z.number().max(MAX_ID, messages.appointmentNotFound)),
  ],
  { error: messages.appointmentNotFound },
);
export const cancelAppointmentBody = z.object({
  ui: id,
  ai: id,
  // A booking of a weekly series (docs/product.md#series): it alone, or it and all the following.
  scope: z.enum(['one', 'following'], { error: messages.invalidInput }).default('one'),
});

/** A room members may book; `capacity` is how many people it seats, shown beside its picture. */
export const room = z.object({ id: z.number(), value: z.string(), img: z.string(), capacity: z.number() });

/** GET /hours/disabled/:kind (docs/product.md#api): 1 = start slots, 2 = end slots. */
export const hoursParams = z.object({ kind: z.enum(['1', '2'], { error: messages.notFound }) });
/** Its answer: pairs [label, HH:MM:SS], e.g. ["08:00", "08:00:00"]. */
export const slotListAnswer = z.array(z.tuple([z.string(), z.string()]));

/** POST /manager/appointment/store: the message, and the room booking it made (not for the studio). */
export const storeAppointmentAnswer = z.object({ message: z.string(), appointment: appointment.optional() });
export type StoreAppointmentAnswer = z.infer<typeof storeAppointmentAnswer>;
