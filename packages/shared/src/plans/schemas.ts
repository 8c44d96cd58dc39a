import { commonWords } from '../contract/words.ts';
import { z } from 'zod';
import { MONTH_PATTERN } from '../rules/hours.ts';
import { hasControlCharacters } from '../contract/fields.ts';
import { parseReais } from '../rules/money.ts';
import { plansStaffWords } from './staff-words.ts';
import { registrationWords } from '../registration/words.ts';

/** Plans with included room hours, and their use (docs/product.md#plans). */

export const planOverages = ['block', 'charge'] as const;

export type PlanOverage = (typeof planOverages)[number];

export const PLAN_NAME_MAX = 60;

/** The most hours a month has (31 days × 24 h): more could never be used. */
export const PLAN_HOURS_MAX = 744;

const planName = z
  .string({ error: plansStaffWords.planNameInvalid })
  .trim()
  .min(1, plansStaffWords.planNameInvalid)
  .max(PLAN_NAME_MAX, plansStaffWords.planNameInvalid)
  .refine((v) => !hasControlCharacters(v), registrationWords.controlCharacters);

// Half hours, the slot grid's smallest booking: z.number also refuses the NaN of an emptied input.
const planHours = z
  .number({ error: plansStaffWords.planHoursInvalid })
  .min(0, plansStaffWords.planHoursInvalid)
  .max(PLAN_HOURS_MAX, plansStaffWords.planHoursInvalid)
  .refine((h) => Number.isInteger(h * 2), plansStaffWords.planHoursInvalid);

const planOverage = z.enum(planOverages, { error: plansStaffWords.planOverageInvalid });

const planActive = z.boolean({ error: commonWords.invalidInput });

/** The most a price may be, R$ 1.000.000,00, in centavos. */
export const PRICE_CENTS_MAX = 100_000_000;

/** A price in integer centavos (docs/product.md#plan-prices): never a fraction, never negative. */
const priceCents = z
  .number({ error: plansStaffWords.planPriceInvalid })
  .int(plansStaffWords.planPriceInvalid)
  .min(0, plansStaffWords.planPriceInvalid)
  .max(PRICE_CENTS_MAX, plansStaffWords.planPriceInvalid);

/** A price as staff type it in reais (`1.234,56`), read into centavos (the back-office form). */
export const priceInput = z
  .string({ error: plansStaffWords.planPriceInvalid })
  .transform((v) => parseReais(v) ?? Number.NaN)
  .pipe(priceCents);

/** POST /admin/plans: a new plan is offered unless told otherwise. */
export const createPlanBody = z.object({
  name: planName,
  monthly_hours: planHours,
  overage: planOverage,
  active: planActive.optional(),
  monthly_price_cents: priceCents.optional(),
  seat_price_cents: priceCents.optional(),
  overage_hour_cents: priceCents.optional(),
});

/** PATCH /admin/plans/:id: only the fields sent change. */
export const updatePlanBody = z.object({
  name: planName.optional(),
  monthly_hours: planHours.optional(),
  overage: planOverage.optional(),
  active: planActive.optional(),
  monthly_price_cents: priceCents.optional(),
  seat_price_cents: priceCents.optional(),
  overage_hour_cents: priceCents.optional(),
});

export type CreatePlanBody = z.output<typeof createPlanBody>;

export type UpdatePlanBody = z.output<typeof updatePlanBody>;

export const planItem = z.object({
  id: z.number(),
  name: z.string(),
  monthly_hours: z.number(),
  overage: z.enum(planOverages),
  active: z.boolean(),
  monthly_price_cents: z.number(),
  seat_price_cents: z.number(),
  overage_hour_cents: z.number(),
});

export type PlanItem = z.output<typeof planItem>;

export const planAnswer = z.object({ message: z.string(), plan: planItem });

/** `?month=YYYY-MM`; without it, this month in the space's time zone. */
export const monthQuery = z.object({
  month: z
    .string({ error: plansStaffWords.monthInvalid })
    .regex(MONTH_PATTERN, plansStaffWords.monthInvalid)
    .optional(),
});

/** GET /users/me/usage: the account's hours in a month (minutes, so half hours stay whole). */
export const usageAnswer = z.object({
  month: z.string(),
  included_minutes: z.number(),
  used_minutes: z.number(),
  remaining_minutes: z.number(),
  overage_minutes: z.number(),
  /** The account's plan and its rule beyond the hours; null without a plan. */
  plan: z.string().nullable(),
  overage: z.enum(planOverages).nullable(),
  /** The price of an excedente hour on the plan, centavos; null for team members, who see no money. */
  overage_hour_cents: z.number().nullable().optional(),
});

export type Usage = z.output<typeof usageAnswer>;

/** One account (a manager and their team) in staff's usage report. */
export const accountUsage = z.object({
  account_id: z.number(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  plan: z.string().nullable(),
  overage: z.enum(planOverages).nullable(),
  included_minutes: z.number(),
  used_minutes: z.number(),
  overage_minutes: z.number(),
});

export type AccountUsage = z.output<typeof accountUsage>;

/** A week of a room (Monday to Sunday, cut at the month's edges): booked and open minutes. */
export const roomWeek = z.object({
  start: z.string(),
  end: z.string(),
  booked_minutes: z.number(),
  open_minutes: z.number(),
});

export type RoomWeek = z.output<typeof roomWeek>;

/** GET /admin/reports/usage: each account's hours and each room's weekly occupancy in a month. */
export const usageReport = z.object({
  month: z.string(),
  accounts: z.array(accountUsage),
  rooms: z.array(z.object({ id: z.number(), name: z.string(), weeks: z.array(roomWeek) })),
});

export type UsageReport = z.output<typeof usageReport>;
