import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { HashPool } from './hash-pool.ts';

/** Anonymous callers cannot monopolise the hashing queue (docs/product.md#api). */
const limits = { slots: 1, perClient: { member: 4, anonymous: 2 }, waiting: { member: 50, anonymous: 6 } };

/** Work that finishes when the test says so, recording the order in which jobs started. */
function gate(order: string[], name: string) {
  let open = () => undefined as void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { work: async () => (order.push(name), await done, name), open: () => open() };
}

describe('the hashing pool', () => {
  it('serves a member before every anonymous job already waiting', async () => {
    const pool = new HashPool(limits);
    const order: string[] = [];
    const jobs = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'].map((n) => gate(order, n));
    const anonymous = jobs.map((j, i) =>
      pool.run(j.work, { lane: 'anonymous', client: `10.0.0.${Math.floor(i / 2)}` }),
    );
    const member = gate(order, 'member');
    const login = pool.run(member.work, { lane: 'member', client: '10.9.9.9' });
    await Promise.resolve();
    expect(pool.waitingIn('anonymous')).toBe(5);
    jobs[0]?.open();
    await expect.poll(() => order).toEqual(['a1', 'member']);
    member.open();
    await login;
    for (const j of jobs) j.open();
    await Promise.all(anonymous);
    // The anonymous clients then took turns, one job each per round, whatever their bursts.
    expect(order).toEqual(['a1', 'member', 'a2', 'b1', 'c1', 'b2', 'c2']);
  });

  it('refuses at once, before hashing, what one client or the anonymous lane may not add', async () => {
    const pool = new HashPool(limits);
    const order: string[] = [];
    const held = Array.from({ length: 7 }, (_, i) => gate(order, `j${i}`));
    const running = held.slice(0, 2).map((j) => pool.run(j.work, { lane: 'anonymous', client: 'flood' }));
    // A third job from the same address is refused with 429 and Retry-After.
    const third = pool.run(async () => 'never', { lane: 'anonymous', client: 'flood' });
    await expect(third).rejects.toBeInstanceOf(AppError);
    await expect(third).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '1' } });
    // Five other addresses fill the anonymous lane's waiting room (6 with flood's second), then
    // the next is refused too.
    const others = held.slice(2).map((j, i) => pool.run(j.work, { lane: 'anonymous', client: `other${i}` }));
    await expect(pool.run(async () => 'x', { lane: 'anonymous', client: 'late' })).rejects.toMatchObject({
      statusCode: 429,
    });
    // A member still gets in line.
    const member = pool.run(async () => 'member', { lane: 'member', client: 'm' });
    for (const j of held) j.open();
    await Promise.all([...running, ...others]);
    expect(await member).toBe('member');
    expect(order).not.toContain('never');
  });
});
