import { builtText, textOf } from '@arena/shared/contract/catalogue';
import {
  codeOf,
  type BuiltArgs,
  type BuiltKey,
  type ErrorCode,
  type MessageKey,
  type TextKey,
} from '@arena/shared/contract/error-codes';

type Headers = Record<string, string>;
declare const built: unique symbol;
/** Words the catalogue built from values; only `AppError.with` makes them. */
type Built = string & { readonly [built]: true };

/**
 * An error the client caused or may read (docs/style.md, Errors): raised with its status and the
 * catalogue key of its words, which is also its stable code (`new AppError(403, 'notActive')`
 * answers `{message: "Procure…", code: "NOT_ACTIVE"}`, docs/product.md#api), with the headers it names
 * (a 429's Retry-After). Words built from values: `AppError.with(422, 'cancelTooLate', 3)`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(statusCode: number, key: TextKey, headers?: Headers);
  constructor(statusCode: number, key: BuiltKey, headers: Headers, words: Built);
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly headers: Headers = {},
    words?: Built,
  ) {
    super(words ?? textOf(key as TextKey));
    this.code = codeOf(key);
  }

  /** An error whose words the catalogue builds from values (`cancelTooLate(hours)`). */
  static with<K extends BuiltKey>(statusCode: number, key: K, ...args: BuiltArgs<K>): AppError {
    return new AppError(statusCode, key, {}, builtText(key, ...args) as Built);
  }
}

/** The 429 of docs/product.md#api, saying when to come back (whole seconds, at least one). */
export function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(429, 'tooManyRequests', { 'retry-after': String(seconds) });
}
