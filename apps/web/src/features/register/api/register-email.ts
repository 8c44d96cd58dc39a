import type { registerEmailBody } from '@arena/shared/registration/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** POST /resgister-email (docs/product.md#api, path spelt so): 200 continues; 409 'E-mail já cadastrado'. It also sets the cookie that ties the next steps to this browser (docs/product.md#api). */
export function registerEmail(body: z.output<typeof registerEmailBody>) {
  return call('registerEmail', { body });
}

export function useRegisterEmail() {
  return useMutation({ mutationFn: registerEmail });
}
