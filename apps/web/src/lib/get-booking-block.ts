import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** GET /users/me/booking-block (docs/product.md#overdue): whether an overdue invoice blocks the account's new bookings. */
export const bookingBlockQuery = queryOptions({
  queryKey: ['booking-block'],
  queryFn: async () => (await call('getBookingBlock')).data,
});

export function useBookingBlock() {
  return useQuery(bookingBlockQuery);
}
