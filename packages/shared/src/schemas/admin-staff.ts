import { z } from 'zod';
import { STAFF_ROLES } from '../api/endpoint.ts';
import { adminMessages } from '../admin-messages.ts';
import { messages } from '../messages.ts';
import { emailField, requiredText, typedText } from './fields.ts';

/** _Equipe do espaço_ (docs/product.md#staff-roles): the staff accounts and their roles. */

const roleField = z.enum(STAFF_ROLES, { error: adminMessages.staffRoleInvalid });

export const staffAccount = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Whether they set a password from their invite yet. */
  invite: z.enum(['pending', 'active']),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const inviteStaffBody = z.object({
  name: typedText(messages.fillRequiredFields, 100),
  email: requiredText(messages.fillRequiredFields, 254).pipe(emailField()),
  role: roleField,
});
export type InviteStaffBody = z.infer<typeof inviteStaffBody>;

export const updateStaffBody = z.object({ role: roleField });
