import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, register, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * docs/product.md#api: recovery tells nobody whether an e-mail has an account — not by its
 * answer, and not by its delay. Known and unknown e-mails are asked in turn, so the machine's
 * noise falls on both alike, and their median delays are compared.
 */
describe('account enumeration through recovery', () => {
  let app: TestApp;
  const known: string[] = [];
  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_RECOVERY: '1000/1h',
      RATE_LIMIT_RECOVERY_ADDRESS: '1000/1h',
      RATE_LIMIT_GLOBAL: '100000/1m',
    });
    for (let i = 0; i < 3; i += 1) {
      const email = uniqueEmail('conhecido');
      await register(app, email);
      known.push(email);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a known and an unknown e-mail alike', async () => {
    const a = await post(app, '/api/recovery-pass', { email: known[0] });
    const b = await post(app, '/api/recovery-pass', { email: uniqueEmail('ninguem') });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it('answers them in similar time', async () => {
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await post(app, '/api/recovery-pass', { email });
      expect(res.statusCode).toBe(200);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      knownMs.push(await timed(known[i % known.length] ?? ''));
      unknownMs.push(await timed(uniqueEmail('ninguem')));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    const [k, u] = [median(knownMs.slice(10)), median(unknownMs.slice(10))];
    const said = `median: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`;
    expect(Math.abs(k - u), said).toBeLessThan(Math.max(2, 0.25 * Math.max(k, u)));
  });
});
