import type { Catalogue } from './all-words.ts';

/**
 * The stable `code` of every error answer (docs/product.md#api): the catalogue key of its message in
 * capitals (`emailTaken` → `EMAIL_TAKEN`). The code is named where the error is raised
 * (`new AppError(409, 'emailTaken')`), never looked up from the words, so a message can be
 * reworded, or two keys share a sentence, without changing a code. The web branches on it.
 * Types only here: the web's bundle never carries the catalogues for it.
 */

export type MessageKey = keyof Catalogue;

/** Keys whose entry is a plain text, and keys whose entry is built from values. */
export type TextKey = { [K in MessageKey]: Catalogue[K] extends string ? K : never }[MessageKey];
export type BuiltKey = { [K in MessageKey]: Catalogue[K] extends (...args: never[]) => string ? K : never }[MessageKey];
export type BuiltArgs<K extends BuiltKey> = Catalogue[K] extends (...args: infer A) => string ? A : never;

/** `notActive` → `NOT_ACTIVE`, as a type, so a test's literal code is checked against the catalogue. */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? Uppercase<H> : `_${H}`}${Snake<T>}`
  : '';

/** Every code an error answer may carry (validation refusals carry `INVALID_INPUT` and the field). */
export type ErrorCode = Snake<MessageKey>;

export function codeOf<K extends MessageKey>(key: K): Snake<K> {
  return key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as Snake<K>;
}
