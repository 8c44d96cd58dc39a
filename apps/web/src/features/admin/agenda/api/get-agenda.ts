import type { AgendaItem } from '@arena/shared/schemas/admin-agenda';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const agendaKey = ['admin', 'agenda'] as const;

/** GET /admin/appointments?from=&to= (product.md §7): the active bookings of one day, every room. */
export async function getAgenda(date: string): Promise<AgendaItem[]> {
  const query = new URLSearchParams({ from: date, to: date });
  return (await api<AgendaItem[]>(`/admin/appointments?${query}`)).data;
}

export function useAgenda(date: string) {
  return useQuery({
    queryKey: [...agendaKey, date],
    queryFn: () => getAgenda(date),
    enabled: date !== '',
  });
}
