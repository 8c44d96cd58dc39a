import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { teamKey } from './get-team';

/** POST /team/remove (seed §7): deletes the member and ends their sessions (product.md §6). */
export async function removeTeamMember(email: string) {
  return (await call('removeTeamMember', { body: { email } })).data;
}

export function useRemoveTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}
