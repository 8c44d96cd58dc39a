import type { Appointment } from '@arena/shared/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /manager/appointment/list (seed §7): the room's upcoming appointments; `mine` marks one's own. */
export async function listAppointments(participants: string): Promise<Appointment[]> {
  return (await api<Appointment[]>('/manager/appointment/list', { method: 'POST', body: { participants } })).data;
}

export const appointmentsKey = (room: string) => ['appointments', room] as const;

export const appointmentsQuery = (room: string) =>
  queryOptions({ queryKey: appointmentsKey(room), queryFn: () => listAppointments(room), enabled: room !== '' });

export function useAppointments(room: string) {
  return useQuery(appointmentsQuery(room));
}
