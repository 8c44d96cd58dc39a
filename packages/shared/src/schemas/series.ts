import { z } from 'zod';
import { messages } from '../messages.ts';
import { appointment, storeRoomBody } from './appointments.ts';

/**
 * Recurring bookings (docs/product.md#series): _Repetir toda semana_ for 2 to 12 weeks, the same
 * weekday and times. `date_initial`/`date_final` are the first occurrence's.
 */
export const SERIES_MIN_WEEKS = 2;
export const SERIES_MAX_WEEKS = 12;

export const seriesBody = storeRoomBody.omit({ isStudio: true }).extend({
  weeks: z.coerce
    .number({ error: messages.seriesWeeksInvalid })
    .int(messages.seriesWeeksInvalid)
    .min(SERIES_MIN_WEEKS, messages.seriesWeeksInvalid)
    .max(SERIES_MAX_WEEKS, messages.seriesWeeksInvalid),
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
