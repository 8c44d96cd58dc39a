import { addDays } from './dates.ts';

/** Days staff have to answer a privacy request (docs/product.md#my-data). */
export const PRIVACY_REQUEST_DAYS = 15;

/** The last day to answer a privacy request that arrived at `createdAt` (ISO), in the space's time zone. */
export function privacyDeadline(createdAt: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(createdAt),
  );
  return addDays(day, PRIVACY_REQUEST_DAYS);
}
