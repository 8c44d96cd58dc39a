import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * REDIS_PREFIX (docs/operations.md, settings): two installations sharing one Redis keep their
 * counters apart, the global limit's included; one installation's processes share theirs. Unique
 * prefixes on the shared Redis, never flushed.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('REDIS_PREFIX and the global limit', () => {
  const first = `t${randomBytes(4).toString('hex')}`;
  const second = `t${randomBytes(4).toString('hex')}`;
  let a: TestApp;
  let sameAsA: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_GLOBAL: '5/1m' };
    [a, sameAsA, b] = await Promise.all([
      createTestApp({ ...env, REDIS_PREFIX: first }),
      createTestApp({ ...env, REDIS_PREFIX: first }),
      createTestApp({ ...env, REDIS_PREFIX: second }),
    ]);
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await Promise.all([a.close(), sameAsA.close(), b.close()]);
    redis.disconnect();
  });

  const hit = (app: TestApp, ip: string) =>
    app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip }).then((r) => r.statusCode);

  it('counts apart for another prefix and together for the same one', async () => {
    const ip = '10.77.0.1';
    const used: number[] = [];
    for (let i = 0; i < 5; i += 1) used.push(await hit(a, ip));
    expect(used).toEqual([200, 200, 200, 200, 200]);
    // The same installation (another process): the budget is spent.
    expect(await hit(sameAsA, ip)).toBe(429);
    // Another installation on the same Redis: a budget of its own.
    expect(await hit(b, ip)).toBe(200);
    expect(await redis.keys(`${first}:global:*`)).toHaveLength(1);
    expect(await redis.keys(`${second}:global:*`)).toHaveLength(1);
  });
});
