import { queryClient } from '../../../lib/query-provider';
import { canManage, sessionStore } from '../../../lib/session';
import { configQuery } from '../../../lib/use-config';
import { closedDaysQuery } from './get-closed-days';
import { hoursQuery } from './get-hours';
import { roomsQuery, startingRoom } from './get-rooms';
import { appointmentsQuery } from './list-appointments';

/** The pictures of the first row of the picker: the screen's largest paint on a phone. */
const FIRST_ROW = 3;

/**
 * Started by the router as `/room` begins to load (docs/decisions/013-room-screen-first-paint.md):
 * the screen's five calls go out while its code downloads instead of after it has run, and as
 * soon as the rooms are known, the picker's first pictures and the starting room's bookings
 * follow. Only for the managers the screen is for.
 */
export function prefetchRoom(): void {
  if (!canManage(sessionStore.get())) return;
  void queryClient.prefetchQuery(roomsQuery).then(() => {
    const rooms = queryClient.getQueryData(roomsQuery.queryKey) ?? [];
    for (const room of rooms.slice(0, FIRST_ROW)) new Image().src = room.img;
    const first = startingRoom(rooms);
    if (first) void queryClient.prefetchQuery(appointmentsQuery(first));
  });
  void queryClient.prefetchQuery(configQuery);
  void queryClient.prefetchQuery(hoursQuery(1));
  void queryClient.prefetchQuery(hoursQuery(2));
  void queryClient.prefetchQuery(closedDaysQuery);
}
