import type { createTeamMemberBody } from '@arena/shared/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { teamKey } from './get-team';

export type CreateTeamMember = z.output<typeof createTeamMemberBody>;

/** POST /team (docs/product.md#api): adds a member, who is mailed a link to set a password. */
export async function createTeamMember(body: CreateTeamMember) {
  return (await call('createTeamMember', { body })).data;
}

export function useCreateTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTeamMember,
    // Refreshes the list and the seats, both under ['team'], whatever the answer.
    onSettled: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}
