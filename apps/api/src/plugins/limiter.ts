import { messages } from '@arena/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/**
 * Counters for the business rate limits of product.md §3 (failed logins, recovery,
 * registration starts, contact). In memory for one process; in Redis when REDIS_URL is set,
 * so several API processes share them.
 */
export type Rule = { max: number; windowMs: number };

export type Limiter = {
  /** Counts one hit; refuses with 429 once the rule's maximum is passed. */
  consume(key: string, rule: Rule): Promise<void>;
  /** Refuses with 429 when the key already reached its maximum, without counting. */
  check(key: string, rule: Rule): Promise<void>;
  /** Counts one hit without refusing (e.g. a failed login). */
  hit(key: string, rule: Rule): Promise<number>;
  reset(key: string): Promise<void>;
};

type Store = {
  incr(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  del(key: string): Promise<void>;
};

function memoryStore(): Store {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= Date.now()) counters.delete(key);
    return counters.get(key);
  };
  return {
    async incr(key, windowMs) {
      // Forget expired counters now and then, never on every hit (a flood would make it quadratic).
      if (counters.size > 10_000 && Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        for (const k of counters.keys()) live(k);
      }
      const entry = live(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      return entry.count;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async del(key) {
      counters.delete(key);
    },
  };
}

const INCR_WITH_WINDOW = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

function redisStore(redis: Redis): Store {
  const k = (key: string) => `arena:limit:${key}`;
  return {
    async incr(key, windowMs) {
      // One atomic step: count, and start the window on the first hit.
      return Number(await redis.eval(INCR_WITH_WINDOW, 1, k(key), windowMs));
    },
    async get(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async del(key) {
      await redis.del(k(key));
    },
  };
}

/**
 * Redis first; while it cannot be reached, this process's own counters, so the limits still hold
 * (per process) and nobody is locked out by an outage. Health answers 503 meanwhile (issue 6).
 */
function withFallback(primary: Store, fallback: Store, warn: (err: unknown) => void): Store {
  const attempt =
    <A extends unknown[], R>(op: (s: Store) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await op(primary)(...args);
      } catch (err) {
        warn(err);
        return op(fallback)(...args);
      }
    };
  return { incr: attempt((s) => s.incr), get: attempt((s) => s.get), del: attempt((s) => s.del) };
}

export function createLimiter(redis?: Redis, warn: (err: unknown) => void = () => undefined): Limiter {
  const store = redis ? withFallback(redisStore(redis), memoryStore(), warn) : memoryStore();
  const tooMany = () => new AppError(429, messages.tooManyRequests);
  return {
    async consume(key, rule) {
      if ((await store.incr(key, rule.windowMs)) > rule.max) throw tooMany();
    },
    async check(key, rule) {
      if ((await store.get(key)) >= rule.max) throw tooMany();
    },
    hit: (key, rule) => store.incr(key, rule.windowMs),
    reset: (key) => store.del(key),
  };
}

export const limiterPlugin = fp(async (app: FastifyInstance, opts: { redis?: Redis }) => {
  let warned = 0;
  const warn = (err: unknown) => {
    // Once a minute at most: an outage would otherwise log every request.
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    app.log.error({ err }, 'rate limits: Redis unreachable, counting in this process meanwhile');
  };
  app.decorate('limiter', createLimiter(opts.redis, warn));
});
