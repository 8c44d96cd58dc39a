import type { UpdateRoomBody } from '@arena/shared/rooms/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { roomQueries } from './get-admin-rooms';

export type UpdateRoom = UpdateRoomBody & { id: number };

/** PATCH /admin/rooms/:id: rename, resize, activate or deactivate; the history stays (docs/product.md#back-office). */
export async function updateRoom({ id, ...body }: UpdateRoom) {
  return (await call('updateRoom', { params: { id }, body })).data;
}

export function useUpdateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: () => Promise.all(roomQueries.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
