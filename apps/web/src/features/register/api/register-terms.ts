import type { registerTermsBody } from '@arena/shared/schemas/register';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** POST /register-terms (seed §7): accepting the terms creates the user as Pendente (product.md §2). */
export function registerTerms(body: z.output<typeof registerTermsBody>) {
  return call('registerTerms', { body });
}

export function useRegisterTerms() {
  return useMutation({ mutationFn: registerTerms });
}
