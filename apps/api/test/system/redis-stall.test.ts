import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { type OwnRedis, ownRedis, redisBin } from '../services.ts';

/**
 * docs/decisions/022-riding-through-faults.md: a Redis that stops answering (here SIGSTOP, as a
 * stalled or swapping server) costs a request at most REDIS_TIMEOUT_MS, once: the connection is
 * dropped and every later call counts in this process at once, as when Redis is down; health
 * reports Redis degraded; when Redis answers again the counters are shared again. A redis-server
 * of the test's own, never the shared one.
 */
describe.skipIf(!redisBin())('a stalled Redis', () => {
  let redis: OwnRedis;
  let app: TestApp;
  beforeAll(async () => {
    redis = await ownRedis();
    app = await createTestApp({
      REDIS_URL: redis.url,
      REDIS_PREFIX: `t${randomBytes(4).toString('hex')}`,
      // 6 for the installation, 3 for this process while Redis cannot be heard (RATE_LIMIT_PROCESSES 2).
      RATE_LIMIT_LOGIN: '6/15m',
    });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.destroy();
  });

  const health = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    return { status: res.statusCode, body: res.json() as Record<string, string> };
  };
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const value = await work();
    return { value, ms: Date.now() - started };
  };

  it(
    'slows nobody, keeps the login limit in the process, and reports Redis degraded',
    { timeout: 30_000 },
    async () => {
      expect(await health()).toEqual({ status: 200, body: { status: 'ok', db: 'ok', redis: 'ok' } });
      redis.pause();
      try {
        // 30 parallel calls, each passing the global limit (Redis-backed) while Redis says nothing.
        const burst = await timed(() =>
          Promise.all(Array.from({ length: 30 }, () => app.inject({ method: 'GET', url: '/api/config' }))),
        );
        expect(burst.value.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
        expect(burst.ms).toBeLessThan(1_500);
        // The silent connection was dropped: later calls do not even wait the timeout (five in a
        // row would take 1.25 s if each did).
        const next = await timed(async () => {
          for (let i = 0; i < 5; i += 1)
            expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
        });
        expect(next.ms).toBeLessThan(1_000);

        const checked = await timed(health);
        expect(checked.value).toEqual({ status: 200, body: { status: 'degraded', db: 'ok', redis: 'degraded' } });
        expect(checked.ms).toBeLessThan(1_000);

        // Failed logins are still held, by this process's counters.
        const email = uniqueEmail('parado');
        const statuses: number[] = [];
        const logins = await timed(async () => {
          for (let i = 0; i < 5; i += 1) {
            statuses.push((await post(app, '/api/session', { email, password: 'errada123' })).statusCode);
          }
        });
        expect(statuses).toEqual([203, 203, 203, 429, 429]);
        // Failed logins wait on purpose (equal login time); Redis adds nothing to that.
        expect(logins.ms).toBeLessThan(5_000);
      } finally {
        redis.resume();
      }
      // Redis answers again: health says so within a few seconds, by itself.
      const until = Date.now() + 15_000;
      let last = await health();
      while (last.body.redis !== 'ok' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 200));
        last = await health();
      }
      expect(last).toEqual({ status: 200, body: { status: 'ok', db: 'ok', redis: 'ok' } });
    },
  );
});
