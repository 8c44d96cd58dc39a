import { z } from 'zod';
import { SESSION_REFUSALS } from './session-end.ts';
import { codeOf } from './error-codes.ts';
import { EMAIL_PATTERN } from '../rules/email.ts';
import { isStrongEnough } from '../rules/password.ts';
import { isValidCompanyPhone, isValidMobile } from '../rules/phones.ts';
import { registrationWords } from '../registration/words.ts';
import { usersWords } from '../users/words.ts';

/** Building blocks of the request schemas: each rule carries the words the person reads. */

/**
 * Characters no one types into a one-line field (docs/product.md#validation): C0 controls (CR,
 * LF, tab, NUL…), DEL, C1 controls, the Unicode line and paragraph separators, and the bidi
 * overrides and isolates that reorder what is shown. A CR/LF in a name would forge lines in a
 * plain-text e-mail; the rest would garble a CSV, an `.ics` or a staff screen.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** The same for a text area: line breaks (LF, CR) and tabs are kept. */
const CONTROL_MULTILINE =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(text);
}

/** A string of one line: refuses any control character with `messages.controlCharacters`. */
export function oneLine(message: string) {
  return z.string({ error: message }).refine((v) => !hasControlCharacters(v), registrationWords.controlCharacters);
}

/**
 * A required text: missing, not a string, or blank all give `message`; past `max` characters,
 * `tooLong` (pass `messages.tooLong(max)` where the person types it, so the words name the problem).
 */
export function requiredText(message: string, max = 200, tooLong = message) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v), registrationWords.controlCharacters);
}

export function optionalText(message: string, max = 200, tooLong = message) {
  return z
    .string({ error: message })
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v), registrationWords.controlCharacters)
    .optional();
}

/** A text a person types, with the catalogue's "too long" words at its limit. */
export function typedText(message: string, max: number) {
  return requiredText(message, max, registrationWords.tooLong(max));
}

export function optionalTypedText(message: string, max: number) {
  return optionalText(message, max, registrationWords.tooLong(max));
}

/**
 * A text area's text (a message to staff, a reason): required, at most `max` characters, line
 * breaks and tabs kept, any other control character refused.
 */
export function multilineText(message: string, max: number, tooLong = registrationWords.tooLong(max)) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v, { multiline: true }), registrationWords.controlCharactersMultiline);
}

/** The same, optional: empty is allowed. */
export function optionalMultilineText(message: string, max: number, tooLong = registrationWords.tooLong(max)) {
  return z
    .string({ error: message })
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v, { multiline: true }), registrationWords.controlCharactersMultiline);
}

export function emailField(message: string = usersWords.emailInvalid) {
  return z.string({ error: message }).trim().toLowerCase().max(254, message).regex(EMAIL_PATTERN, message);
}

export function mobileField(message: string = registrationWords.phoneInvalid) {
  return z.string({ error: message }).trim().refine(isValidMobile, message);
}

export function companyPhoneField(message: string = registrationWords.companyPhoneInvalid) {
  return z.string({ error: message }).trim().refine(isValidCompanyPhone, message);
}

export function passwordField(message: string = registrationWords.passwordRules) {
  return z.string({ error: message }).max(200, message).refine(isStrongEnough, message);
}

/** The largest id a PostgreSQL serial holds: a larger one would fail in the query rather than find nothing. */
export const MAX_ID = 2_147_483_647;

/** A positive id from a path or query string: anything else, or past `MAX_ID`, gives `message`. */
export function idField(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/** `/:id` params: an id that cannot exist is answered like one that does not. */
export function idParams(notFoundMessage: string) {
  return z.object({ id: idField(notFoundMessage) });
}

/**
 * Every error answer (docs/product.md#api): the pt-BR words, and a stable code the web branches on;
 * a validation refusal (`INVALID_INPUT`) names the `field` it is about (`company.document`).
 */
export const errorAnswer = z.object({ message: z.string(), code: z.string(), field: z.string().optional() });
/**
 * The 401 of a call that needs a session (docs/product.md#sessions): no token or an unknown one,
 * or why the token's session ended, each its own code.
 */
export const sessionRefusalAnswer = z.object({
  message: z.string(),
  code: z.enum(SESSION_REFUSALS.map(codeOf) as [string, ...string[]]),
});
export const messageAnswer = z.object({ message: z.string() });

/** An answer sent as bytes (a picture, a calendar), never through the JSON serializer. */
export const bytesAnswer = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
/** A 304 Not Modified: no body. */
export const notModifiedAnswer = z.void();
