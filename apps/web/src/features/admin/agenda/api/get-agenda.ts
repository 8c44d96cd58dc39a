import type { AgendaItem } from '@arena/shared/bookings/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const agendaKey = ['admin', 'agenda'] as const;

/** GET /admin/appointments?from=&to= (docs/product.md#back-office): the active bookings of one day, every room. */
export async function getAgenda(date: string): Promise<AgendaItem[]> {
  return (await call('listAgenda', { query: { from: date, to: date } })).data;
}

export function useAgenda(date: string) {
  return useQuery({
    queryKey: [...agendaKey, date],
    queryFn: () => getAgenda(date),
    enabled: date !== '',
  });
}
