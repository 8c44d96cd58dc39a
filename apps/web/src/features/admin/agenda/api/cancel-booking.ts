import type { CancelAgendaBody } from '@arena/shared/bookings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { agendaKey } from './get-agenda';

/** PUT /admin/appointments/:id/cancel (docs/product.md#back-office): staff cancel whatever the notice; the reason is mailed. */
export async function cancelBooking({ id, ...body }: CancelAgendaBody & { id: number }) {
  return (await call('cancelByStaff', { params: { id }, body })).data;
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: agendaKey });
      // The member side of the same cache (/room's lists), should staff use it in this tab.
      await client.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
}
