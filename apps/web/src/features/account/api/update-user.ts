import type { UpdateUserAnswer, updateUserBody } from '@arena/shared/users/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type UpdateUserBody = z.output<typeof updateUserBody>;
export type { UpdateUserAnswer };

/** PUT /users (docs/product.md#api): {email?, phone, old_password?, password?, confirm_password?}. */
export function updateUser(body: UpdateUserBody) {
  return call('updateUser', { body });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
