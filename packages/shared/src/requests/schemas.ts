import { commonWords } from '../contract/words.ts';
import { errorWords } from '../contract/error-words.ts';
import { z } from 'zod';
import { idParams, emailField, multilineText, optionalText, requiredText, typedText } from '../contract/fields.ts';
import { MESSAGE_MAX, NAME_MAX, SUBJECT_MAX } from '../contract/limits.ts';
import { registrationWords } from '../registration/words.ts';

/** The staff's list of requests (docs/product.md#api, #back-office). */
export const requestTypes = ['plan', 'studio', 'support', 'privacy'] as const;

export type RequestType = (typeof requestTypes)[number];

export const requestStatuses = ['open', 'done'] as const;

export type RequestStatus = (typeof requestStatuses)[number];

export const listRequestsQuery = z.object({
  type: z.enum(requestTypes, { error: commonWords.invalidInput }).optional(),
  status: z.enum(requestStatuses, { error: commonWords.invalidInput }).optional(),
});

export const requestIdParams = idParams(errorWords.requestNotFound);

export const patchRequestBody = z.object({ status: z.enum(requestStatuses, { error: commonWords.invalidInput }) });

export const requestItem = z.object({
  id: z.number(),
  type: z.enum(requestTypes),
  status: z.enum(requestStatuses),
  /** The contact the sender typed in the form. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  user_id: z.number().nullable(),
  /** The account it was sent from, as it is now (its phone helps when the form had none). */
  member: z.object({ id: z.number(), name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type RequestItem = z.infer<typeof requestItem>;

/** The plan screen sends `Update Plan - <product>` as its subject (docs/product.md#api). */
export const PLAN_SUBJECT_PREFIX = 'Update Plan - ';

export const plans = ['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva'] as const;

export const departments = ['Financeiro', 'Comercial', 'Suporte técnico', 'Recepção'] as const;

// POST /contact (docs/product.md#api): support {name, email, subject, message}; plan change adds phone.
export const contactBody = z.object({
  name: typedText(registrationWords.fillRequiredFields, NAME_MAX),
  // A blank e-mail is a missing field (docs/product.md#validation); the pattern speaks only once it is filled.
  email: requiredText(registrationWords.fillRequiredFields, 254).pipe(emailField()),
  phone: optionalText(registrationWords.fillRequiredFields, 30),
  subject: typedText(registrationWords.fillRequiredFields, SUBJECT_MAX),
  message: multilineText(registrationWords.fillRequiredFields, MESSAGE_MAX),
});
