import type { RoomPictureType } from '@arena/shared/rules/room-picture';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../../lib/api-client';
import { roomQueries } from './get-admin-rooms';

export type UploadRoomPicture = { id: number; file: Blob; type: RoomPictureType };

/** PUT /admin/rooms/:id/picture: the image itself is the body, with its own Content-Type. */
export async function uploadRoomPicture({ id, file, type }: UploadRoomPicture) {
  return (await send('uploadRoomPicture', { bytes: file, contentType: type }, { params: { id } })).data;
}

export function useUploadRoomPicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadRoomPicture,
    onSuccess: () => Promise.all(roomQueries.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
