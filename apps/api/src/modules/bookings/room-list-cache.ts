import type { Db } from '../../db/connect.ts';
import type { RoomBooking } from './bookings.repository.ts';

/**
 * A room's lists — the seed's (every booking not yet ended, up to ROOM_LIST_MAX) and single
 * days — kept by each process as the JSON answer itself, under the version the database bumps on every change to that
 * room's bookings (the trigger of migration 20261125080000). The version comes with the room row
 * the request reads anyway, so a booking made by any process — another server on the same
 * PostgreSQL included — is seen by the next read, at no extra query (docs/performance.md).
 *
 * A list read a year ahead is 500 rows and 68 KB: building and serialising them on every visit
 * cost 50× a small read. Here a visit copies the stored answer and marks the caller's own
 * bookings: `"mine":false` and `"mine":true ` have the same length, so each is a 5-byte write.
 * Whether a booking went beyond its plan's hours (`overage`) is the owner's to see only: it is
 * written false for all, and set true the same way for the caller's own (docs/product.md#plan-hours).
 */
type Entry = {
  version: number;
  name: string;
  /** The first booking's end: once it has passed, the entry is read again. */
  firstEnd: string | null;
  json: Buffer;
  /** Where each booking's `mine` value starts in `json`, by its member's id. */
  mineAt: Map<number, number[]>;
  /** Where the `overage` value of each booking with excedente starts, by its member's id. */
  overageAt: Map<number, number[]>;
};

const caches = new WeakMap<Db, Map<string, Entry>>();
const TRUE = Buffer.from('true ');
/** Lists kept per database handle: the upcoming list and some days of each room. */
const MAX_ENTRIES = 500;

type Room = { id: number; name: string; bookings_version: number };

/**
 * The room's list as JSON: `day` null for the seed's list (every booking not yet ended), or one
 * day's bookings, ended ones included (docs/product.md#my-bookings). Both change only with the room's
 * bookings, so both are kept under its version; the seed's list is also read again once its
 * first booking has ended.
 */
export async function roomListJson(
  db: Db,
  room: Room,
  day: string | null,
  nowLocal: string,
  callerId: number,
  load: () => Promise<RoomBooking[]>,
): Promise<Buffer> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const key = `${room.id} ${day ?? 'upcoming'}`;
  let entry = entries.get(key);
  if (!entry || !fresh(entry, room, day === null ? nowLocal : null)) {
    // Read after the version: rows newer than it only make the entry look older than it is.
    entry = build(room, await load());
    entries.delete(key);
    // The oldest kept list makes room (a Map keeps insertion order).
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
  }
  const answer = Buffer.from(entry.json);
  for (const at of entry.mineAt.get(callerId) ?? []) TRUE.copy(answer, at);
  for (const at of entry.overageAt.get(callerId) ?? []) TRUE.copy(answer, at);
  return answer;
}

/**
 * Same version and name, and — for the seed's list — no booking in it has ended yet (bookings of
 * one room never overlap, so the first to end is the first in the list): then it is exactly what
 * the database would answer.
 */
function fresh(entry: Entry, room: Room, nowLocal: string | null): boolean {
  if (entry.version !== room.bookings_version || entry.name !== room.name) return false;
  return nowLocal === null || entry.firstEnd === null || entry.firstEnd > nowLocal;
}

/** The `appointment` answer of packages/shared, every `mine` false, and where each one sits. */
function build(room: Room, rows: RoomBooking[]): Entry {
  const name = JSON.stringify(room.name);
  const mineAt = new Map<number, number[]>();
  const overageAt = new Map<number, number[]>();
  const at = (map: Map<number, number[]>, userId: number, offset: number) => {
    const list = map.get(userId);
    if (list) list.push(offset);
    else map.set(userId, [offset]);
  };
  const pieces = ['['];
  let bytes = 1;
  rows.forEach((r, i) => {
    const head =
      `${i ? ',' : ''}{"id":${r.id},"user_id":${r.user_id},"participants":${name},` +
      `"date_initial":${JSON.stringify(r.date_initial)},"date_final":${JSON.stringify(r.date_final)},"mine":`;
    bytes += Buffer.byteLength(head);
    at(mineAt, r.user_id, bytes);
    bytes += 5 + ',"overage":'.length;
    if (r.overage_minutes > 0) at(overageAt, r.user_id, bytes);
    pieces.push(head, 'false,"overage":false}');
    bytes += 6;
  });
  pieces.push(']');
  return {
    version: room.bookings_version,
    name: room.name,
    firstEnd: rows[0]?.date_final ?? null,
    json: Buffer.from(pieces.join('')),
    mineAt,
    overageAt,
  };
}
