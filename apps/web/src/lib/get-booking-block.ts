import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** GET /users/me/booking-block (docs/product.md#overdue): whether an overdue invoice blocks the account's new bookings. */
export const bookingBlockQuery = queryOptions({
  queryKey: ['booking-block'],
  queryFn: async () => (await call('getBookingBlock')).data,
});

/**
 * While the account is blocked the block is read again every BLOCK_REFETCH_MS (only while the
 * screen is seen): a Pix the PSP notifies (docs/product.md#pix-charges) lifts it on home and /room
 * without a reload.
 */
export const BLOCK_REFETCH_MS = 5_000;

export function useBookingBlock() {
  return useQuery({
    ...bookingBlockQuery,
    refetchInterval: (query) => (query.state.data?.blocked ? BLOCK_REFETCH_MS : false),
  });
}
