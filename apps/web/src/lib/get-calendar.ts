import type { CalendarFeedAnswer } from '@arena/shared/bookings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** GET /users/me/calendar (docs/product.md#my-bookings): the member's private calendar address. */
export async function getCalendar(): Promise<CalendarFeedAnswer> {
  return (await call('getCalendar')).data;
}

export const calendarQuery = queryOptions({ queryKey: ['calendar'], queryFn: getCalendar, staleTime: Infinity });

export function useCalendar({ enabled }: { enabled: boolean }) {
  return useQuery({ ...calendarQuery, enabled });
}
