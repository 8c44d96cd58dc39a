import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import { tooMany } from '../errors.ts';

/**
 * The business rate limits of docs/product.md#api, on rate-limiter-flexible (decision 008): in memory
 * for one process, in Redis when REDIS_URL is set so several processes share them, with this
 * process's memory as the insurance while Redis cannot be reached (nobody is locked out by an
 * outage, and the limits still hold per process).
 *
 * Every limit is *consumed first*, in one atomic step, and only then is the work done: a burst
 * of parallel requests is held to the limit exactly like a sequence. A login that succeeds gives
 * its point back (`reset`).
 */
export type Rule = { max: number; windowMs: number };

export type LimitName =
  | 'login'
  | 'loginAccount'
  | 'loginDevice'
  | 'loginDelay'
  | 'recovery'
  | 'recoveryAddress'
  | 'confirm'
  | 'register'
  | 'registerPass'
  | 'contact'
  | 'invite'
  | 'guestInvite';

export type Limiter = {
  /**
   * Takes one point of `key` under the rule `name`; past the maximum, refuses with 429 and a
   * Retry-After. Answers how many points the key has used in its window, this one included.
   * `seconds` gives a new key a window of its own length (the login delays).
   */
  consume(name: LimitName, key: string, seconds?: number): Promise<number>;
  /** Gives one point back (the attempt did not happen after all). */
  refund(name: LimitName, key: string): Promise<void>;
  /** Forgets the key (a successful login clears its failures). */
  reset(name: LimitName, key: string): Promise<void>;
};

/** The rules by name, from the settings (docs/operations.md lists them). */
export function limitRules(config: Config): Record<LimitName, Rule> {
  return {
    login: config.RATE_LIMIT_LOGIN,
    loginAccount: config.RATE_LIMIT_LOGIN_ACCOUNT,
    // A browser the account already signed in from: its own budget, so the owner is never held
    // back by guesses from elsewhere (OWASP's device cookies), and a stolen cookie is held too.
    loginDevice: config.RATE_LIMIT_LOGIN,
    // One attempt per window; the window grows with the account's failures (auth.service.ts).
    loginDelay: { max: 1, windowMs: 1_000 },
    recovery: config.RATE_LIMIT_RECOVERY,
    recoveryAddress: config.RATE_LIMIT_RECOVERY_ADDRESS,
    // A registration's confirmation link sent again from home: like a recovery, per account.
    confirm: config.RATE_LIMIT_RECOVERY,
    register: config.RATE_LIMIT_REGISTER,
    registerPass: config.RATE_LIMIT_REGISTER,
    contact: config.RATE_LIMIT_CONTACT,
    invite: config.RATE_LIMIT_INVITE,
    guestInvite: config.RATE_LIMIT_GUEST_INVITE,
  };
}

/**
 * While Redis is away each process counts on its own (docs/operations.md, "Faults"), so N
 * processes would allow N times each limit: each allows its share, `max / processes` (at least
 * one), and together they stay within the nominal budget. `processes` is RATE_LIMIT_PROCESSES.
 */
export function outageShare(max: number, processes: number): number {
  return Math.max(1, Math.floor(max / processes));
}

export function createLimiter(rules: Record<LimitName, Rule>, redis?: Redis, prefix = 'arena', processes = 1): Limiter {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  const limiterOf = (name: LimitName) => {
    let limiter = limiters.get(name);
    if (limiter) return limiter;
    const rule = rules[name];
    const options = {
      keyPrefix: `${prefix}:limit:${name}`,
      points: rule.max,
      duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
    };
    limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory({ ...options, points: outageShare(rule.max, processes) }),
          rejectIfRedisNotReady: true,
        })
      : new RateLimiterMemory(options);
    limiters.set(name, limiter);
    return limiter;
  };
  return {
    async consume(name, key, seconds) {
      try {
        const res = await limiterOf(name).consume(key, 1, seconds ? { customDuration: seconds } : {});
        return res.consumedPoints;
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext);
        throw err;
      }
    },
    async refund(name, key) {
      await limiterOf(name).reward(key, 1);
    },
    async reset(name, key) {
      await limiterOf(name).delete(key);
    },
  };
}

export const limiterPlugin = fp(
  async (app: FastifyInstance, opts: { redis?: Redis }) => {
    const { REDIS_PREFIX, RATE_LIMIT_PROCESSES } = app.config;
    app.decorate('limiter', createLimiter(limitRules(app.config), opts.redis, REDIS_PREFIX, RATE_LIMIT_PROCESSES));
  },
  { name: 'arena-limiter' },
);
