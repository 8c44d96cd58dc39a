import { commonWords } from '../contract/words.ts';
import { z } from 'zod';
import { isValidDocument } from '../rules/documents.ts';
import { ACTIVITY_MAX, COMPANY_NAME_MAX, FIRSTNAME_MAX, LASTNAME_MAX, SITE_MAX } from '../contract/limits.ts';
import {
  companyPhoneField,
  hasControlCharacters,
  mobileField,
  optionalMultilineText,
  optionalTypedText,
  requiredText,
  typedText,
  emailField,
} from '../contract/fields.ts';
import { STAFF_ROLES } from '../contract/endpoint.ts';
import { usersStaffWords } from './staff-words.ts';
import { registrationWords } from '../registration/words.ts';

/** Staff API for members and pending registrations (docs/product.md#api, #back-office). */

export const userStatuses = ['Pendente', 'Ativo', 'Inativo'] as const;

export type UserStatus = (typeof userStatuses)[number];

/**
 * Turning a pending registration down (Pendente → Inativo) is a refusal: the person is told
 * why, so the reason is required. Suspending an active member (Ativo → Inativo) may give one.
 */
export function isRefusal(from: string, to: string): boolean {
  return from === 'Pendente' && to === 'Inativo';
}

export function isSuspension(from: string, to: string): boolean {
  return from === 'Ativo' && to === 'Inativo';
}

/** `q` searches name and surname, e-mail, and the document with or without its mask. */
export const listUsersQuery = z.object({
  status: z.enum(userStatuses, { error: commonWords.invalidInput }).optional(),
  q: z
    .string({ error: commonWords.invalidInput })
    .trim()
    .max(100, usersStaffWords.membersSearchInvalid)
    .refine((v) => !hasControlCharacters(v), registrationWords.controlCharacters)
    .optional(),
});

const seats = z
  .number({ error: usersStaffWords.membersSeatsInvalid })
  .int(usersStaffWords.membersSeatsInvalid)
  .min(0, usersStaffWords.membersSeatsInvalid)
  .max(500, usersStaffWords.membersSeatsInvalid);

const reason = optionalMultilineText(commonWords.invalidInput, 500, usersStaffWords.membersReasonTooLong);

/**
 * A correction of the person's data (docs/product.md#privacy): each field as the registration
 * checks it — the document by its check digits — and each optional, so staff send what changed.
 */
const correction = {
  name: typedText(registrationWords.fillAllFields, FIRSTNAME_MAX).optional(),
  lastname: optionalTypedText(registrationWords.fillAllFields, LASTNAME_MAX),
  phone: requiredText(registrationWords.phoneInvalid, 30).pipe(mobileField()).optional(),
  company: z
    .object(
      {
        document: requiredText(registrationWords.documentInvalid, 30)
          .refine(isValidDocument, registrationWords.documentInvalid)
          .optional(),
        name: typedText(registrationWords.fillRequiredFields, COMPANY_NAME_MAX).optional(),
        activity: optionalTypedText(registrationWords.checkAllFields, ACTIVITY_MAX),
        phone: z
          .string({ error: registrationWords.companyPhoneInvalid })
          .trim()
          .max(30, registrationWords.companyPhoneInvalid)
          .refine((v) => v === '' || companyPhoneField().safeParse(v).success, registrationWords.companyPhoneInvalid)
          .optional(),
        site: optionalTypedText(registrationWords.checkAllFields, SITE_MAX),
      },
      { error: commonWords.invalidInput },
    )
    .optional(),
};

export const patchUserBody = z.object({
  status: z.enum(userStatuses, { error: commonWords.invalidInput }).optional(),
  level: z.union([z.literal(1), z.literal(2)], { error: commonWords.invalidInput }).optional(),
  plan: z
    .string({ error: commonWords.invalidInput })
    .trim()
    .max(100, commonWords.invalidInput)
    .refine((v) => !hasControlCharacters(v), registrationWords.controlCharacters)
    .nullable()
    .optional(),
  qtd_team: seats.optional(),
  reason: reason.optional(),
  // Staff correct the person's data (docs/product.md#privacy, LGPD art. 18 III), audited.
  ...correction,
});

export type PatchUserBody = z.output<typeof patchUserBody>;

/** The approval form of a pending registration: a plan from GET /config and the team's seats. */
export const approveUserForm = z.object({
  plan: requiredText(usersStaffWords.membersPlanRequired, 100),
  qtd_team: seats,
});

