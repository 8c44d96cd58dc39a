import { commonWords } from './words.ts';
import { z } from 'zod';
import { idField } from './fields.ts';

/**
 * `?before=<id>&limit=<n>` for the staff's newest-first lists: the next page holds the
 * items older than the last one shown.
 */
export function pageQuery(defaultLimit: number, maxLimit = 200) {
  return z.object({
    before: idField(commonWords.invalidInput).optional(),
    limit: z.coerce
      .number({ error: commonWords.invalidInput })
      .int(commonWords.invalidInput)
      .min(1, commonWords.invalidInput)
      .max(maxLimit, commonWords.invalidInput)
      .default(defaultLimit),
  });
}
