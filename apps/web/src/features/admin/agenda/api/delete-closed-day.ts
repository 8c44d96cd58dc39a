import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshClosedDays } from './create-closed-day';

/** DELETE /admin/closed-days/:date (docs/product.md#back-office): the day opens for bookings again. */
export async function deleteClosedDay(date: string) {
  return (await call('reopenDay', { params: { date } })).data;
}

export function useDeleteClosedDay() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteClosedDay, onSettled: () => refreshClosedDays(client) });
}
