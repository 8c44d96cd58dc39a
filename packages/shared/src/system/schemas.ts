import { z } from 'zod';

/** The back-office's badges: registrations waiting for approval and open requests (docs/product.md#back-office). */
export const adminSummary = z.object({ pending: z.number(), openRequests: z.number() });

/** GET /health (docs/product.md#api-system): the database 'ok', 'error' or 'full' (503); Redis, when configured, 'ok' or 'degraded' (still 200). */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded', 'error']),
  db: z.enum(['ok', 'error', 'full']),
  redis: z.enum(['ok', 'degraded']).optional(),
});

/** GET /config (docs/product.md#api): the public settings the app needs. */
export const publicConfigAnswer = z.object({
  news_url: z.string(),
  whatsapp_number: z.string(),
  whatsapp_url: z.string(),
  plans: z.array(z.string()),
  /** Room hours each of those plans includes a month (docs/product.md#plans), by plan name. */
  plan_hours: z.record(z.string(), z.number()).optional(),
  /** Each offered plan's prices in centavos (docs/product.md#plan-prices), by plan name. */
  plan_prices: z
    .record(
      z.string(),
      z.object({
        monthly_price_cents: z.number(),
        seat_price_cents: z.number(),
        overage_hour_cents: z.number(),
        /** What happens beyond the included hours: `charge` bills them as excedente, `block` refuses the booking. */
        overage: z.enum(['block', 'charge']).optional(),
      }),
    )
    .optional(),
  departments: z.array(z.string()),
  opening_hours: z.string(),
  slot_minutes: z.number(),
  booking_horizon_days: z.number(),
  cancel_notice_hours: z.number(),
  timezone: z.string(),
  today: z.string(),
  /** False without MAIL_URL: mail only waits in the outbox, so screens must not promise an e-mail. */
  mail_delivered: z.boolean(),
  /** The controller (docs/product.md#privacy), from COMPANY_NAME, COMPANY_DOCUMENT, COMPANY_ADDRESS, PRIVACY_EMAIL. */
  company: z
    .object({
      name: z.string(),
      document: z.string(),
      address: z.string(),
      privacy_email: z.string(),
      privacy_officer: z.string().optional(),
    })
    .optional(),
  /** DATA_LOCATION and the RETENTION_* periods, which the privacy policy quotes (docs/product.md#privacy). */
  data_location: z.string().optional(),
  retention: z
    .object({
      session_days: z.number(),
      draft_days: z.number(),
      mail_body_days: z.number(),
      mail_days: z.number(),
      statement_days: z.number(),
      refused_days: z.number(),
      visitor_days: z.number(),
      audit_years: z.number(),
    })
    .optional(),
  /** The versions in force of the terms (TERMS_VERSION) and of the privacy policy. */
  terms_version: z.string().optional(),
  privacy_version: z.string().optional(),
  /** CHECKIN_MINUTES (docs/product.md#checkin): 0 when check-in is off; the app shows Cheguei otherwise. */
  checkin_minutes: z.number().optional(),
  /** What else the terms quote (docs/product.md#terms): OVERDUE_BLOCK_DAYS, INVOICE_FINE_PERCENT, INVOICE_INTEREST_MONTH_PERCENT, INVOICE_DUE_DAY. */
  overdue_block_days: z.number().optional(),
  invoice_due_day: z.number().optional(),
  invoice_fine_percent: z.number().optional(),
  invoice_interest_month_percent: z.number().optional(),
});

export type PublicConfig = z.infer<typeof publicConfigAnswer>;

/** GET /closed-days (docs/product.md#api): the days the calendar disables besides weekends. */
export const closedDaysAnswer = z.array(z.object({ date: z.string(), reason: z.string() }));

export type ClosedDay = z.infer<typeof closedDaysAnswer>[number];
