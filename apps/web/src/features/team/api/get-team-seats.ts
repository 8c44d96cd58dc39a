import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TeamSeats = { total: number; used: number; free: number };

export const seatsKey = ['team', 'seats'] as const;

/** GET /team/seats (product.md §6): the plan's seats, taken and free. */
export async function getTeamSeats(): Promise<TeamSeats> {
  return (await api<TeamSeats>('/team/seats')).data;
}

export function useTeamSeats() {
  return useQuery({ queryKey: seatsKey, queryFn: getTeamSeats });
}
