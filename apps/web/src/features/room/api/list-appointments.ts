import type { Appointment } from '@arena/shared/bookings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST /manager/appointment/list (docs/product.md#api) with `date` (docs/product.md#my-bookings): the room's bookings of
 * that one day, ended ones included; `mine` marks one's own. The room screen asks only for the
 * chosen day, never the room's whole future (issue 13).
 */
export async function listAppointments(participants: string, date: string): Promise<Appointment[]> {
  return (await call('listAppointments', { body: { participants, date } })).data;
}

/** The room's lists start with this key, so a booking refreshes every day of that room. */
export const appointmentsKey = (room: string) => ['appointments', room] as const;

export const appointmentsQuery = (room: string, date: string) =>
  queryOptions({
    queryKey: [...appointmentsKey(room), date],
    queryFn: () => listAppointments(room, date),
    enabled: room !== '' && date !== '',
  });

export function useAppointments(room: string, date: string) {
  return useQuery(appointmentsQuery(room, date));
}
