import type { z } from 'zod';
import type { room } from '@arena/shared/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Room = z.infer<typeof room>;

/** GET /rooms (seed §7): the rooms of the picker, each with its name (`value`) and picture. */
export async function getRooms(): Promise<Room[]> {
  return (await api<Room[]>('/rooms')).data;
}

export function useRooms() {
  return useQuery({ queryKey: ['rooms'], queryFn: getRooms, staleTime: 5 * 60_000 });
}
