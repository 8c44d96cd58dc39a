import type { TeamLevel } from '@arena/shared/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { teamKey } from './get-team';

/** PUT /team/level (docs/product.md#team-gerente): the account holder makes a member a gerente (2) or back (1). */
export async function setTeamLevel(body: { email: string; level: TeamLevel }) {
  return (await call('setTeamMemberLevel', { body })).data;
}

export function useSetTeamLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setTeamLevel,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}
