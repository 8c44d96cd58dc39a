import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseTick } from '../../src/modules/bookings/checkin.service.ts';
import { activeManager, post } from '../flows.ts';
import { freshDatabase, type TestApp, testClock } from '../helpers.ts';
import { appOn } from '../mail/smtp.ts';
import { recordQueries, wholeTableReads } from '../platform/plan-reader.ts';

/**
 * The scheduled release's tick (issue 34 item 4), two apps on one database (PostgreSQL with
 * TEST_DATABASE_URL, else one SQLite file): of the processes ticking in the same minute one alone
 * asks for the bookings, and it asks only for those that started since yesterday — never every
 * booking since the space opened — through an index.
 */
const ENV = { CHECKIN_MINUTES: '15', RATE_LIMIT_GLOBAL: '100000/1m' };
const at = (local: string) => `${local.replace(' ', 'T')}:00.000-03:00`;
const database = await freshDatabase();
const clock = testClock(at('2026-11-24 08:00'));
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  one = await appOn(database.url, ENV, clock);
  two = await appOn(database.url, ENV, clock);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database.drop();
});

/** The release job's question for its candidates, as sent. */
const isCandidates = (text: string) => /from "appointments"/.test(text) && /"released_at" is null/.test(text);

describe('the release job’s tick', () => {
  it('is run by one process alone in a minute, and again in the next minute', async () => {
    const member = await activeManager(one, { plan: 'Arena Exclusiva' });
    const booked = await post(
      one,
      '/api/manager/appointment/store',
      {
        isStudio: false,
        participants: 'Sala 10',
        date_initial: '2026-11-24 09:00:00',
        date_final: '2026-11-24 10:00:00',
      },
      member.token,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    clock.set(at('2026-11-24 09:20'));
    let results: Array<number | null> = [];
    const sent = await recordQueries(one.db, async () => {
      results = await Promise.all(Array.from({ length: 20 }, (_, i) => releaseTick((i % 2 ? two : one).deps)));
    });
    // One tick run (it released the booking), nineteen found the minute taken.
    expect(results.filter((r) => r !== null)).toEqual([1]);
    expect(sent.filter((q) => isCandidates(q.sql))).toHaveLength(1);
    clock.set(at('2026-11-24 09:21'));
    const next = await Promise.all([releaseTick(one.deps), releaseTick(two.deps)]);
    expect(next.filter((r) => r !== null)).toEqual([0]);
  });

  it('asks only for bookings that started since yesterday, through an index', async () => {
    clock.set(at('2026-11-24 11:00'));
    const sent = (await recordQueries(one.db, () => releaseTick(one.deps))).filter((q) => isCandidates(q.sql));
    const [query, ...more] = sent;
    expect(more).toEqual([]);
    if (!query) throw new Error('the tick asked for no bookings');
    expect(query.sql).toMatch(/"appointments"\."date_initial" >= (\?|\$\d+)/);
    expect(query.parameters).toContain('2026-11-23 00:00:00');
    expect(await wholeTableReads(one.db, query)).toEqual([]);
  });
});
