import { commonWords } from '../contract/words.ts';
import { z } from 'zod';
import { hasControlCharacters } from '../contract/fields.ts';
import { roomsStaffWords } from './staff-words.ts';
import { registrationWords } from '../registration/words.ts';

/** Staff manage the rooms (docs/product.md#back-office): name, capacity, picture, active or not. */

export const ROOM_NAME_MAX = 60;

export const ROOM_CAPACITY_MIN = 1;

export const ROOM_CAPACITY_MAX = 500;

const roomName = z
  .string({ error: roomsStaffWords.roomNameInvalid })
  .trim()
  .min(1, roomsStaffWords.roomNameInvalid)
  .max(ROOM_NAME_MAX, roomsStaffWords.roomNameInvalid)
  .refine((v) => !hasControlCharacters(v), registrationWords.controlCharacters);

// z.number refuses NaN too, which is what an emptied number input gives the browser form.
const roomCapacity = z
  .number({ error: roomsStaffWords.roomCapacityInvalid })
  .int(roomsStaffWords.roomCapacityInvalid)
  .min(ROOM_CAPACITY_MIN, roomsStaffWords.roomCapacityInvalid)
  .max(ROOM_CAPACITY_MAX, roomsStaffWords.roomCapacityInvalid);

const roomActive = z.boolean({ error: commonWords.invalidInput });

// POST /admin/rooms: a new room is active unless told otherwise.
export const createRoomBody = z.object({ name: roomName, capacity: roomCapacity, active: roomActive.optional() });

// PATCH /admin/rooms/:id: only the fields sent change. Renaming keeps the history, as
// appointments point at the room's id, not its name.
export const updateRoomBody = z.object({
  name: roomName.optional(),
  capacity: roomCapacity.optional(),
  active: roomActive.optional(),
});

export const adminRoom = z.object({
  id: z.number(),
  name: z.string(),
  img: z.string(),
  capacity: z.number(),
  active: z.boolean(),
  created_at: z.string(),
});

export const roomAnswer = z.object({ message: z.string(), room: adminRoom });

/** GET /admin/rooms/:id/checkin-qr: the room, the address its QR code opens, and the code as an SVG data URL. */
export const roomCheckinQr = z.object({
  room: z.object({ id: z.number(), name: z.string() }),
  url: z.string(),
  qr: z.string(),
});

export type AdminRoom = z.infer<typeof adminRoom>;

export type CreateRoomBody = z.output<typeof createRoomBody>;

export type RoomCheckinQr = z.output<typeof roomCheckinQr>;

export type UpdateRoomBody = z.output<typeof updateRoomBody>;

// GET /rooms/:id/picture?v=<hash>: the version makes the address change with the picture, so
// the answer may be cached for good (any other value is tolerated, just not cached).
export const roomPictureQuery = z.object({ v: z.string().max(64).optional().catch(undefined) });
