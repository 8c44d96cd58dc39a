import type { UpdatePlanBody } from '@arena/shared/plans/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { plansKey } from './get-plans';

export type UpdatePlan = UpdatePlanBody & { id: number };

/** PATCH /admin/plans/:id: name, hours, overage rule, offered or not; members keep their plan. */
export async function updatePlan({ id, ...body }: UpdatePlan) {
  return (await call('updatePlan', { params: { id }, body })).data;
}

export function useUpdatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: plansKey }),
        client.invalidateQueries({ queryKey: ['config'] }),
      ]),
  });
}
