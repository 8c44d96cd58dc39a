import { z } from 'zod';
import { messages } from '../messages.ts';
import { idField } from './fields.ts';

/**
 * `?before=<id>&limit=<n>` for the staff's newest-first lists: the next page holds the
 * items older than the last one shown.
 */
export function pageQuery(defaultLimit: number, maxLimit = 200) {
  return z.object({
    before: idField(messages.invalidInput).optional(),
    limit: z.coerce
      .number({ error: messages.invalidInput })
      .int(messages.invalidInput)
      .min(1, messages.invalidInput)
      .max(maxLimit, messages.invalidInput)
      .default(defaultLimit),
  });
}
