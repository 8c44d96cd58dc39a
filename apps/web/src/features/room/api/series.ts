import type { SeriesBody } from '@arena/shared/bookings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { usageKey } from '../../../lib/get-usage';
import { myAppointmentsKey } from '../../../lib/list-my-appointments';
import { appointmentsKey } from './list-appointments';

/** POST /manager/appointment/series/preview (docs/product.md#series): each date with its state. */
export async function previewSeries(body: SeriesBody) {
  return (await call('previewSeries', { body })).data;
}

/** POST /manager/appointment/series: books the free dates; refreshes what a booking refreshes. */
export function useBookSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SeriesBody) => (await call('storeSeries', { body })).data,
    onSettled: (_data, _error, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: appointmentsKey(body.participants) }),
        client.invalidateQueries({ queryKey: myAppointmentsKey }),
        client.invalidateQueries({ queryKey: usageKey }),
      ]),
  });
}
