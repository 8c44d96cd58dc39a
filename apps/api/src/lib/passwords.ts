import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

// argon2id with OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane).
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Each argon2id run holds 19 MiB and one core for its whole length. Running more at once than
// there are cores only adds memory (ten parallel logins took the server to 300 MB, issue 5), so
// the others wait their turn. One core is left out: a burst of logins never takes every core
// from the requests the event loop serves, and on the 2-core servers Arena runs on a burst
// holds one 19 MiB buffer rather than two (docs/performance.md).
const slots = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];
async function oneAtATimePerCore<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return oneAtATimePerCore(() => hash(password, options));
}

// A hash of a random password: verifying against it spends the same time as a real check, so
// an unknown e-mail cannot be told from a wrong password by the answer's delay.
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    const hashed = await decoy;
    await oneAtATimePerCore(() => verify(hashed, password)).catch(() => false);
    return false;
  }
  try {
    return await oneAtATimePerCore(() => verify(stored, password));
  } catch {
    return false;
  }
}
