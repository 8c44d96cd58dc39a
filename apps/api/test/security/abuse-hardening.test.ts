import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { registrationSteps } from '@arena/testing/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { setStaffPassword } from '../../src/ops/staff-password.ts';
import { activeManager, cookieOf, login, post, uniqueEmail } from '../flows.ts';
import { ADMIN, createTestApp, freshDatabase, type TestApp } from '../helpers.ts';
import { root } from '../process.ts';
import { apiPath } from '@arena/shared/contract/endpoints';

/** Smaller abuse findings (docs/product.md#shape, #api), each held by a test that failed before its fix. */
const DAY = 86_400_000;

describe('TRUST_PROXY', () => {
  const refusal = (value: string) => {
    try {
      loadConfig({ TRUST_PROXY: value });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).message;
    }
    throw new Error(`TRUST_PROXY=${value} was accepted`);
  };

  it('refuses `true`, and anything but addresses or CIDRs, with one line naming the variable', () => {
    expect(refusal('true')).toMatch(/^Invalid TRUST_PROXY: 'true' would believe any client/);
    expect(refusal('10.0.0.0/33')).toMatch(/^Invalid TRUST_PROXY: expected a comma-separated list/);
    expect(refusal('proxy.lan')).toMatch(/^Invalid TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('believes X-Forwarded-For only from the listed proxies, so rotating it lifts no limit', async () => {
    const app = await createTestApp({ TRUST_PROXY: '10.1.1.1', RATE_LIMIT_REGISTER: '2/1h' });
    try {
      const start = (remoteAddress: string, forwarded: string) =>
        app.inject({
          method: 'POST',
          url: '/api/resgister-email',
          payload: { email: uniqueEmail('proxy') },
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        });
      // A client on its own, inventing a new address each time: counted as itself.
      const direct = [];
      for (let i = 0; i < 3; i += 1) direct.push((await start('203.0.113.9', `198.51.100.${i}`)).statusCode);
      expect(direct).toEqual([200, 200, 429]);
      // Through the trusted proxy, each real client has its own count.
      const proxied = [];
      for (let i = 0; i < 3; i += 1) proxied.push((await start('10.1.1.1', `198.51.100.${i}`)).statusCode);
      expect(proxied).toEqual([200, 200, 200]);
    } finally {
      await app.close();
    }
  });
});

describe('answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '3/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('carry Cache-Control: no-store, and a 429 of the global limit says when to return', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await app.inject({ method: 'GET', url: '/api/config' }));
    for (const r of answers) expect(r.headers['cache-control']).toBe('no-store');
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('end after 14 days unused', async () => {
    const ana = await activeManager(app);
    const me = (token: string) =>
      app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    app.clock.advance(13 * DAY);
    expect((await me(ana.token)).statusCode).toBe(200);
    // Used on day 13, so alive on day 26…
    app.clock.advance(13 * DAY);
    expect((await me(ana.token)).statusCode).toBe(200);
    // …and gone 14 days after that last use.
    app.clock.advance(14 * DAY + 60_000);
    expect((await me(ana.token)).statusCode).toBe(401);
  });
});

describe('registration under a burst', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_REGISTER: '1000/1h', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 50 parallel first steps for one e-mail from one browser without a 500, leaving one draft', async () => {
    const email = uniqueEmail('corrida');
    const cookie = cookieOf(await post(app, '/api/resgister-email', { email }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(app, '/api/resgister-email', { email }, undefined, cookie)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const drafts = await app.db.selectFrom('registration_drafts').select('email').where('email', '=', email).execute();
    expect(drafts).toHaveLength(1);
  });

  it('gives each of 20 parallel browsers starting one e-mail a draft of its own (docs/product.md#registration-draft)', async () => {
    const email = uniqueEmail('corrida');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(app, '/api/resgister-email', { email })));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const drafts = await app.db.selectFrom('registration_drafts').select('email').where('email', '=', email).execute();
    expect(drafts).toHaveLength(20);
  });

  it('creates one user from 10 parallel terms steps, and answers the others without a 500', async () => {
    const email = uniqueEmail('termos');
    const start = await post(app, '/api/resgister-email', { email });
    const cookie = cookieOf(start);
    const steps = registrationSteps({ email });
    for (const [step, body] of steps.slice(0, -1))
      expect((await post(app, apiPath(step), body, undefined, cookie)).statusCode).toBe(200);
    const [terms, termsBody] = steps[steps.length - 1] ?? ['registerTerms', {}];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(app, apiPath(terms), termsBody, undefined, cookie)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 403 || c === 409)).toBe(true);
    const users = await app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
  });
});

describe('the staff password', () => {
  it('is set on purpose by `npm run staff:password`, which ends the account’s sessions', async () => {
    const database = await freshDatabase();
    const app = await createTestApp({ DATABASE_URL: database.url });
    try {
      const token = await login(app, ADMIN.email, ADMIN.password);
      const password = `Nova${randomBytes(3).toString('hex')}9`;
      if (database.url.startsWith('file:')) {
        // The real command, as an operator runs it, with the password on standard input.
        const run = spawnSync('npx', ['tsx', 'apps/api/src/ops/staff-password-cli.ts', ADMIN.email], {
          cwd: root,
          input: `${password}\n`,
          env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url },
          encoding: 'utf8',
        });
        expect(run.stderr).toMatch(/password reset; its sessions ended/);
        expect(run.status).toBe(0);
      } else {
        expect(await setStaffPassword(app.db, ADMIN.email, password, app.clock().toISOString())).toBe('reset');
      }
      const me = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
      expect(await login(app, ADMIN.email, password)).toMatch(/^[\w-]{20,}$/);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
