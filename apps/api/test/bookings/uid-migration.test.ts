import ICAL from 'ical.js';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { connect } from '../../src/db/connect.ts';
import { isUniqueViolation } from '../../src/db/errors.ts';
import { migrationNames } from '../../src/db/migrate.ts';
import { newToken } from '../../src/lib/tokens.ts';
import { ADMIN, freshDatabase, testClock } from '../helpers.ts';

/**
 * A booking keeps its event's UID (migration 20261126140000_booking_uid): bookings made before it
 * get the UID their invitations and feeds already carried, so a calendar subscribed to a member's
 * feed keeps matching its events after the upgrade; and the column takes no null and no repeat.
 * Today is Monday 2026-11-23, 10:00 in São Paulo.
 */
const database = await freshDatabase();
afterAll(async () => {
  await database.drop();
});

const UID = '20261126140000_booking_uid';

async function migrator(db: Kysely<unknown>): Promise<Migrator> {
  const migrations: Record<string, Migration> = {};
  for (const name of migrationNames) migrations[name] = await import(`../../src/db/migrations/${name}.ts`);
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

describe('the booking UID migration', () => {
  it('gives earlier bookings the UIDs their calendars hold, which the feed then serves', async () => {
    const feed = newToken();
    const { db } = await connect(database.url);
    const raw = db as unknown as Kysely<unknown>;
    try {
      const m = await migrator(raw);
      expect((await m.migrateTo(migrationNames[migrationNames.indexOf(UID) - 1] as string)).error).toBeUndefined();
      const now = '2026-11-20T12:00:00.000Z';
      await sql`insert into users (email, name, status, level, role, qtd_team, created_at, updated_at)
        values ('antes@empresa.test', 'Ana', 'Ativo', 2, 'member', 0, ${now}, ${now})`.execute(raw);
      await sql`insert into rooms (name, img, capacity, active, created_at)
        values ('Sala 10', '/rooms/sala-10.svg', 6, 1, ${now})`.execute(raw);
      for (const [start, end, cancelled] of [
        ['2026-11-24 09:00:00', '2026-11-24 10:00:00', null],
        ['2026-11-24 10:00:00', '2026-11-24 11:00:00', now],
        ['2026-11-25 09:00:00', '2026-11-25 10:00:00', null],
      ] as const) {
        await sql`insert into appointments (room_id, user_id, date_initial, date_final, created_at, cancelled_at)
          values (1, 1, ${start}, ${end}, ${now}, ${cancelled})`.execute(raw);
      }
      await sql`insert into calendar_feeds (user_id, token, token_hash, created_at)
        values (1, ${feed.token}, ${feed.hash}, ${now})`.execute(raw);
      expect((await m.migrateToLatest()).error).toBeUndefined();

      const rows = await db.selectFrom('appointments').select(['id', 'uid']).orderBy('id').execute();
      expect(rows).toEqual([1, 2, 3].map((id) => ({ id, uid: `appointment-${id}@arena-cowork` })));

      // The column refuses a booking without a UID and a UID given twice, on both databases.
      const insert = (uid: string | null, day: string) =>
        sql`insert into appointments (room_id, user_id, date_initial, date_final, created_at, uid)
          values (1, 1, ${`${day} 09:00:00`}, ${`${day} 10:00:00`}, ${now}, ${uid})`.execute(raw);
      await expect(insert(null, '2026-11-26')).rejects.toThrow(/uid/i);
      const repeated = await insert('appointment-1@arena-cowork', '2026-11-27').catch((err: unknown) => err);
      expect(isUniqueViolation(repeated)).toBe(true);
    } finally {
      await db.destroy();
    }

    // The server on the upgraded database serves the feed with those UIDs.
    const app = await buildApp({
      config: loadConfig({
        DATABASE_URL: database.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_URL: 'https://app.arena.test',
        REMINDER_MINUTES: '0',
      }),
      clock: testClock(),
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: `/api/calendar/${feed.token}.ics` });
      expect(res.statusCode, res.body).toBe(200);
      const uids = new ICAL.Component(ICAL.parse(res.body))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v).uid);
      expect(uids).toEqual(['appointment-1@arena-cowork', 'appointment-3@arena-cowork']);
    } finally {
      await app.close();
    }
  });
});
