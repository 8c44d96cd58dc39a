import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../flows.ts';
import { freePort } from '../process.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * docs/operations.md §8: health reports the database, and Redis when configured; 503 when the
 * database is away; Redis away is `degraded`, still 200, as every process serves without it
 * (docs/decisions/022-riding-through-faults.md).
 */
describe('GET /api/health', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const health = async (a: TestApp) => {
    const res = await a.inject({ method: 'GET', url: '/api/health' });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers ok for the database alone when there is no Redis', async () => {
    app = await createTestApp();
    expect(await health(app)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } });
  });

  it('reports Redis when REDIS_URL is set', async () => {
    app = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379/15' });
    expect(await health(app)).toEqual({ status: 200, body: { status: 'ok', db: 'ok', redis: 'ok' } });
  });

  it('reports Redis degraded, still 200, when Redis is down', { timeout: 20_000 }, async () => {
    app = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}/0` });
    expect(await health(app)).toEqual({ status: 200, body: { status: 'degraded', db: 'ok', redis: 'degraded' } });
  });

  it('keeps limiting failed logins in the process while Redis is down, to its share', { timeout: 20_000 }, async () => {
    // 6 a window for the installation, two processes (RATE_LIMIT_PROCESSES): 3 for this one.
    app = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}/0`, RATE_LIMIT_LOGIN: '6/15m' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await post(app, '/api/session', { email: 'ninguem@empresa.test', password: 'errada123' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([203, 203, 203, 429, 429]);
  });

  it('answers 503 when the database is down', async () => {
    app = await createTestApp();
    await app.db.destroy();
    expect(await health(app)).toEqual({ status: 503, body: { status: 'error', db: 'error' } });
  });
});

describe('failed logins on two processes while Redis is down', () => {
  it('stay within the nominal budget together', { timeout: 30_000 }, async () => {
    const down = `redis://127.0.0.1:${await freePort()}/0`;
    const env = { REDIS_URL: down, RATE_LIMIT_LOGIN: '10/15m', RATE_LIMIT_LOGIN_ACCOUNT: '1000/15m' };
    const one = await createTestApp(env);
    const two = await createTestApp(env);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const res = await post(i % 2 ? one : two, '/api/session', {
          email: 'alguem@empresa.test',
          password: `errada${i}x`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 203)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
