import type { adminSummary } from '@arena/shared/system/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/api-client';

export type AdminSummary = z.infer<typeof adminSummary>;
export const summaryKey = ['admin', 'summary'] as const;

/** GET /admin/summary: the badges of the back-office navigation (docs/product.md#back-office). */
export async function getSummary(): Promise<AdminSummary> {
  return (await call('getAdminSummary')).data;
}

export function useSummary() {
  return useQuery({ queryKey: summaryKey, queryFn: getSummary, refetchInterval: 60_000 });
}
