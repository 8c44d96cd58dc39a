import { z } from 'zod';
import { isDate } from '../rules/dates.ts';
import { requiredText } from '../contract/fields.ts';
import { bookingsStaffWords } from '../bookings/staff-words.ts';
import { closedDaysStaffWords } from './staff-words.ts';

/**
 * The staff agenda and the closed days (docs/product.md#api, #back-office). The browser forms and the
 * server read these same rules, so both refuse the same input with the same words.
 */

/** A calendar day, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export function dateField(message: string = bookingsStaffWords.dateInvalid) {
  return z.string({ error: message }).trim().refine(isDate, message);
}

// GET /admin/closed-days?year=
export const listClosedDaysQuery = z.object({
  year: z.coerce
    .number({ error: closedDaysStaffWords.yearInvalid })
    .int(closedDaysStaffWords.yearInvalid)
    .min(2000, closedDaysStaffWords.yearInvalid)
    .max(2100, closedDaysStaffWords.yearInvalid)
    .optional(),
});

export const closedDayItem = z.object({ date: z.string(), reason: z.string(), created_at: z.string() });

export type ClosedDayItem = z.infer<typeof closedDayItem>;

// POST /admin/closed-days
export const createClosedDayBody = z.object({
  date: dateField(),
  reason: requiredText(closedDaysStaffWords.closedDayReasonInvalid, 120),
});

export type CreateClosedDayBody = z.infer<typeof createClosedDayBody>;

/** `bookings`: active appointments already on that day, which staff may want to cancel. */
export const createClosedDayAnswer = z.object({ message: z.string(), bookings: z.number() });

// DELETE /admin/closed-days/:date
export const closedDayParams = z.object({ date: dateField() });

// POST /admin/closed-days/holidays: the server also keeps the year within the current one + 5.
export const loadHolidaysBody = z.object({
  year: z
    .number({ error: closedDaysStaffWords.holidaysYearInvalid })
    .int(closedDaysStaffWords.holidaysYearInvalid)
    .min(2000, closedDaysStaffWords.holidaysYearInvalid)
    .max(2100, closedDaysStaffWords.holidaysYearInvalid),
});

export const loadHolidaysAnswer = z.object({ message: z.string(), added: z.number() });
