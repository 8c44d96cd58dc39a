import { randomBytes } from 'node:crypto';
import { waitMessage } from '@arena/shared/rules/wait';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * docs/product.md#api: password guesses are held by limits taken *before* the password is
 * checked, so a parallel burst is held like a sequence; per account across addresses, with
 * increasing delays; never against the owner's own browser. Run on this process's memory and
 * on a shared Redis (CI runs Redis), as both stores must hold the same rules.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores = [
  ['memory', {}],
  ['Redis', { REDIS_URL: redisUrl }],
] as const;

type Res = Awaited<ReturnType<TestApp['inject']>>;

function tally(answers: Res[]) {
  const by = (code: number) => answers.filter((r) => r.statusCode === code);
  return {
    checked: by(203).length + by(200).length,
    refused: by(429),
    other: answers.length - by(203).length - by(200).length - by(429).length,
  };
}

describe.each(stores)('login limits on %s', (_name, store) => {
  let app: TestApp;
  let ana: Member;
  beforeAll(async () => {
    app = await createTestApp({
      ...store,
      // A prefix of its own, so parallel test files sharing Redis never count each other's.
      REDIS_PREFIX: `t${randomBytes(4).toString('hex')}`,
      RATE_LIMIT_GLOBAL: '100000/1m',
      RATE_LIMIT_LOGIN: '10/15m',
      RATE_LIMIT_LOGIN_ACCOUNT: '20/15m',
    });
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const attempt = (email: string, password: string, ip: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email, password },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });

  it('holds 60 parallel guesses from one address to the limit, each refusal saying when to return', async () => {
    const bob = await activeManager(app);
    const answers = await Promise.all(Array.from({ length: 60 }, () => attempt(bob.email, 'errada123', '10.9.0.1')));
    const { checked, refused, other } = tally(answers);
    expect(checked).toBe(10);
    expect(refused).toHaveLength(50);
    expect(other).toBe(0);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.json()).toEqual({ message: waitMessage(Number(r.headers['retry-after'])), code: 'TOO_MANY_REQUESTS' });
    }
  });

  it('holds 100 guesses spread over 10 addresses to the account limit, yet lets the owner’s browser in', async () => {
    // The owner signed in before from this browser: it holds a device cookie.
    const first = await attempt(ana.email, ana.password, '10.8.0.200');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'arena_device');
    expect(device?.httpOnly).toBe(true);
    expect(device?.path).toBe('/api/session');

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(ana.email, `errada${i}x`, `10.8.0.${i % 10}`)),
    );
    const { checked, refused, other } = tally(answers);
    expect(checked).toBeLessThanOrEqual(20);
    expect(refused.length).toBeGreaterThanOrEqual(80);
    expect(other).toBe(0);

    // A new browser, even with the right password, waits like the guesses do. The waits are short
    // real-time windows (1 s, 2 s, …), and on a loaded machine the burst may outlast the last one:
    // guess on until a guess is held again, then the right password from a new browser right after
    // it must be held too.
    let held = false;
    for (let i = 0; i < 20 && !held; i += 1) {
      const res = await attempt(ana.email, `errada-depois${i}x`, `10.8.1.${i}`);
      expect([203, 429]).toContain(res.statusCode);
      held = res.statusCode === 429;
    }
    expect(held).toBe(true);
    expect((await attempt(ana.email, ana.password, '10.8.0.201')).statusCode).toBe(429);
    // …but the owner's own browser is not locked out by them.
    const owner = await attempt(ana.email, ana.password, '10.8.0.200', `arena_device=${device?.value}`);
    expect(owner.statusCode).toBe(200);
  });

  it('spaces guesses at one account with growing delays once half its budget is spent', async () => {
    const cid = await activeManager(app);
    const retryAfter: number[] = [];
    let answered = 0;
    // Each guess from a new address, so only the per-account rule is in play.
    for (let i = 0; answered < 13 && i < 40; i += 1) {
      const res = await attempt(cid.email, 'errada123', `10.7.0.${i}`);
      if (res.statusCode === 203) {
        answered += 1;
        continue;
      }
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      retryAfter.push(wait);
      await new Promise((r) => setTimeout(r, wait * 1000 + 50));
    }
    // 10 free failures, then a wait of 1 second before the 12th and 2 before the 13th.
    expect(answered).toBe(13);
    expect(retryAfter).toEqual([1, 2]);
  }, 30_000);

  it('counts wrong current passwords on PUT /users as login attempts', async () => {
    const dan = await activeManager(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({
          method: 'PUT',
          url: '/api/users',
          remoteAddress: '10.6.0.1',
          headers: { authorization: `Bearer ${dan.token}` },
          payload: {
            phone: '(11) 91234-5678',
            old_password: 'errada123',
            password: 'nova1234',
            confirm_password: 'nova1234',
          },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 203)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40);
  });
});

describe('login time', () => {
  let app: TestApp;
  let known: Member;
  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_GLOBAL: '100000/1m',
      RATE_LIMIT_LOGIN: '100000/15m',
      RATE_LIMIT_LOGIN_ACCOUNT: '100000/15m',
    });
    known = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is the same for an unknown e-mail and a wrong password, so it tells no one who has an account', async () => {
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await app.inject({ method: 'POST', url: '/api/session', payload: { email, password: 'errada123' } });
      expect(res.statusCode).toBe(203);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // In turn, so the machine's noise falls on both alike; medians, past a warm-up.
    for (let i = 0; i < 40; i += 1) {
      knownMs.push(await timed(known.email));
      unknownMs.push(await timed(uniqueEmail('ninguem')));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    const [k, u] = [median(knownMs.slice(5)), median(unknownMs.slice(5))];
    // The password check (several ms of argon2id) dominates both; without it an unknown e-mail
    // answered in a fraction of a known one's time.
    expect(u, `median: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`).toBeGreaterThan(0.75 * k);
  });
});
