import type { Room } from '../../../lib/rooms';

export { getRooms, type Room, roomsQuery, useRooms } from '../../../lib/rooms';

// docs/product.md#statuses, #booking-rules: the picker starts on Sala 10.
const DEFAULT_ROOM = 'Sala 10';

/** The room the picker starts on: Sala 10, or the first room where there is none. */
export function startingRoom(rooms: Room[]): string {
  return rooms.some((r) => r.value === DEFAULT_ROOM) ? DEFAULT_ROOM : (rooms[0]?.value ?? '');
}
