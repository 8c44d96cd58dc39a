import { z } from 'zod';
import { messages } from '../messages.ts';
import { NAME_MAX } from '../limits.ts';
import { emailField, hasControlCharacters, mobileField, requiredText, typedText } from './fields.ts';

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
export const resendInviteBody = z.object({ email: emailField(messages.teamEmailInvalid) });

// POST /team (docs/product.md#api): name, email, phone required (docs/product.md#validation); a blank e-mail is a missing field,
// a filled one must match the pattern.
export const createTeamMemberBody = z.object({
  name: typedText(messages.fillRequiredFields, NAME_MAX),
  email: requiredText(messages.fillRequiredFields, 254).pipe(emailField(messages.teamEmailInvalid)),
  phone: requiredText(messages.fillRequiredFields, 30, messages.phoneInvalid).pipe(mobileField()),
});

// PUT /team: the e-mail identifies the member and never changes; name and phone optional, a name
// given must not be blank.
export const updateTeamMemberBody = z.object({
  email: emailField(messages.teamEmailInvalid),
  // A name sent blank is refused rather than ignored (a cleared name must not report a change).
  name: z
    .string({ error: messages.fieldRequired })
    .trim()
    .min(1, messages.fieldRequired)
    .max(NAME_MAX, messages.tooLong(NAME_MAX))
    .refine((v) => !hasControlCharacters(v), messages.controlCharacters)
    .optional(),
  phone: z.union([z.literal(''), mobileField()], { error: messages.phoneInvalid }).optional(),
});

export const removeTeamMemberBody = z.object({ email: emailField(messages.teamEmailInvalid) });

// PUT /team/level (docs/product.md#team-gerente): the account holder makes a member a gerente (2) or
// back (1); the e-mail names the member, as in the other team calls.
export const setTeamLevelBody = z.object({
  email: emailField(messages.teamEmailInvalid),
  level: z.union([z.literal(1), z.literal(2)], { error: messages.invalidInput }),
});

/** GET /team/seats (docs/product.md#team): the plan's seats, taken and free. */
export const teamSeatsAnswer = z.object({ total: z.number(), used: z.number(), free: z.number() });
export type TeamSeats = z.infer<typeof teamSeatsAnswer>;
