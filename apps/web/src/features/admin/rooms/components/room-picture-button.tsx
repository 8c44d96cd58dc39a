import type { AdminRoom } from '@arena/shared/rooms/schemas';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import {
  pictureTypeOf,
  ROOM_PICTURE_MAX_BYTES,
  ROOM_PICTURE_SNIFF_BYTES,
  ROOM_PICTURE_TYPES,
  type RoomPictureType,
} from '@arena/shared/rules/room-picture';

import { type ChangeEvent, useState } from 'react';
import { useModal } from '../../../../components/modal';
import { errorMessage } from '../../../../lib/api-client';
import { useUploadRoomPicture } from '../api/upload-room-picture';

/**
 * The server's rules, checked before sending (docs/product.md#back-office): at most 2 MiB, and a PNG, JPEG or WebP
 * by its first bytes, whatever the file is called. Answers the type, or the words to show.
 */
export async function checkPicture(file: Blob): Promise<{ type: RoomPictureType } | { problem: string }> {
  if (file.size > ROOM_PICTURE_MAX_BYTES) return { problem: roomsStaffWords.roomPictureTooBig };
  const type = pictureTypeOf(await readBytes(file.slice(0, ROOM_PICTURE_SNIFF_BYTES)));
  return type ? { type } : { problem: roomsStaffWords.roomPictureType };
}

// FileReader rather than Blob.arrayBuffer(), which jsdom (the component tests) lacks.
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** "Trocar imagem": a file button that checks, uploads and confirms a room's picture. */
export function RoomPictureButton({ room }: { room: AdminRoom }) {
  const upload = useUploadRoomPicture();
  const modal = useModal();
  const [busy, setBusy] = useState(false);

  /** Checks and sends the file; answers the words to show (success or refusal). */
  const send = async (file: File): Promise<string> => {
    try {
      const checked = await checkPicture(file);
      if ('problem' in checked) return checked.problem;
      return (await upload.mutateAsync({ id: room.id, file, type: checked.type })).message;
    } catch (error) {
      return errorMessage(error);
    }
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    const message = await send(file);
    // Ready for another file (the same one too, after a refusal) before the message shows.
    input.value = '';
    setBusy(false);
    await modal.show(message);
  };

  return (
    <label className="button button-ghost rooms-upload" data-busy={busy || undefined}>
      {busy ? roomsStaffWords.adminRoomPictureSending : roomsStaffWords.adminRoomPictureChange}
      <span className="visually-hidden">{`: ${room.name}`}</span>
      <input
        type="file"
        className="visually-hidden"
        accept={ROOM_PICTURE_TYPES.join(',')}
        aria-describedby="rooms-picture-hint"
        disabled={busy}
        onChange={onChange}
      />
    </label>
  );
}
