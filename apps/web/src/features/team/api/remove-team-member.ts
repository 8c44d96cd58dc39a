import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { teamKey } from './get-team';

/** POST /team/remove (docs/product.md#api): deletes the member and ends their sessions (docs/product.md#team). */
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
