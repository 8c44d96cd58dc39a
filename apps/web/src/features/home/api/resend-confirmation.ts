import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST /users/me/confirmation (docs/product.md#registration-proof): the confirmation link sent
 * again to the person's own address. Answers the words to show them.
 */
export async function resendMyConfirmation() {
  return (await call('resendMyConfirmation')).data;
}

export function useResendMyConfirmation() {
  return useMutation({ mutationFn: resendMyConfirmation });
}
