import { z } from 'zod';

/**
 * GET /users/me/booking-block (docs/product.md#overdue): whether the account's new bookings are
 * blocked by an invoice long past due, said on arrival on home and /room. The invoice's number and
 * due day are the account holder's to see; a team member is told only that the account is blocked.
 */
export const bookingBlock = z.object({
  blocked: z.boolean(),
  /** The oldest invoice that blocks, for the account holder; null otherwise. */
  number: z.string().nullable(),
  /** Its due day, `YYYY-MM-DD`, for the account holder; null otherwise. */
  due_date: z.string().nullable(),
});
export type BookingBlock = z.output<typeof bookingBlock>;
