import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /confirm-email (docs/product.md#registration-proof): the registration's link proves the address. */
export async function confirmEmail(token: string) {
  return (await call('confirmEmail', { body: { token } })).data;
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
