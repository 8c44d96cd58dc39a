import type { SlotPair } from '@arena/shared/rules/slots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /hours/disabled/1 (start slots) and /2 (end slots), seed §7: pairs [label, HH:MM:SS]. */
export type HoursKind = 1 | 2;

export async function getHours(kind: HoursKind): Promise<SlotPair[]> {
  return (await call('listHours', { params: { kind: kind === 1 ? '1' : '2' } })).data;
}

export const hoursQuery = (kind: HoursKind) =>
  queryOptions({ queryKey: ['hours', kind], queryFn: () => getHours(kind), staleTime: 5 * 60_000 });

export function useHours(kind: HoursKind) {
  return useQuery(hoursQuery(kind));
}