/** The refusal form: the reason goes in the e-mail to the person. */
export const refuseUserForm = z.object({
  reason: z
    .string({ error: usersStaffWords.membersReasonRequired })
    .trim()
    .min(1, usersStaffWords.membersReasonRequired)
    .max(500, usersStaffWords.membersReasonTooLong),
});

/**
 * The member page's form (docs/product.md#back-office): select values are text, an empty plan is "no plan". Whether
 * the reason is required depends on the status the member had (see `isRefusal`).
 */
export const memberForm = z.object({
  status: z.enum(userStatuses, { error: commonWords.invalidInput }),
  level: z.enum(['1', '2'], { error: commonWords.invalidInput }),
  plan: z.string({ error: commonWords.invalidInput }).trim().max(100, commonWords.invalidInput),
  qtd_team: seats,
  reason: reason,
});

export type MemberForm = z.output<typeof memberForm>;

export const adminUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  phone: z.string(),
  status: z.string(),
  level: z.number(),
  role: z.string(),
  plan: z.string().nullable(),
  qtd_team: z.number(),
  manager_id: z.number().nullable(),
  created_at: z.string(),
  /** Whether the address was proven (docs/product.md#registration-proof); approval needs it. */
  email_confirmed: z.boolean(),
  company: z
    .object({
      document: z.string(),
      name: z.string(),
      activity: z.string(),
      phone: z.string(),
      site: z.string(),
    })
    .nullable(),
});

export type AdminUser = z.output<typeof adminUser>;

const person = { id: z.number(), name: z.string(), lastname: z.string(), email: z.string() };

/** GET /admin/users/:id: the member, who manages them, their team and their upcoming bookings. */
export const adminUserDetail = adminUser.extend({
  manager: z.object(person).nullable(),
  team: z.array(z.object({ ...person, phone: z.string(), status: z.string() })),
  appointments: z.array(
    z.object({ id: z.number(), room: z.string(), date_initial: z.string(), date_final: z.string() }),
  ),
  /** Each version of the terms the member accepted, the latest first (docs/product.md#terms). */
  terms: z.array(z.object({ version: z.string(), accepted_at: z.string(), ip: z.string() })),
  /**
   * The account's invoices still open (an account holder's; 0 for a team member): said before
   * anonymising, which cannot be undone (walk C5).
   */
  open_invoices: z.number(),
});

export type AdminUserDetail = z.output<typeof adminUserDetail>;

/**
 * The member page's correction form (docs/product.md#privacy): every field as text, checked as the
 * registration checks it; the company's fields only count when the member holds a company.
 */
export const correctionForm = z.object({
  name: typedText(registrationWords.fillAllFields, FIRSTNAME_MAX),
  lastname: z.string().trim().max(LASTNAME_MAX, registrationWords.tooLong(LASTNAME_MAX)),
  phone: requiredText(registrationWords.phoneInvalid, 30).pipe(mobileField()),
  document: z
    .string()
    .trim()
    .max(30, registrationWords.documentInvalid)
    .refine((v) => v === '' || isValidDocument(v), registrationWords.documentInvalid),
  company_name: z.string().trim().max(COMPANY_NAME_MAX, registrationWords.tooLong(COMPANY_NAME_MAX)),
  activity: z.string().trim().max(ACTIVITY_MAX, registrationWords.tooLong(ACTIVITY_MAX)),
  // Checked by the server when it changed: a number kept from before the rule must not block the rest.
  company_phone: z.string().trim().max(30, registrationWords.companyPhoneInvalid),
  site: z.string().trim().max(SITE_MAX, registrationWords.tooLong(SITE_MAX)),
});

export type CorrectionForm = z.output<typeof correctionForm>;

/**
 * POST /admin/users/:id/confirmation: what staff are told, and, without MAIL_URL only, the new
 * confirmation link itself, for the staff person to pass on (docs/product.md#registration-proof).
 */
export const confirmationAnswer = z.object({ message: z.string(), link: z.string().optional() });

export type ConfirmationAnswer = z.infer<typeof confirmationAnswer>;

/** _Equipe do espaço_ (docs/product.md#staff-roles): the staff accounts and their roles. */

const roleField = z.enum(STAFF_ROLES, { error: usersStaffWords.staffRoleInvalid });

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
  name: typedText(registrationWords.fillRequiredFields, 100),
  email: requiredText(registrationWords.fillRequiredFields, 254).pipe(emailField()),
  role: roleField,
});

export type InviteStaffBody = z.infer<typeof inviteStaffBody>;

export const updateStaffBody = z.object({ role: roleField });
