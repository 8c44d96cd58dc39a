import type { updateUserBody } from '@arena/shared/schemas/account';
import type { SessionUser } from '@arena/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type UpdateUserBody = z.output<typeof updateUserBody>;
/** 200 carries the updated user; the seed's 203 (wrong current password) only a message. */
export type UpdateUserAnswer = { message: string; user?: SessionUser };

/** PUT /users (seed §7): {email?, phone, old_password?, password?, confirm_password?}. */
export function updateUser(body: UpdateUserBody) {
  return api<UpdateUserAnswer>('/users', { method: 'PUT', body });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
