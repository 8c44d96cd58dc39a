import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_BATCH, runRetention } from '../../src/modules/retention/retention.service.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * The daily retention works in short transactions (issue 34): the day is claimed first and its
 * counts recorded last, so a run cut short (the process died between batches) stays unfinished
 * and a later check takes it over — not while the claim is fresh (its process may be running it).
 */
describe('a retention run cut short', () => {
  let app: TestApp;
  const DAY = '2026-12-02';

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function oldEntries(): Promise<number> {
    const rows = await app.db.selectFrom('audit').select('id').where('action', '=', 'test.old').execute();
    return rows.length;
  }

  it('is resumed by a later run once its claim is stale, in batches, and then the day is done', async () => {
    app.clock.set(`${DAY}T12:00:00.000Z`);
    // More than two batches of entries far past their period, as a run cut short left them.
    const entries = Array.from({ length: 2 * RETENTION_BATCH + 7 }, () => ({
      actor_id: null,
      action: 'test.old',
      target: 'user:0',
      detail: '{}',
      created_at: '2001-01-01T00:00:00.000Z',
    }));
    for (let i = 0; i < entries.length; i += 500)
      await app.db
        .insertInto('audit')
        .values(entries.slice(i, i + 500))
        .execute();
    await app.db
      .insertInto('retention_runs')
      .values({ day: DAY, counts: '{}', created_at: '2026-12-02T11:55:00.000Z' })
      .execute();

    // Claimed five minutes ago: its process may still be at it.
    expect(await runRetention(app)).toBeNull();
    expect(await oldEntries()).toBe(entries.length);

    // Twenty minutes later the claim is stale: this run takes it over and finishes the day.
    app.clock.set(`${DAY}T12:15:00.000Z`);
    const counts = await runRetention(app);
    expect(counts?.audit).toBeGreaterThanOrEqual(entries.length);
    expect(await oldEntries()).toBe(0);
    const run = await app.db
      .selectFrom('retention_runs')
      .select('counts')
      .where('day', '=', DAY)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(run.counts)).toEqual(counts);

    // Finished: later checks of the day do nothing.
    app.clock.set(`${DAY}T14:00:00.000Z`);
    expect(await runRetention(app)).toBeNull();
  });
});
