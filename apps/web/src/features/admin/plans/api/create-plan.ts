import type { CreatePlanBody } from '@arena/shared/plans/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { plansKey } from './get-plans';

/** POST /admin/plans (docs/product.md#plans). The plan list of GET /config changes too. */
export async function createPlan(body: CreatePlanBody) {
  return (await call('createPlan', { body })).data;
}

export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: plansKey }),
        client.invalidateQueries({ queryKey: ['config'] }),
      ]),
  });
}
