import type { AddGuestBody } from '@arena/shared/bookings/guest-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A booking's guests (docs/product.md#visitors): the list, and adding or removing one. */
export const guestsKey = (id: number) => ['appointments', 'guests', id] as const;

export function useGuests(id: number) {
  return useQuery({
    queryKey: guestsKey(id),
    queryFn: async () => (await call('listGuests', { params: { id } })).data,
  });
}

export function useAddGuest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddGuestBody) => (await call('addGuest', { params: { id }, body })).data,
    onSettled: () => client.invalidateQueries({ queryKey: guestsKey(id) }),
  });
}

export function useRemoveGuest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (guestId: number) => (await call('removeGuest', { params: { id, guestId } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: guestsKey(id) }),
  });
}
