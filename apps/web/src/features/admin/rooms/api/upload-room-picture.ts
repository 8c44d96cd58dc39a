import { messages } from '@arena/shared/messages';
import type { RoomPictureType } from '@arena/shared/rules/room-picture';
import type { AdminRoom } from '@arena/shared/schemas/admin-rooms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../../lib/api-client';
import { sessionStore } from '../../../../lib/session';
import { roomQueries } from './get-admin-rooms';

export type UploadRoomPicture = { id: number; file: Blob; type: RoomPictureType };
type Answer = { message: string; room: AdminRoom };

/**
 * PUT /admin/rooms/:id/picture: the image itself is the body, not JSON, so this call does what
 * api() does (bearer token, ApiError with the server's pt-BR words, a 401 ends the session)
 * with its own Content-Type.
 */
export async function uploadRoomPicture({ id, file, type }: UploadRoomPicture): Promise<Answer> {
  const token = sessionStore.get()?.token;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/admin/rooms/${id}/picture`, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: file,
    });
  } catch {
    throw new ApiError(0, messages.networkError);
  }
  const data = (await res.json().catch(() => ({}))) as Partial<Answer> & { code?: string };
  if (res.ok) return data as Answer;
  if (res.status === 401 && token) sessionStore.clear();
  throw new ApiError(res.status, data?.message || messages.serverError, data?.code ?? '');
}

export function useUploadRoomPicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadRoomPicture,
    onSuccess: () => Promise.all(roomQueries.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
