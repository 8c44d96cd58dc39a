import type { registerTermsBody } from '@arena/shared/registration/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** POST /register-terms (docs/product.md#api): accepting the terms creates the user as Pendente (docs/product.md#statuses-and-levels). */
export function registerTerms(body: z.output<typeof registerTermsBody>) {
  return call('registerTerms', { body });
}

export function useRegisterTerms() {
  return useMutation({ mutationFn: registerTerms });
}
