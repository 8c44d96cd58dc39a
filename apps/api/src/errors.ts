import { messages } from '@arena/shared/messages';

/**
 * An error the client caused or may read: its message is pt-BR and goes out as
 * `{message, code}` (product.md §3), with the headers it names (a 429's Retry-After). The code
 * is the catalogue key of the message (`errorCodeFor`); one given here wins, for a message the
 * catalogue builds from values (a function), whose text is not a key's.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The 429 of product.md §3, saying when to come back (whole seconds, at least one). */
export function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(429, messages.tooManyRequests, { 'retry-after': String(seconds) });
}
