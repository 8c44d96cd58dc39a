import { adminMessages } from './admin-messages.ts';
import { codeOf, type MessageKey } from './error-codes.ts';
import { messages } from './messages.ts';

const byText = new Map<string, string>();
for (const catalogue of [messages, adminMessages]) {
  for (const [key, text] of Object.entries(catalogue)) {
    // The first key wins where two share a text, so a code never changes with what is added below.
    if (typeof text === 'string' && !byText.has(text)) byText.set(text, codeOf(key as MessageKey));
  }
}

const byStatus: Record<number, string> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
  503: 'UNAVAILABLE',
};

/**
 * The code of an error answer (product.md §3): its message's catalogue key, else its status's.
 * A message the catalogue builds from values (a function) is not found by its text: the code is
 * then given where the error is raised (`codeOf('cancelTooLate')`).
 */
export function errorCodeFor(message: string, status: number): string {
  return byText.get(message) ?? byStatus[status] ?? (status >= 500 ? 'SERVER_ERROR' : 'INVALID_INPUT');
}
