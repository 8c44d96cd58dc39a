/**
 * A room's picture (docs/product.md#back-office; decision 012): PNG, JPEG or WebP, at most 2 MiB. The type is read from the
 * file's first bytes, not from its name or the declared type, so the browser and the server
 * refuse a renamed text file alike.
 */
export const ROOM_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type RoomPictureType = (typeof ROOM_PICTURE_TYPES)[number];

export const ROOM_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** How many leading bytes `pictureTypeOf` needs. */
export const ROOM_PICTURE_SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
}

/** The image type the bytes' signature shows, or null when it is none of the allowed ones. */
export function pictureTypeOf(bytes: Uint8Array): RoomPictureType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

export function isRoomPictureType(type: string): type is RoomPictureType {
  return (ROOM_PICTURE_TYPES as readonly string[]).includes(type);
}
