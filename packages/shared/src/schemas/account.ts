import { z } from 'zod';
import { messages } from '../messages.ts';
import { sessionUser } from './auth.ts';
import { emailField, mobileField, passwordField } from './fields.ts';

// PUT /users (docs/product.md#api): phone always, e-mail and password change optional (docs/product.md#validation).
export const updateUserBody = z
  .object({
    email: emailField().optional(),
    phone: mobileField(),
    old_password: z.string({ error: messages.currentPasswordRequired }).max(200).optional(),
    password: z.union([z.literal(''), passwordField()], { error: messages.passwordRules }).optional(),
    confirm_password: z.string({ error: messages.newPasswordMismatch }).max(200).optional(),
  })
  .refine((b) => !b.password || b.password === b.confirm_password, {
    message: messages.newPasswordMismatch,
    path: ['confirm_password'],
  });

/** PUT /users answers 200 with the updated user; the seed's 203 (wrong current password) carries only a message. */
export const updateUserAnswer = z.object({ message: z.string(), user: sessionUser });
export type UpdateUserAnswer = { message: string; user?: z.infer<typeof sessionUser> };
