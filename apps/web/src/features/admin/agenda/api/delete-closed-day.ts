import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshClosedDays } from './create-closed-day';

/** DELETE /admin/closed-days/:date (product.md §7): the day opens for bookings again. */
export async function deleteClosedDay(date: string) {
  return (await api<{ message: string }>(`/admin/closed-days/${date}`, { method: 'DELETE' })).data;
}

export function useDeleteClosedDay() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteClosedDay, onSettled: () => refreshClosedDays(client) });
}
