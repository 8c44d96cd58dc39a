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

function redisStore(redis: Redis): Store {
  const k = (key: string) => `arena:limit:${key}`;
  return {
    async incr(key, windowMs) {
      const result = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec();
      return Number(result?.[0]?.[1] ?? 0);
    },
    async get(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async del(key) {
      await redis.del(k(key));
    },
  };
}

export function createLimiter(redis?: Redis): Limiter {
  const store = redis ? redisStore(redis) : memoryStore();
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
  app.decorate('limiter', createLimiter(opts.redis));
});
