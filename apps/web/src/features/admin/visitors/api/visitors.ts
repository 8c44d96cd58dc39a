import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** Reception's Convidados de hoje (docs/product.md#visitors): a day's visitors, and their arrival. */
export const visitorsKey = ['admin', 'visitors'] as const;

export function useVisitors(date: string | undefined) {
  return useQuery({
    queryKey: [...visitorsKey, date ?? 'today'],
    queryFn: async () => (await call('listVisitors', { query: { date } })).data,
    // The front desk keeps it open: new guests show within a minute.
    refetchInterval: 60_000,
  });
}

export function useMarkArrived() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await call('markVisitorArrived', { params: { id } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: visitorsKey }),
  });
}
