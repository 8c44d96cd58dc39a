import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** PUT /cancel-appointment (seed §7): `ui` is the user's id, `ai` the appointment's. */
export async function cancelAppointment(body: { ui: number; ai: number }) {
  return (await api<{ message: string }>('/cancel-appointment', { method: 'PUT', body })).data;
}

export function useCancelAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSettled: () => client.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
