import { waitMessage } from '@arena/shared/rules/wait';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** Rate limits with 429 and the pt-BR message, configurable by env (docs/product.md#api). */
const limits = {
  RATE_LIMIT_LOGIN: '3/15m',
  // The per-account limit and its delays have tests of their own (login-abuse.test.ts).
  RATE_LIMIT_LOGIN_ACCOUNT: '1000/15m',
  RATE_LIMIT_RECOVERY: '2/1h',
  RATE_LIMIT_REGISTER: '2/1h',
  RATE_LIMIT_CONTACT: '2/1h',
};

type Res = { statusCode: number; json(): unknown };

function expectTooMany(res: Res) {
  expect(res.statusCode).toBe(429);
  // The words say the real wait of Retry-After (docs/product.md#words).
  const wait = Number((res as Res & { headers: Record<string, unknown> }).headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(res.json()).toEqual({ message: waitMessage(wait), code: 'TOO_MANY_REQUESTS' });
}

function from(app: TestApp, ip: string) {
  return (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

describe('business rate limits', () => {
  let app: TestApp;
  const email = uniqueEmail('limite');
  beforeAll(async () => {
    app = await createTestApp(limits);
    await register(app, email, 'senha123');
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts failed logins per e-mail and address', async () => {
    const post = from(app, '10.0.0.1');
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/session', { email, password: 'errada123' })).statusCode).toBe(203);
    }
    expectTooMany(await post('/api/session', { email, password: 'errada123' }));
    // Past the limit even the right password waits.
    expectTooMany(await post('/api/session', { email, password: 'senha123' }));
    expectTooMany(await post('/api/session', { email: email.toUpperCase(), password: 'senha123' }));
    // Another e-mail from the same address, and the same e-mail from another address, go on.
    expect((await post('/api/session', { email: 'outro@empresa.test', password: 'errada123' })).statusCode).toBe(203);
    expect((await from(app, '10.0.0.2')('/api/session', { email, password: 'senha123' })).statusCode).toBe(200);
  });

  it('forgets the failures after a successful login', async () => {
    const post = from(app, '10.0.0.3');
    for (let i = 0; i < 2; i += 1) await post('/api/session', { email, password: 'errada123' });
    expect((await post('/api/session', { email, password: 'senha123' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/session', { email, password: 'errada123' })).statusCode).toBe(203);
    }
    expectTooMany(await post('/api/session', { email, password: 'errada123' }));
  });

  it('limits recovery per e-mail and address, so others cannot use up the owner’s', async () => {
    const target = uniqueEmail('recupera');
    expect((await from(app, '10.0.1.1')('/api/recovery-pass', { email: target })).statusCode).toBe(200);
    expect((await from(app, '10.0.1.1')('/api/recovery-pass', { email: target })).statusCode).toBe(200);
    expectTooMany(await from(app, '10.0.1.1')('/api/recovery-pass', { email: target }));
    expectTooMany(await from(app, '10.0.1.1')('/api/recovery-pass', { email: target.toUpperCase() }));
    // A stranger cannot block the owner: from the owner's own address the recovery still goes out.
    expect((await from(app, '10.0.1.2')('/api/recovery-pass', { email: target })).statusCode).toBe(200);
    expect((await from(app, '10.0.1.1')('/api/recovery-pass', { email: uniqueEmail() })).statusCode).toBe(200);
  });

  it('limits registration starts per address', async () => {
    const post = from(app, '10.0.2.1');
    expect((await post('/api/resgister-email', { email: uniqueEmail() })).statusCode).toBe(200);
    expect((await post('/api/resgister-email', { email: uniqueEmail() })).statusCode).toBe(200);
    expectTooMany(await post('/api/resgister-email', { email: uniqueEmail() }));
    expect((await from(app, '10.0.2.2')('/api/resgister-email', { email: uniqueEmail() })).statusCode).toBe(200);
  });

  it('limits contact messages per address', async () => {
    const post = from(app, '10.0.3.1');
    const body = { name: 'Ana', email, subject: 'Financeiro', message: 'Olá' };
    expect((await post('/api/contact', body)).statusCode).toBe(200);
    expect((await post('/api/contact', body)).statusCode).toBe(200);
    expectTooMany(await post('/api/contact', body));
    expect((await from(app, '10.0.3.2')('/api/contact', body)).statusCode).toBe(200);
    const stored = await app.db.selectFrom('requests').select('id').execute();
    expect(stored).toHaveLength(3);
  });
});

describe('the global limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '5/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts every call of a client', async () => {
    const get = (ip: string) => app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
    for (let i = 0; i < 5; i += 1) expect((await get('10.1.0.1')).statusCode).toBe(200);
    expectTooMany(await get('10.1.0.1'));
    const health = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.1.0.1' });
    expectTooMany(health);
    expect((await get('10.1.0.2')).statusCode).toBe(200);
  });

  it('counts invented bearer values by address, so they buy no fresh allowance', async () => {
    const call = (i: number) =>
      app.inject({
        method: 'GET',
        url: '/api/rooms',
        remoteAddress: '10.1.0.3',
        headers: { authorization: `Bearer invented-${i}` },
      });
    for (let i = 0; i < 5; i += 1) expect((await call(i)).statusCode).toBe(401);
    expectTooMany(await call(99));
  });

  it('counts a signed-in member by user, wherever the calls come from', async () => {
    const token = await login(app, 'staff@arena.test', 'staff123');
    const call = (ip: string) =>
      app.inject({
        method: 'GET',
        url: '/api/rooms',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 5; i += 1) expect((await call(`10.2.0.${i}`)).statusCode).toBe(200);
    expectTooMany(await call('10.2.0.99'));
  });
});

describe('limits shared through Redis', () => {
  const env = { ...limits, REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    [one, two] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it('refuses on one process the failed logins counted on the other', async () => {
    const email = uniqueEmail(`redis-${Date.now()}`);
    const wrong = { email, password: 'errada123' };
    expect((await from(one, '10.2.0.1')('/api/session', wrong)).statusCode).toBe(203);
    expect((await from(two, '10.2.0.1')('/api/session', wrong)).statusCode).toBe(203);
    expect((await from(one, '10.2.0.1')('/api/session', wrong)).statusCode).toBe(203);
    expectTooMany(await from(two, '10.2.0.1')('/api/session', wrong));
    expectTooMany(await from(one, '10.2.0.1')('/api/session', wrong));
    expect((await from(two, '10.2.0.2')('/api/session', wrong)).statusCode).toBe(203);
    await one.limiter.reset('login', `${email}|10.2.0.1`);
    await one.limiter.reset('login', `${email}|10.2.0.2`);
  });
});
