import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client';
import { usageKey } from './get-usage';

/**
 * PUT /cancel-appointment (docs/product.md#api): `ui` is the user's id, `ai` the appointment's; `scope:
 * 'following'` cancels a series' booking and every later one (docs/product.md#series).
 */
export async function cancelAppointment(body: { ui: number; ai: number; scope?: 'one' | 'following' }) {
  return (await call('cancelAppointment', { body })).data;
}

export function useCancelAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    // Every booking list, and the plan's hours a cancellation gives back.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['appointments'] }),
        client.invalidateQueries({ queryKey: usageKey }),
      ]),
  });
}
