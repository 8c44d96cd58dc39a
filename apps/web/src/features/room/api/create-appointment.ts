import type { storeRoomBody } from '@arena/shared/bookings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { usageKey } from '../../../lib/get-usage';
import { myAppointmentsKey } from '../../../lib/list-my-appointments';
import { appointmentsKey } from './list-appointments';

export type CreateAppointmentBody = z.infer<typeof storeRoomBody>;

/** POST /manager/appointment/store (docs/product.md#api), a room booking: `isStudio: false`. */
export async function createAppointment(body: CreateAppointmentBody) {
  return (await call('storeAppointment', { body: { ...body, isStudio: false } })).data;
}

/**
 * Books, then refreshes that room's list (a refusal too: someone else may have just booked), the
 * member's own bookings and the plan's hours, which home and /room show.
 */
export function useCreateAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSettled: (_data, _error, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: appointmentsKey(body.participants) }),
        client.invalidateQueries({ queryKey: myAppointmentsKey }),
        client.invalidateQueries({ queryKey: usageKey }),
      ]),
  });
}
