import type { registerPassBody } from '@arena/shared/registration/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** POST /register-pass (docs/product.md#api): password and its confirmation; 200 continues. */
export function registerPass(body: z.output<typeof registerPassBody>) {
  return call('registerPass', { body });
}

export function useRegisterPass() {
  return useMutation({ mutationFn: registerPass });
}
