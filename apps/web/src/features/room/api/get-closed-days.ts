import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /closed-days (docs/product.md#api): days the calendar disables besides weekends. */
import type { ClosedDay } from '@arena/shared/system/schemas';

export type { ClosedDay };

export async function getClosedDays(): Promise<ClosedDay[]> {
  return (await call('listClosedDays')).data;
}

export const closedDaysQuery = queryOptions({
  queryKey: ['closed-days'],
  queryFn: getClosedDays,
  staleTime: 5 * 60_000,
});

export function useClosedDays() {
  return useQuery(closedDaysQuery);
}
