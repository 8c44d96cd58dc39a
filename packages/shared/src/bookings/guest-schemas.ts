import { z } from 'zod';
import { emailField, idField } from '../contract/fields.ts';
import { dateField } from '../closed-days/schemas.ts';
import { usersWords } from '../users/words.ts';
import { registrationWords } from '../registration/words.ts';
import { bookingsWords } from './words.ts';
import { bookingsStaffWords } from './staff-words.ts';

/**
 * Guests of a room booking and the back-office's Convidados de hoje (docs/product.md#visitors).
 * A name or an e-mail goes into an e-mail and an invitation's `.ics`: a line break in either
 * could add a header or a calendar property, so both are refused with one (CR, LF or any other
 * control character).
 */
const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

export const guestParams = z.object({ id: idField(bookingsWords.appointmentNotFound) });

export const guestItemParams = z.object({
  id: idField(bookingsWords.appointmentNotFound),
  guestId: idField(bookingsWords.guestNotFound),
});

export const addGuestBody = z.object({
  name: z
    .string({ error: bookingsWords.guestNameRequired })
    .refine((v) => !hasControl(v), bookingsWords.guestNameInvalid)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, bookingsWords.guestNameRequired).max(120, registrationWords.tooLong(120))),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: usersWords.emailInvalid })
      .refine((v) => !hasControl(v), usersWords.emailInvalid)
      .pipe(emailField())
      .optional(),
  ),
});

export type AddGuestBody = z.infer<typeof addGuestBody>;

export const guest = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  arrived_at: z.string().nullable(),
});

export type Guest = z.infer<typeof guest>;

/** The guests of a booking, and how many the room still takes (its capacity less the host). */
export const guestList = z.object({ max: z.number(), guests: z.array(guest) });

export type GuestList = z.infer<typeof guestList>;

export const addGuestAnswer = z.object({ message: z.string(), guest });

export const listVisitorsQuery = z.object({ date: dateField().optional() });

export type ListVisitorsQuery = z.infer<typeof listVisitorsQuery>;

export const visitor = guest.extend({
  appointment_id: z.number(),
  host: z.string(),
  host_email: z.string(),
  room: z.string(),
  date_initial: z.string(),
  date_final: z.string(),
});

export type Visitor = z.infer<typeof visitor>;

export const visitorParams = z.object({ id: idField(bookingsStaffWords.visitorNotFound) });
