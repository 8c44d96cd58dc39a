import { checkResetTokenBody } from '@arena/shared/users/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /reset-pass/check: what a /reset-password link is for and whose account it sets. */
export async function checkResetToken(token: string) {
  const { data } = await call('checkResetToken', { body: { token } });
  return data;
}

/** Asked once when the page opens; a dead link is an answer, not something to retry. */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => checkResetToken(token),
    // A token the schema refuses is refused on submit like before, without a call.
    enabled: checkResetTokenBody.safeParse({ token }).success,
    retry: false,
    staleTime: Infinity,
  });
}
