import type { ErrorCode } from '@arena/shared/contract/error-codes';

/**
 * The error answer a test expects (docs/product.md#api): the words, the code written out as a literal
 * (never looked up from the words, so a wrong code fails), and for a validation refusal
 * (`INVALID_INPUT`) the field it is about.
 */
export function refused(code: ErrorCode, message: string, field?: string) {
  return field === undefined ? { message, code } : { message, code, field };
}
