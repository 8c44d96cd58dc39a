import type { Db } from '../../db/connect.ts';
import { ROOM_LIST_MAX, type RoomBooking } from './bookings.repository.ts';

/**
 * The seed's list of a room (every booking not yet ended, up to ROOM_LIST_MAX), kept by each
 * process as JSON per booking under the version the database bumps on every change to that
 * room's bookings (the trigger of migration 20261125080000). The version comes with the room
 * row the request reads anyway, so a booking made by any process — another server on the same
 * PostgreSQL included — is seen by the next read, at no extra query (docs/performance.md).
 *
 * A list read a year ahead is 500 rows and 68 KB: rebuilding and serialising them on every visit
 * cost 50× a small read. Here a visit joins the stored pieces, adding only `mine`.
 */
type Entry = { version: number; name: string; rows: RoomBooking[]; heads: string[] };

const caches = new WeakMap<Db, Map<number, Entry>>();

type Room = { id: number; name: string; bookings_version: number };

export async function roomListJson(
  db: Db,
  room: Room,
  nowLocal: string,
  callerId: number,
  load: () => Promise<RoomBooking[]>,
): Promise<string> {
  let rooms = caches.get(db);
  if (!rooms) {
    rooms = new Map();
    caches.set(db, rooms);
  }
  let entry = rooms.get(room.id);
  if (!entry || !fresh(entry, room, nowLocal)) {
    // Read after the version: rows newer than it only make the entry look older than it is.
    const rows = await load();
    entry = { version: room.bookings_version, name: room.name, rows, heads: rows.map((r) => head(r, room.name)) };
    rooms.set(room.id, entry);
  }
  const parts: string[] = [];
  const { heads } = entry;
  entry.rows.forEach((row, i) => {
    // Bookings of one room never overlap, so the ended ones are the first few.
    if (row.date_final > nowLocal) parts.push(heads[i] + (row.user_id === callerId ? 'true}' : 'false}'));
  });
  return `[${parts.join(',')}]`;
}

/**
 * Same version and name, and — when the list was cut at ROOM_LIST_MAX — its first booking not
 * yet ended, or the next one past the cut would be missing.
 */
function fresh(entry: Entry, room: Room, nowLocal: string): boolean {
  if (entry.version !== room.bookings_version || entry.name !== room.name) return false;
  const first = entry.rows[0];
  return entry.rows.length < ROOM_LIST_MAX || (first !== undefined && first.date_final > nowLocal);
}

/** One item of the `appointment` answer (packages/shared), up to its last field's value. */
function head(r: RoomBooking, room: string): string {
  return (
    `{"id":${r.id},"user_id":${r.user_id},"participants":${JSON.stringify(room)},` +
    `"date_initial":${JSON.stringify(r.date_initial)},"date_final":${JSON.stringify(r.date_final)},"mine":`
  );
}
