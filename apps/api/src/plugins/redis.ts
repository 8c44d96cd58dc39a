import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The shared Redis of REDIS_URL (rate limits, health), or undefined without one. ioredis is
 * loaded only when configured, like pg and nodemailer: a process loads what it uses (docs/performance.md).
 * While Redis is unreachable its commands fail at once instead of queueing, so the limits fall
 * back to this process's counters without slowing anyone (plugins/limiter.ts); health answers
 * 503 meanwhile.
 */
export async function openRedis(url: string | undefined, log: FastifyBaseLogger): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Without a listener ioredis prints every failed reconnection.
  redis.on('error', (err: Error) => log.debug({ err: err.message }, 'redis unreachable'));
  await connected(redis, log);
  return redis;
}

/** Closes it; quit() would wait to send QUIT over a connection that may not be there. */
export async function closeRedis(redis: Redis | undefined): Promise<void> {
  if (redis?.status === 'ready') await redis.quit();
  else redis?.disconnect();
}

/** Waits up to three seconds for Redis at start, so the first requests already share its counters. */
async function connected(redis: Redis, log: FastifyBaseLogger): Promise<void> {
  if (redis.status === 'ready') return;
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 3_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) log.error('Redis did not answer at start: rate limits count in this process until it does');
}
