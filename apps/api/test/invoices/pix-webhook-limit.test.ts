import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, envOf, type TestApp } from '../helpers.ts';

/**
 * The Pix webhook's own rate limit (docs/product.md#pix-charges): a PSP posts every notification
 * from a few addresses, so the webhook counts apart from the global limit, by
 * RATE_LIMIT_PIX_WEBHOOK — in this process, and through Redis for several processes. A burst past
 * the global limit is all kept; the global limit still holds for every other call of that address.
 */
const SECRET = 'segredo-do-webhook-0123456789abcdef';
const pixSettings = {
  pixApi: {
    url: 'https://psp.test/api/v2',
    clientId: 'arena',
    clientSecret: 'segredo',
    tokenUrl: 'https://psp.test/oauth/token',
    cert: '',
    key: '',
    webhookSecret: SECRET,
    chave: 'financeiro@arena.test',
  },
};
const limits = { RATE_LIMIT_GLOBAL: '5/1m', RATE_LIMIT_PIX_WEBHOOK: '30/1m' };

let n = 0;
/** A Pix for a txid Arena does not know: kept for staff, one row each. */
const pix = () => ({
  endToEndId: `E00000000202611231400${String((n += 1)).padStart(11, '0')}`,
  txid: `desconhecido${String(n).padStart(14, '0')}`,
  valor: '10.00',
  horario: '2026-11-23T14:00:00.000Z',
});

function burstFrom(app: App, ip: string) {
  return {
    notify: (path = `/api/pix/webhook/${SECRET}`) =>
      app.inject({ method: 'POST', url: path, payload: { pix: [pix()] }, remoteAddress: ip }),
    get: () => app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip }),
  };
}

async function expectOwnLimit(first: App, apps: App[], ip: string) {
  const from = apps.map((app) => burstFrom(app, ip));
  const at = (i: number) => from[i % from.length] ?? burstFrom(first, ip);
  const kept = async () => (await first.db.selectFrom('pix_received').select('id').execute()).length;
  const before = await kept();
  // 20 notifications, 4 times the global limit, alternating processes; all answered 200 and kept.
  for (let i = 0; i < 20; i += 1) expect((await at(i).notify()).statusCode).toBe(200);
  expect(await kept()).toBe(before + 20);
  // The address's other calls still have their 5 of the global limit, and then no more.
  for (let i = 0; i < 5; i += 1) expect((await at(i).get()).statusCode).toBe(200);
  const refused = await at(0).get();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  // The webhook is limited too, by its own rule: 30 a minute here.
  for (let i = 0; i < 10; i += 1) expect((await at(i).notify()).statusCode).toBe(200);
  const over = await at(0).notify();
  expect(over.statusCode).toBe(429);
  expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  expect(await kept()).toBe(before + 30);
}

describe('the Pix webhook’s own limit, in this process', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(limits);
    Object.assign(app.config as object, pixSettings);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps a burst past the global limit and leaves the global limit to every other call', async () => {
    await expectOwnLimit(app, [app], '10.9.0.1');
  });
});

describe('the Pix webhook’s own limit, through Redis', () => {
  const env = { ...limits, REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
  let one: TestApp;
  let two: App;
  beforeAll(async () => {
    one = await createTestApp(env);
    // A second process on the same database and Redis.
    two = await buildApp({ config: loadConfig({ ...envOf(one), ...env }), clock: one.clock, logger: false });
    for (const app of [one, two]) Object.assign(app.config as object, pixSettings);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('counts the webhook apart, shared by both processes', async () => {
    // Redis outlives the run: an address of this run's own, so an earlier run's counts do not add up.
    await expectOwnLimit(one, [one, two], `10.${randomInt(10, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`);
  });
});
