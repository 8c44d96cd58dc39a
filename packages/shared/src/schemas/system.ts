import { z } from 'zod';

/** GET /health (product.md §3): each dependency 'ok' or 'error'; Redis only when configured. */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
  redis: z.enum(['ok', 'error']).optional(),
});

/** GET /config (product.md §3): the public settings the app needs. */
export const publicConfigAnswer = z.object({
  news_url: z.string(),
  whatsapp_number: z.string(),
  whatsapp_url: z.string(),
  plans: z.array(z.string()),
  /** Room hours each of those plans includes a month (product.md §9), by plan name. */
  plan_hours: z.record(z.string(), z.number()).optional(),
  departments: z.array(z.string()),
  opening_hours: z.string(),
  slot_minutes: z.number(),
  booking_horizon_days: z.number(),
  cancel_notice_hours: z.number(),
  timezone: z.string(),
  today: z.string(),
  /** False without MAIL_URL: mail only waits in the outbox, so screens must not promise an e-mail. */
  mail_delivered: z.boolean(),
  /** CHECKIN_MINUTES (docs/product.md#checkin): 0 when check-in is off; the app shows Cheguei otherwise. */
  checkin_minutes: z.number().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigAnswer>;

/** GET /closed-days (product.md §3): the days the calendar disables besides weekends. */
export const closedDaysAnswer = z.array(z.object({ date: z.string(), reason: z.string() }));
export type ClosedDay = z.infer<typeof closedDaysAnswer>[number];
