import { queryClient } from '../../../lib/query-provider';
import { canManage, sessionStore } from '../../../lib/session';
import { bookingBlockQuery } from '../../../lib/get-booking-block';
import { usageQuery } from '../../../lib/get-usage';
import { configQuery } from '../../../lib/use-config';
import { closedDaysQuery } from './get-closed-days';
import { roomsQuery } from './get-rooms';

/** The pictures of the first row of the picker: the screen's largest paint on a phone. */
const FIRST_ROW = 3;

/**
 * Started by the router as `/room` begins to load (docs/decisions/013-room-screen-first-paint.md):
 * the screen's five calls (the rooms, /config, from which its slots are computed, the closed
 * days, the plan hours its largest text shows, and whether an overdue invoice blocks the account)
 * go out while its code downloads instead of
 * after it has run, and as soon as the rooms are known, the picker's first pictures follow. The bookings wait for a day to be chosen
 * (docs/product.md#my-bookings). Only for the managers the screen is for.
 */
export function prefetchRoom(): void {
  if (!canManage(sessionStore.get())) return;
  void queryClient.prefetchQuery(roomsQuery).then(() => {
    const rooms = queryClient.getQueryData(roomsQuery.queryKey) ?? [];
    for (const room of rooms.slice(0, FIRST_ROW)) new Image().src = room.img;
  });
  void queryClient.prefetchQuery(configQuery);
  void queryClient.prefetchQuery(closedDaysQuery);
  void queryClient.prefetchQuery(usageQuery());
  void queryClient.prefetchQuery(bookingBlockQuery);
}
