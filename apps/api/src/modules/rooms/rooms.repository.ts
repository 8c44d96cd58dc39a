import type { Db, Trx } from '../../db/connect.ts';
import { forNoKeyUpdate } from '../../db/locks.ts';
import { reusable } from '../../db/reusable.ts';
import type { RoomTable } from '../../db/schema.ts';

/** Queries on rooms and their pictures: the members' list, staff's management, the booking lock. */
// Asked by every room screen: built once (db/reusable.ts).
const activeRooms = reusable((db) =>
  db.selectFrom('rooms').select(['id', 'name', 'img', 'capacity']).where('active', '=', 1).orderBy('name'),
);

/** The rooms members may book, by name (GET /rooms). */
export async function listActiveRooms(db: Db) {
  return (await activeRooms(db)).rows;
}

// Asked by every room screen and booking, built once.
const activeRoomNamed = reusable((db) =>
  db.selectFrom('rooms').select(['id', 'name', 'bookings_version']).where('name', '=', '').where('active', '=', 1),
);

/**
 * An active room by name, with the version its bookings are at (bumped by the database on every
 * change to them: the room list's cache key, modules/bookings/room-list-cache.ts).
 */
export async function findActiveRoom(db: Db, name: string) {
  return (await activeRoomNamed(db, [name, 1])).rows[0];
}

/**
 * PostgreSQL: holds the room's row until the booking transaction ends, so bookings of one room
 * queue one behind the other and each sees the one before. Without it, overlapping inserts wait
 * on each other inside the exclusion constraint and PostgreSQL breaks those waits as deadlocks a
 * second at a time: 32 racing requests took up to 22 s. SQLite's BEGIN IMMEDIATE already queues.
 */
export async function lockRoomForBooking(trx: Trx, roomId: number): Promise<void> {
  await forNoKeyUpdate(trx, trx.selectFrom('rooms').select('id').where('id', '=', roomId)).execute();
}

/** Whether any room exists at all, active or not (the first start seeds them when none does). */
export async function anyRoom(db: Db): Promise<boolean> {
  return (await db.selectFrom('rooms').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Several active rooms in one statement, so a start cut short never leaves only some of them. */
export async function insertActiveRooms(db: Db, rooms: { name: string; img: string; capacity: number }[], now: string) {
  await db
    .insertInto('rooms')
    .values(rooms.map((r) => ({ ...r, active: 1, created_at: now })))
    .execute();
}

export async function roomExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('rooms').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** What the audit log calls each room. */
export function roomLabels(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom('rooms').select(['id', 'name']).where('id', 'in', ids).execute() : [];
}

const roomColumns = ['id', 'name', 'img', 'capacity', 'active', 'created_at'] as const;

/** Every room, inactive ones included, by name. */
export function listAllRooms(db: Db) {
  return db.selectFrom('rooms').select(roomColumns).orderBy('name').orderBy('id').execute();
}

export function findRoom(db: Db, id: number) {
  return db.selectFrom('rooms').select(roomColumns).where('id', '=', id).executeTakeFirst();
}

/** The names of the rooms other than `exceptId`, for the case-insensitive uniqueness check. */
export async function otherRoomNames(db: Db, exceptId?: number): Promise<string[]> {
  let q = db.selectFrom('rooms').select('name');
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.execute()).map((r) => r.name);
}

export async function insertRoom(
  db: Db,
  room: { name: string; capacity: number; active: number; img: string; now: string },
) {
  const row = await db
    .insertInto('rooms')
    .values({ name: room.name, capacity: room.capacity, active: room.active, img: room.img, created_at: room.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRoomRow(
  db: Db,
  id: number,
  changes: Partial<Pick<RoomTable, 'name' | 'capacity' | 'active' | 'img'>>,
) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('rooms').set(changes).where('id', '=', id).execute();
}

export async function savePicture(
  db: Db,
  p: { roomId: number; contentType: string; data: Buffer; etag: string; now: string },
) {
  const values = { content_type: p.contentType, data: p.data, etag: p.etag, updated_at: p.now };
  await db
    .insertInto('room_pictures')
    .values({ room_id: p.roomId, ...values })
    .onConflict((oc) => oc.column('room_id').doUpdateSet(values))
    .execute();
}

export function findPicture(db: Db, roomId: number) {
  return db
    .selectFrom('room_pictures')
    .select(['content_type', 'data', 'etag'])
    .where('room_id', '=', roomId)
    .executeTakeFirst();
}
