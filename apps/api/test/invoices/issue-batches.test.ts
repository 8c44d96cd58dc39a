import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { ISSUE_BATCH, issueMonth } from '../../src/modules/invoices/invoices.service.ts';
import { activeManager } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';

/**
 * The month's issue run commits in bounded batches (docs/performance.md, "At 100×"): never the
 * whole month in one write transaction, never one account per transaction. Counted, not timed:
 * the invoices that each committed transaction added.
 */
describe('the issue run in batches', () => {
  let app: TestApp;
  const { pricedPlan } = invoiceSteps(() => app);
  const saved = { ...ISSUE_BATCH };

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    Object.assign(ISSUE_BATCH, saved);
    await app.close();
  });

  it('issues at most ISSUE_BATCH.accounts accounts per transaction, several per transaction, each once', async () => {
    app.clock.set(MONDAY_10AM);
    const plan = await pricedPlan({ monthly_price_cents: 10_000 });
    const managers = [];
    for (let i = 0; i < 7; i += 1) managers.push(await activeManager(app, { plan: plan.name }));
    const month = '2027-01';
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('invoices')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('month', '=', month)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Each transaction the run commits, with the invoices it added.
    const batches: number[] = [];
    const db = new Proxy(app.db, {
      get(target, key) {
        if (key === 'transaction') {
          return () => ({
            execute: async <T>(fn: Parameters<ReturnType<Db['transaction']>['execute']>[0]) => {
              const before = await count();
              const out = (await target.transaction().execute(fn)) as T;
              batches.push((await count()) - before);
              return out;
            },
          });
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
    // A time budget no batch reaches here: the count alone bounds them.
    Object.assign(ISSUE_BATCH, { accounts: 3, ms: 60_000 });
    app.clock.set('2027-01-10T15:00:00.000Z');
    const res = await issueMonth({ ...app.deps, db }, month);
    expect(res.issued).toBeGreaterThanOrEqual(managers.length);
    expect(batches.reduce((s, n) => s + n, 0)).toBe(res.issued);
    expect(Math.max(...batches)).toBe(3);
    expect(batches.length).toBe(Math.ceil(res.issued / 3));
    for (const m of managers) {
      const mine = await app.db
        .selectFrom('invoices')
        .select('id')
        .where('account_id', '=', m.id)
        .where('month', '=', month)
        .execute();
      expect(mine).toHaveLength(1);
    }
    // Run again (a restart, another process): nothing issued twice.
    expect((await issueMonth(app.deps, month)).issued).toBe(0);
  });
});
