import { loginDelaySeconds } from '@arena/shared/contract/limits';
import type { Deps } from '../../deps.ts';

type Guarded = Pick<Deps, 'limiter' | 'config'>;

/**
 * The limits a password guess passes before it is checked (docs/product.md#api), each taken first and
 * atomically, so a burst of parallel guesses is held exactly like a sequence:
 * - per e-mail and address (`login`, RATE_LIMIT_LOGIN);
 * - from a browser the account already signed in from, per that browser (`loginDevice`): the
 *   owner's own browsers never wait for what others do;
 * - from anywhere else, per account across all addresses (`loginAccount`,
 *   RATE_LIMIT_LOGIN_ACCOUNT), with increasing delays between attempts once a few have failed.
 * A guess refused by a delay is not counted, so waiting is all it takes to try again.
 */
export type LoginGuard = { email: string; ip: string; deviceId?: number };

export async function admitLoginAttempt({ limiter, config }: Guarded, g: LoginGuard): Promise<void> {
  const here = `${g.email}|${g.ip}`;
  await limiter.consume('login', here);
  try {
    if (g.deviceId !== undefined) {
      await limiter.consume('loginDevice', String(g.deviceId));
      return;
    }
    const failures = await limiter.consume('loginAccount', g.email);
    const delay = loginDelaySeconds(failures, config.RATE_LIMIT_LOGIN_ACCOUNT.max);
    if (delay === 0) return;
    try {
      await limiter.consume('loginDelay', g.email, delay);
    } catch (err) {
      await limiter.refund('loginAccount', g.email);
      throw err;
    }
  } catch (err) {
    await limiter.refund('login', here);
    throw err;
  }
}

/**
 * The right password: this address's and this browser's failures are forgotten, and the
 * account's point is given back (it was no failure). The account's other failures stay until
 * their window ends, so a success between guesses does not buy an attacker new ones.
 */
export async function forgetLoginFailures({ limiter }: Pick<Deps, 'limiter'>, g: LoginGuard): Promise<void> {
  await limiter.reset('login', `${g.email}|${g.ip}`);
  if (g.deviceId !== undefined) await limiter.reset('loginDevice', String(g.deviceId));
  else await limiter.refund('loginAccount', g.email);
}
