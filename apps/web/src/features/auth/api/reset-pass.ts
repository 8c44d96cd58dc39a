import type { resetPassBody } from '@arena/shared/users/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** POST /reset-pass (docs/product.md#api): sets the password through a recovery or invite link. */
export function resetPass(body: z.output<typeof resetPassBody>) {
  return call('resetPass', { body });
}

export function useResetPass() {
  return useMutation({ mutationFn: resetPass });
}
