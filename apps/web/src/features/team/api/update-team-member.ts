import type { updateTeamMemberBody } from '@arena/shared/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { teamKey } from './get-team';

export type UpdateTeamMember = z.output<typeof updateTeamMemberBody>;

/** PUT /team (docs/product.md#api): the e-mail names the member; name and phone are optional. */
export async function updateTeamMember(body: UpdateTeamMember) {
  return (await call('updateTeamMember', { body })).data;
}

export function useUpdateTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}
