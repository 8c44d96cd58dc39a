import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { messages } from '../messages.ts';
import { isDate } from '../rules/dates.ts';
import { idField, multilineText, requiredText } from './fields.ts';

/**
 * The staff agenda and the closed days (docs/product.md#api, #back-office). The browser forms and the
 * server read these same rules, so both refuse the same input with the same words.
 */

/** A calendar day, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export function dateField(message: string = adminMessages.dateInvalid) {
  return z.string({ error: message }).trim().refine(isDate, message);
}

// GET /admin/appointments?from=&to=&room= (the range and its defaults are checked by the server,
// which knows the space's today).
export const listAgendaQuery = z.object({
  from: dateField().optional(),
  to: dateField().optional(),
  room: idField(messages.roomNotFound).optional(),
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
  reason: multilineText(adminMessages.cancelReasonInvalid, 500, adminMessages.cancelReasonInvalid).refine(
    (v) => v.length >= 3,
    adminMessages.cancelReasonInvalid,
  ),
});
export type CancelAgendaBody = z.infer<typeof cancelAgendaBody>;

// GET /admin/closed-days?year=
export const listClosedDaysQuery = z.object({
  year: z.coerce
    .number({ error: adminMessages.yearInvalid })
    .int(adminMessages.yearInvalid)
    .min(2000, adminMessages.yearInvalid)
    .max(2100, adminMessages.yearInvalid)
    .optional(),
});

export const closedDayItem = z.object({ date: z.string(), reason: z.string(), created_at: z.string() });
export type ClosedDayItem = z.infer<typeof closedDayItem>;

// POST /admin/closed-days
export const createClosedDayBody = z.object({
  date: dateField(),
  reason: requiredText(adminMessages.closedDayReasonInvalid, 120),
});
export type CreateClosedDayBody = z.infer<typeof createClosedDayBody>;

/** `bookings`: active appointments already on that day, which staff may want to cancel. */
export const createClosedDayAnswer = z.object({ message: z.string(), bookings: z.number() });

// DELETE /admin/closed-days/:date
export const closedDayParams = z.object({ date: dateField() });

// POST /admin/closed-days/holidays: the server also keeps the year within the current one + 5.
export const loadHolidaysBody = z.object({
  year: z
    .number({ error: adminMessages.holidaysYearInvalid })
    .int(adminMessages.holidaysYearInvalid)
    .min(2000, adminMessages.holidaysYearInvalid)
    .max(2100, adminMessages.holidaysYearInvalid),
});

export const loadHolidaysAnswer = z.object({ message: z.string(), added: z.number() });
