import { commonWords } from '../contract/words.ts';
import { usersWords } from '../users/words.ts';

/**
 * A 429's words with the real wait of its `Retry-After` (docs/product.md#words, `Aguarde N
 * minutos`): under a minute `alguns segundos`, then whole minutes rounded up, so the wait said is
 * never shorter than the real one. The server answers with them; the web builds the same from the
 * header.
 */
export function waitMessage(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return commonWords.tooManyRequests;
  if (seconds < 60) return usersWords.tooManyRequestsSeconds;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? usersWords.tooManyRequestsOneMinute : usersWords.tooManyRequestsMinutes(minutes);
}
