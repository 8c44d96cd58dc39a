import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { pictureTypeOf, ROOM_PICTURE_MAX_BYTES } from '@arena/shared/rules/room-picture';
import type { AdminRoom, CreateRoomBody, UpdateRoomBody } from '@arena/shared/rooms/schemas';
import type { Db } from '../../db/connect.ts';
import type { Room } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { pick } from '../../lib/pick.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findPicture,
  findRoom,
  insertRoom,
  listAllRooms,
  otherRoomNames,
  savePicture,
  updateRoomRow,
} from './rooms.repository.ts';

/** What other modules use of rooms: booking one (its row, its lock), staff's agenda, the audit log's labels. */
export { findActiveRoom, lockRoomForBooking, roomExists, roomLabels } from './rooms.repository.ts';

/** A room as staff manage it (the bookings' version is the database's business). */
type StaffRoom = Omit<Room, 'bookings_version'>;

/** A new room shows this drawing (apps/web/public/rooms) until staff upload its picture. */
export const DEFAULT_ROOM_IMG = '/rooms/sala.svg';

export function toAdminRoom(row: StaffRoom): AdminRoom {
  return { ...row, active: row.active === 1 };
}

export async function listRooms(db: Db): Promise<AdminRoom[]> {
  return (await listAllRooms(db)).map(toAdminRoom);
}

/** Names are unique regardless of case, so members never see "Sala 10" twice (docs/product.md#back-office). */
async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const wanted = name.toLocaleLowerCase('pt-BR');
  const names = await otherRoomNames(db, exceptId);
  if (names.some((n) => n.toLocaleLowerCase('pt-BR') === wanted)) throw new AppError(409, 'roomNameTaken');
}

/** Two staff saving the same name at once: the index refuses the second, in the same words. */
async function nameSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'roomNameTaken');
    throw error;
  }
}

export async function createRoom(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  staff: AuthUser,
  body: CreateRoomBody,
): Promise<AdminRoom> {
  await assertNameFree(db, body.name);
  const now = clock().toISOString();
  const fields = { name: body.name, capacity: body.capacity, active: body.active === false ? 0 : 1 };
  const id = await nameSafe(() =>
    db.transaction().execute(async (trx) => {
      const newId = await insertRoom(trx, { ...fields, img: DEFAULT_ROOM_IMG, now });
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'room.create',
        target: `room:${newId}`,
        before: null,
        after: { name: fields.name, capacity: fields.capacity, active: fields.active === 1 },
        now,
      });
      return newId;
    }),
  );
  return toAdminRoom(await mustFind(db, id));
}

/**
 * Renames, resizes, activates or deactivates a room. Appointments point at the room's id, so
 * renaming keeps its history; an inactive room leaves GET /rooms and refuses new bookings.
 */
export async function updateRoom(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  staff: AuthUser,
  id: number,
  patch: UpdateRoomBody,
): Promise<AdminRoom> {
  const room = toAdminRoom(await mustFind(db, id));
  // Only what actually changes is written and audited.
  const after = Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => v !== undefined && room[k as keyof AdminRoom] !== v),
  ) as UpdateRoomBody;
  if (Object.keys(after).length === 0) return room;
  if (after.name !== undefined) await assertNameFree(db, after.name, id);
  const changes = {
    ...(after.name !== undefined ? { name: after.name } : {}),
    ...(after.capacity !== undefined ? { capacity: after.capacity } : {}),
    ...(after.active !== undefined ? { active: after.active ? 1 : 0 } : {}),
  };
  const now = clock().toISOString();
  await nameSafe(() =>
    db.transaction().execute(async (trx) => {
      await updateRoomRow(trx, id, changes);
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'room.update',
        target: `room:${id}`,
        before: pick(room, after),
        after: { ...after },
        now,
      });
    }),
  );
  return toAdminRoom(await mustFind(db, id));
}

/**
 * Stores a room's picture in the database and points the room's `img` at it, with the first
 * hex digits of its hash as the version, so browsers may cache each version for good.
 */
export async function setRoomPicture(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  staff: AuthUser,
  id: number,
  data: Buffer,
): Promise<AdminRoom> {
  const room = await mustFind(db, id);
  if (data.length > ROOM_PICTURE_MAX_BYTES) throw new AppError(413, 'roomPictureTooBig');
  const contentType = pictureTypeOf(data);
  if (!contentType) throw new AppError(415, 'roomPictureType');
  const etag = createHash('sha256').update(data).digest('hex');
  const img = `/api/rooms/${id}/picture?v=${etag.slice(0, 12)}`;
  const now = clock().toISOString();
  await db.transaction().execute(async (trx) => {
    await savePicture(trx, { roomId: id, contentType, data, etag, now });
    await updateRoomRow(trx, id, { img });
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'room.picture',
      target: `room:${id}`,
      before: { img: room.img },
      after: { img, content_type: contentType, bytes: data.length },
      now,
    });
  });
  return toAdminRoom({ ...room, img });
}

export async function roomPicture(db: Db, id: number) {
  const picture = await findPicture(db, id);
  if (!picture) throw new AppError(404, 'roomPictureMissing');
  return picture;
}

/**
 * The room's check-in QR code (docs/product.md#checkin), printed by staff and put on its door: it
 * opens `/checkin/<room code>` on PUBLIC_URL, where the signed-in member says Cheguei. An SVG, so
 * it prints sharp at any size; the room code is the room's id, which never changes with its name.
 */
export async function roomCheckinQr({ db, config }: Pick<Deps, 'db' | 'config'>, id: number) {
  const room = await mustFind(db, id);
  const url = `${config.PUBLIC_URL.replace(/\/$/, '')}/checkin/${room.id}`;
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    room: { id: room.id, name: room.name },
    url,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

async function mustFind(db: Db, id: number): Promise<StaffRoom> {
  const room = await findRoom(db, id);
  if (!room) throw new AppError(404, 'roomNotFound');
  return room;
}
