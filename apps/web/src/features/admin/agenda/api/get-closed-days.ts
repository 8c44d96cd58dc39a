import type { ClosedDayItem } from '@arena/shared/closed-days/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const closedDaysKey = ['admin', 'closed-days'] as const;

/** GET /admin/closed-days?year= (docs/product.md#back-office): a year's closed days, or all of them, by date. */
export async function getClosedDays(year?: number): Promise<ClosedDayItem[]> {
  return (await call('listAdminClosedDays', { query: { year } })).data;
}

export function useClosedDays(year?: number) {
  return useQuery({ queryKey: [...closedDaysKey, year], queryFn: () => getClosedDays(year) });
}
