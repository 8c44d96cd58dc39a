import type { BuiltArgs, BuiltKey, MessageKey, TextKey } from './error-codes.ts';
import { messages, adminMessages } from './all-words.ts';

/**
 * Both catalogues as one, for the server and the tests: an error is raised by its key
 * (error-codes.ts) and its words are read here. The web reads `messages` (and the back-office
 * `adminMessages`) directly, so its login chunk never carries the staff words.
 */
export const catalogue = { ...messages, ...adminMessages };

export function textOf(key: TextKey): string {
  return catalogue[key];
}

export function builtText<K extends BuiltKey>(key: K, ...args: BuiltArgs<K>): string {
  return (catalogue[key] as unknown as (...a: BuiltArgs<K>) => string)(...args);
}

export const catalogueKeys = Object.keys(catalogue) as MessageKey[];
