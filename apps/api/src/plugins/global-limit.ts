import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

type Options = { max: number; windowMs: number; redis: Redis | undefined; prefix: string };

/** The client a request counts for: the signed-in user, else the address (plugins/auth.ts runs first). */
const clientOf = (request: FastifyRequest) => (request.user ? `u:${request.user.id}` : `ip:${request.ip}`);

/**
 * The API's global limit (docs/product.md#api): `max` calls per client and window, then 429 with
 * Retry-After. With Redis, @fastify/rate-limit counts in Redis, so every process shares the
 * count. Without it the count lives in this process, and a plain fixed window checked without a
 * promise does what the plugin's local store did, for a tenth of a small read's CPU less
 * (docs/performance.md).
 *
 * A route whose config carries `rateLimit` (lib/route.ts `limit`) is counted by that rule instead,
 * apart from the global count, on both paths.
 */
export async function globalLimit(api: FastifyInstance, { max, windowMs, redis, prefix }: Options): Promise<void> {
  if (redis) {
    await api.register(rateLimit, {
      max,
      timeWindow: windowMs,
      redis,
      // A Redis outage must not take the API down with it: the global limit then lets requests
      // through (the business limits fall back to this process's counters, plugins/limiter.ts).
      skipOnError: true,
      // REDIS_PREFIX like every other key, so two installations sharing a Redis count apart.
      nameSpace: `${prefix}:global:`,
      keyGenerator: clientOf,
    });
    return;
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Ended windows are dropped once a window, so clients that went away leave nothing behind.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [client, window] of windows) if (window.resetAt <= now) windows.delete(client);
  }, windowMs);
  sweep.unref();
  api.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
  api.addHook('onRequest', (request, reply, done) => {
    // A route with a limit of its own (lib/route.ts, the Pix webhook) counts apart, by its own rule,
    // as @fastify/rate-limit does with Redis.
    const own = request.routeOptions.config?.rateLimit;
    const rule = own ? { max: Number(own.max), windowMs: Number(own.timeWindow) } : { max, windowMs };
    const client = own ? `${request.routeOptions.url ?? ''}|${clientOf(request)}` : clientOf(request);
    const now = Date.now();
    let window = windows.get(client);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      windows.set(client, window);
    }
    window.count += 1;
    if (window.count <= rule.max) return done();
    reply.header('retry-after', String(Math.ceil((window.resetAt - now) / 1000)));
    done(new AppError(429, 'tooManyRequests'));
  });
}
