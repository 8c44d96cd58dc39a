import type { z } from 'zod';
import type { room } from '@arena/shared/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type Room = z.infer<typeof room>;

/** GET /rooms (docs/product.md#api): the rooms of the picker, each with its name (`value`) and picture. */
export async function getRooms(): Promise<Room[]> {
  return (await call('listRooms')).data;
}

// docs/product.md#statuses, #booking-rules: the picker starts on Sala 10.
const DEFAULT_ROOM = 'Sala 10';

/** The room the picker starts on: Sala 10, or the first room where there is none. */
export function startingRoom(rooms: Room[]): string {
  return rooms.some((r) => r.value === DEFAULT_ROOM) ? DEFAULT_ROOM : (rooms[0]?.value ?? '');
}

export const roomsQuery = queryOptions({ queryKey: ['rooms'], queryFn: getRooms, staleTime: 5 * 60_000 });

export function useRooms() {
  return useQuery(roomsQuery);
}
