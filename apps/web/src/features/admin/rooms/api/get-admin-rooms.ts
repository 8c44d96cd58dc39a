import type { AdminRoom } from '@arena/shared/rooms/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export type { AdminRoom };
export const adminRoomsKey = ['admin', 'rooms'] as const;
/** What a room change makes stale: this list and the agenda's lanes (get-active-rooms.ts). */
export const roomQueries = [adminRoomsKey, ['admin', 'active-rooms']] as const;

/** GET /admin/rooms: every room, inactive ones included, by name (docs/product.md#back-office). */
export async function getAdminRooms(): Promise<AdminRoom[]> {
  return (await call('listAdminRooms')).data;
}

export function useAdminRooms() {
  return useQuery({ queryKey: adminRoomsKey, queryFn: getAdminRooms });
}
