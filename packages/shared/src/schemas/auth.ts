import { STAFF_ROLES } from '../api/endpoint.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { emailField, passwordField } from './fields.ts';

// POST /session (docs/product.md#api): both fields required (docs/product.md#validation).
export const createSessionBody = z.object({
  email: z.string({ error: messages.loginRequired }).trim().toLowerCase().min(1, messages.loginRequired).max(254),
  password: z.string({ error: messages.loginRequired }).min(1, messages.loginRequired).max(200),
});

export const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  /** The surname, so a form can start from the whole name (Atendimento, walk P15); '' when none. */
  lastname: z.string(),
  level: z.number(),
  status: z.string(),
  phone: z.string(),
  email: z.string(),
  plan: z.string().nullable(),
  qtt_team: z.number(),
  role: z.enum(['member', 'staff']),
  /**
   * Whether this member holds the account (registered it) rather than belongs to its team
   * (docs/product.md#team-gerente): Cadastro and Gerenciar Equipe are the holder's. `false` for staff.
   */
  holder: z.boolean(),
  /** Staff only (docs/product.md#staff-roles). */
  staff_role: z.enum(STAFF_ROLES).optional(),
  /**
   * A member who has not accepted the terms in force (TERMS_VERSION, docs/product.md#terms): the
   * app shows them before anything else, and the server refuses other calls until they are.
   */
  terms_pending: z.boolean(),
  /**
   * Whether the address is proven (docs/product.md#registration-proof): a registration waits for
   * it before finance may approve, and home says so. Staff and team members are confirmed.
   */
  email_confirmed: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * GET /users/me: the session's user and, for a team member, who manages the account and its
 * company (docs/product.md#team), so home can say it; `null` for an account holder.
 */
export const meAnswer = sessionUser.extend({
  manager: z.object({ name: z.string(), company: z.string().nullable() }).nullable(),
});
export type MeAnswer = z.infer<typeof meAnswer>;

export const createSessionAnswer = z.object({ token: z.string(), user: sessionUser });

// POST /recovery-pass (docs/product.md#api, #errors).
export const recoveryPassBody = z.object({ email: emailField(messages.recoveryInvalid) });

const linkToken = z
  .string({ error: messages.resetTokenInvalid })
  .min(10, messages.resetTokenInvalid)
  .max(200, messages.resetTokenInvalid);

/**
 * POST /reset-pass/check: what a link is for, asked when the page opens, so a dead invite says
 * so before a form is filled and a live one names the account. A bad token learns nothing more.
 */
export const checkResetTokenBody = z.object({ token: linkToken });
export const checkResetTokenAnswer = z.object({
  purpose: z.enum(['invite', 'recovery']),
  email: z.string(),
  /** A team member's invite: setting the password accepts the terms in force (docs/product.md#terms). */
  accepts_terms: z.boolean(),
});
export type ResetTokenCheck = z.infer<typeof checkResetTokenAnswer>;

/** Marks an invite's link (`&invite=1`), so even a dead one is worded as an invite. */
export const INVITE_LINK_PARAM = 'invite';

/** The version of the terms a person read: a date, `.2` on for a second text the same day (docs/product.md#terms). */
export const termsVersionField = z
  .string({ error: messages.termsVersionOutdated })
  .regex(/^\d{4}-\d{2}-\d{2}(\.\d{1,2})?$/, messages.termsVersionOutdated);

/**
 * GET /terms/changes (docs/product.md#terms): what the text in force changed since the version the
 * person accepted last, by section; `known` false when that text was not kept (the whole text is shown).
 */
export const termsChangesAnswer = z.object({
  from_version: z.string().nullable(),
  known: z.boolean(),
  sections: z.array(z.object({ title: z.string(), added: z.array(z.string()), removed: z.array(z.string()) })),
});
export type TermsChanges = z.infer<typeof termsChangesAnswer>;

/** POST /terms/accept (docs/product.md#terms): the version the person read and accepts. */
export const acceptTermsBody = z.object({ version: termsVersionField });

// POST /reset-pass (docs/product.md#api): completes a recovery or a team invite. A team member's
// invite also accepts the terms (docs/product.md#terms): `terms_version` is the version they read.
export const resetPassBody = z
  .object({
    token: z.string({ error: messages.resetTokenInvalid }).min(10, messages.resetTokenInvalid).max(200),
    password: passwordField(),
    confirm_password: z.string({ error: messages.fillAllFields }),
    terms_version: termsVersionField.optional(),
  })
  .refine((b) => b.password === b.confirm_password, {
    message: messages.passwordMismatch,
    path: ['confirm_password'],
  });

/** POST /confirm-email (docs/product.md#registration-proof): the token of the registration's link. */
export const confirmEmailBody = z.object({
  token: z
    .string({ error: messages.emailConfirmInvalid })
    .min(10, messages.emailConfirmInvalid)
    .max(200, messages.emailConfirmInvalid),
});
