import type { PlanItem } from '@arena/shared/plans/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export type { PlanItem };
export const plansKey = ['admin', 'plans'] as const;

/** GET /admin/plans: every plan, offered or not, fewest hours first (docs/product.md#plans). */
export async function getPlans(): Promise<PlanItem[]> {
  return (await call('listPlans')).data;
}

export function usePlans() {
  return useQuery({ queryKey: plansKey, queryFn: getPlans });
}
