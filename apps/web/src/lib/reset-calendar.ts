import type { CalendarFeedAnswer } from '@arena/shared/bookings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client';
import { calendarQuery } from './get-calendar';

/** POST /users/me/calendar/reset (docs/product.md#my-bookings): a new address; the old one stops working. */
export async function resetCalendar(): Promise<CalendarFeedAnswer> {
  return (await call('resetCalendar')).data;
}

export function useResetCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetCalendar,
    onSuccess: (answer) => client.setQueryData(calendarQuery.queryKey, answer),
  });
}
