import type { room } from '@arena/shared/bookings/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/api-client';

export type ActiveRoom = z.infer<typeof room>;

/** GET /rooms: the active rooms, the lanes of the agenda (an inactive room takes no bookings). */
export async function getActiveRooms(): Promise<ActiveRoom[]> {
  return (await call('listRooms')).data;
}

export function useActiveRooms() {
  return useQuery({ queryKey: ['admin', 'active-rooms'], queryFn: getActiveRooms, staleTime: 60_000 });
}
