import type { UsageReport } from '@arena/shared/plans/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export type { UsageReport };

/** GET /admin/reports/usage?month=YYYY-MM: each account's hours and each room's weeks (docs/product.md#plans). */
export async function getUsageReport(month: string): Promise<UsageReport> {
  return (await call('getUsageReport', { query: { month } })).data;
}

export function useUsageReport(month: string) {
  return useQuery({
    queryKey: ['admin', 'usage', month],
    queryFn: () => getUsageReport(month),
    enabled: month !== '',
  });
}
