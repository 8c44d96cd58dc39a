import type { adminMessages } from './admin-messages.ts';
import type { messages } from './messages.ts';

/**
 * The stable `code` of every error answer (product.md §3): the catalogue key of its message in
 * capitals (`emailTaken` → `EMAIL_TAKEN`). The web branches on it, never on the words, so a
 * message can be reworded without breaking a screen. (The server's lookup from a message to its
 * code is error-code-for.ts, kept apart so the web's bundle never carries the catalogues for it.)
 */
export type MessageKey = keyof typeof messages | keyof typeof adminMessages;

export function codeOf(key: MessageKey): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}
