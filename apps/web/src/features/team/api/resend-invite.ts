import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { teamKey } from './get-team';

/** POST /team/resend: a new invite link for a member who has not set a password yet. */
export async function resendInvite(email: string) {
  return (await call('resendInvite', { body: { email } })).data;
}

export function useResendInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}
