import { commonWords } from '../contract/words.ts';
import { STAFF_ROLES } from '../contract/endpoint.ts';
import {
  emailField,
  passwordField,
  hasControlCharacters,
  mobileField,
  requiredText,
  typedText,
} from '../contract/fields.ts';
import { NAME_MAX } from '../contract/limits.ts';
import { usersWords } from './words.ts';
import { teamWords } from './team-words.ts';
import { termsWords } from '../terms/words.ts';
import { registrationWords } from '../registration/words.ts';
import { z } from 'zod';

// POST /session (docs/product.md#api): both fields required (docs/product.md#validation).
export const createSessionBody = z.object({
  email: z.string({ error: usersWords.loginRequired }).trim().toLowerCase().min(1, usersWords.loginRequired).max(254),
  password: z.string({ error: usersWords.loginRequired }).min(1, usersWords.loginRequired).max(200),
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
export const recoveryPassBody = z.object({ email: emailField(usersWords.recoveryInvalid) });

const linkToken = z
  .string({ error: usersWords.resetTokenInvalid })
  .min(10, usersWords.resetTokenInvalid)
  .max(200, usersWords.resetTokenInvalid);

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
  .string({ error: termsWords.termsVersionOutdated })
  .regex(/^\d{4}-\d{2}-\d{2}(\.\d{1,2})?$/, termsWords.termsVersionOutdated);

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

/** GET /terms/versions/:version (docs/product.md#terms): a version's text as it was put in force. */
export const termsVersionParams = z.object({
  version: z
    .string({ error: termsWords.termsVersionNotFound })
    .regex(/^\d{4}-\d{2}-\d{2}(\.\d{1,2})?$/, termsWords.termsVersionNotFound),
});

export const termsVersionAnswer = z.object({
  version: z.string(),
  in_force: z.boolean(),
  recorded_at: z.string(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      paragraphs: z.array(z.object({ text: z.string(), restrictive: z.literal(true).optional() })),
    }),
  ),
});

export type TermsVersionText = z.infer<typeof termsVersionAnswer>;

/** POST /terms/accept (docs/product.md#terms): the version the person read and accepts. */
export const acceptTermsBody = z.object({ version: termsVersionField });

// POST /reset-pass (docs/product.md#api): completes a recovery or a team invite. A team member's
// invite also accepts the terms (docs/product.md#terms): `terms_version` is the version they read.
export const resetPassBody = z
  .object({
    token: z.string({ error: usersWords.resetTokenInvalid }).min(10, usersWords.resetTokenInvalid).max(200),
    password: passwordField(),
    confirm_password: z.string({ error: registrationWords.fillAllFields }),
    terms_version: termsVersionField.optional(),
  })
  .refine((b) => b.password === b.confirm_password, {
    message: registrationWords.passwordMismatch,
    path: ['confirm_password'],
  });

/** POST /confirm-email (docs/product.md#registration-proof): the token of the registration's link. */
export const confirmEmailBody = z.object({
  token: z
    .string({ error: registrationWords.emailConfirmInvalid })
    .min(10, registrationWords.emailConfirmInvalid)
    .max(200, registrationWords.emailConfirmInvalid),
});

/** A member's invite: `pending` until they set a password through it, then `active`. */
export const inviteStates = ['pending', 'active'] as const;

export type InviteState = (typeof inviteStates)[number];

/**
 * A team member's level (docs/product.md#team-gerente): 1, a member of the team; 2, a _gerente_ the
 * account holder made, who books rooms and requests the studio on the account.
 */
export const teamLevels = [1, 2] as const;

export type TeamLevel = (typeof teamLevels)[number];

// GET /team: the seed's `{participant}` entry, and beside it the member's invite state and level.
export const teamEntry = z.object({
  participant: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  invite: z.enum(inviteStates),
  level: z.union([z.literal(1), z.literal(2)]),
});

// POST /team/resend: a new invite link for a member who has not set a password yet.
export const resendInviteBody = z.object({ email: emailField(teamWords.teamEmailInvalid) });

// POST /team (docs/product.md#api): name, email, phone required (docs/product.md#validation); a blank e-mail is a missing field,
// a filled one must match the pattern.
export const createTeamMemberBody = z.object({
  name: typedText(registrationWords.fillRequiredFields, NAME_MAX),
  email: requiredText(registrationWords.fillRequiredFields, 254).pipe(emailField(teamWords.teamEmailInvalid)),
  phone: requiredText(registrationWords.fillRequiredFields, 30, registrationWords.phoneInvalid).pipe(mobileField()),
});

// PUT /team: the e-mail identifies the member and never changes; name and phone optional, a name
// given must not be blank.
export const updateTeamMemberBody = z.object({
  email: emailField(teamWords.teamEmailInvalid),
  // A name sent blank is refused rather than ignored (a cleared name must not report a change).
  name: z
    .string({ error: registrationWords.fieldRequired })
    .trim()
    .min(1, registrationWords.fieldRequired)
    .max(NAME_MAX, registrationWords.tooLong(NAME_MAX))
    .refine((v) => !hasControlCharacters(v), registrationWords.controlCharacters)
    .optional(),
  phone: z.union([z.literal(''), mobileField()], { error: registrationWords.phoneInvalid }).optional(),
});

export const removeTeamMemberBody = z.object({ email: emailField(teamWords.teamEmailInvalid) });

// PUT /team/level (docs/product.md#team-gerente): the account holder makes a member a gerente (2) or
// back (1); the e-mail names the member, as in the other team calls.
export const setTeamLevelBody = z.object({
  email: emailField(teamWords.teamEmailInvalid),
  level: z.union([z.literal(1), z.literal(2)], { error: commonWords.invalidInput }),
});

/** GET /team/seats (docs/product.md#team): the plan's seats, taken and free. */
export const teamSeatsAnswer = z.object({ total: z.number(), used: z.number(), free: z.number() });

export type TeamSeats = z.infer<typeof teamSeatsAnswer>;

// PUT /users (docs/product.md#api): phone always, e-mail and password change optional (docs/product.md#validation).
export const updateUserBody = z
  .object({
    email: emailField().optional(),
    phone: mobileField(),
    old_password: z.string({ error: usersWords.currentPasswordRequired }).max(200).optional(),
    password: z.union([z.literal(''), passwordField()], { error: registrationWords.passwordRules }).optional(),
    confirm_password: z.string({ error: usersWords.newPasswordMismatch }).max(200).optional(),
  })
  .refine((b) => !b.password || b.password === b.confirm_password, {
    message: usersWords.newPasswordMismatch,
    path: ['confirm_password'],
  });

/** PUT /users answers 200 with the updated user; the seed's 203 (wrong current password) carries only a message. */
export const updateUserAnswer = z.object({ message: z.string(), user: sessionUser });

export type UpdateUserAnswer = { message: string; user?: z.infer<typeof sessionUser> };

/** POST /users/me/sessions/end-others: how many other sessions were ended. */
export const endOtherSessionsAnswer = z.object({ message: z.string(), ended: z.number().int() });
