import type { CreateRoomBody } from '@arena/shared/rooms/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { roomQueries } from './get-admin-rooms';

/** POST /admin/rooms: a new room, active unless told otherwise (docs/product.md#back-office). */
export async function createRoom(body: CreateRoomBody) {
  return (await call('createRoom', { body })).data;
}

export function useCreateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => Promise.all(roomQueries.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
