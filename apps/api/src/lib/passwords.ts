import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { HashPool, type HashTicket } from './hash-pool.ts';

// Algorithm is an ambient const enum; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

// argon2id with OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane).
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Running more hashes at once than there are cores only adds memory (ten parallel logins took
// the server to 300 MB), so one core is left to the event loop and the rest hash; on the 2-core
// servers Arena runs on, a burst holds one 19 MiB buffer (docs/performance.md). The pool's lanes
// keep anonymous callers from monopolising the wait (lib/hash-pool.ts, docs/product.md#api).
export const hashPool = new HashPool({
  slots: Math.max(1, availableParallelism() - 1),
  perClient: { member: 32, anonymous: 2 },
  waiting: { member: 256, anonymous: 8 },
});

/** Work the server does for itself (the staff account at start, the staff password command). */
export const SYSTEM: HashTicket = { lane: 'member', client: 'system' };

export function hashPassword(password: string, ticket: HashTicket): Promise<string> {
  return hashPool.run(() => hash(password, options), ticket);
}

// A hash of a random password: verifying against it spends the same time as a real check, so
// an unknown e-mail cannot be told from a wrong password by the answer's delay.
let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. Without a stored hash (no such account, or an invited
 * member who has not chosen one yet) it still spends a whole verification and answers false.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
  ticket: HashTicket,
): Promise<boolean> {
  decoy ??= hash(`decoy-${Math.random()}`, options);
  const against = stored ?? (await decoy);
  const matches = await hashPool
    .run(() => verify(against, password), ticket)
    .catch((err: unknown) => {
      // A 429 from the pool is the caller's answer; a malformed stored hash is a mismatch.
      if (err instanceof Error && 'statusCode' in err) throw err;
      return false;
    });
  return Boolean(stored) && matches;
}
