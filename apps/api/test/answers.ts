import { errorCodeFor } from '@arena/shared/error-code-for';

/**
 * The `{message}` answer a test expects of `res`: an error answer (4xx) carries the stable code
 * of its message besides the words (product.md §3); a success answer carries the words alone.
 */
export function said(res: { statusCode: number }, message: string) {
  return res.statusCode >= 400 ? { message, code: errorCodeFor(message, res.statusCode) } : { message };
}
