import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /terms/accept (docs/product.md#terms): the version the person read. */
export function acceptTerms(version: string) {
  return call('acceptTerms', { body: { version } });
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
