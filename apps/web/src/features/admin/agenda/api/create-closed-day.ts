import type { CreateClosedDayBody } from '@arena/shared/closed-days/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { closedDaysKey } from './get-closed-days';

export type CreateClosedDayAnswer = { message: string; bookings: number };

/** POST /admin/closed-days (docs/product.md#back-office): `bookings` counts what is already booked on that day. */
export async function createClosedDay(body: CreateClosedDayBody): Promise<CreateClosedDayAnswer> {
  return (await call('closeDay', { body })).data;
}

/** Staff's lists and the member calendar's (GET /closed-days) of the same cache. */
export async function refreshClosedDays(client: QueryClient) {
  await client.invalidateQueries({ queryKey: closedDaysKey });
  await client.invalidateQueries({ queryKey: ['closed-days'] });
}

export function useCreateClosedDay() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createClosedDay, onSettled: () => refreshClosedDays(client) });
}
