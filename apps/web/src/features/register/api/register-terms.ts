import type { registerTermsBody } from '@arena/shared/schemas/register';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /register-terms (seed §7): accepting the terms creates the user as Pendente (product.md §2). */
export function registerTerms(body: z.output<typeof registerTermsBody>) {
  return api<{ message: string }>('/register-terms', { method: 'POST', body });
}

export function useRegisterTerms() {
  return useMutation({ mutationFn: registerTerms });
}
