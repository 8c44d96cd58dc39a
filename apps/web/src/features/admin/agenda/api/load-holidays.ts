import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshClosedDays } from './create-closed-day';

export type LoadHolidaysAnswer = { message: string; added: number };

/** POST /admin/closed-days/holidays (docs/product.md#back-office): closes the year's weekday national holidays. */
export async function loadHolidays(year: number): Promise<LoadHolidaysAnswer> {
  return (await call('loadHolidays', { body: { year } })).data;
}

export function useLoadHolidays() {
  const client = useQueryClient();
  return useMutation({ mutationFn: loadHolidays, onSettled: () => refreshClosedDays(client) });
}
