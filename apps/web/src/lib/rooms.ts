import type { z } from 'zod';
import type { room } from '@arena/shared/bookings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export type Room = z.infer<typeof room>;

/** GET /rooms (docs/product.md#api): the rooms of the picker, each with its name (`value`) and picture. */
export async function getRooms(): Promise<Room[]> {
  return (await call('listRooms')).data;
}

export const roomsQuery = queryOptions({ queryKey: ['rooms'], queryFn: getRooms, staleTime: 5 * 60_000 });

/** The rooms, shared by /room's picker and the check-in page (by the QR code's room id). */
export function useRooms() {
  return useQuery(roomsQuery);
}
