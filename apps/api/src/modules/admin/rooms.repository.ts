import type { Db } from '../../db/connect.ts';
import type { RoomTable } from '../../db/schema.ts';

/** Staff-side queries on rooms and their pictures (issue 4). */
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
