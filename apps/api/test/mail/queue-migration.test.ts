import { type Kysely, type Migration, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect.ts';
import * as initial from '../../src/db/migrations/20261121090000_initial.ts';
import * as roomPictures from '../../src/db/migrations/20261121120000_room_pictures.ts';
import * as accountAbuse from '../../src/db/migrations/20261124090000_account_abuse.ts';
import * as roomBookingsVersion from '../../src/db/migrations/20261125080000_room_bookings_version.ts';
import * as mailQueue from '../../src/db/migrations/20261125090000_mail_queue.ts';
import { freshDatabase } from '../helpers.ts';

/** The queue's migration keeps the outbox as it was: sent stays sent, an error is failed, the rest is queued. */
describe('migration 20261125090000_mail_queue', () => {
  it('reads the existing outbox rows as sent, failed or queued', async () => {
    const database = await freshDatabase();
    const { db } = await connect(database.url);
    const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const migrations: Record<string, Migration> = {
      '20261121090000_initial': initial,
      '20261121120000_room_pictures': roomPictures,
      '20261124090000_account_abuse': accountAbuse,
      '20261125080000_room_bookings_version': roomBookingsVersion,
    };
    const migrator = () => new Migrator({ db: raw, provider: { getMigrations: async () => migrations } });
    try {
      expect((await migrator().migrateToLatest()).error).toBeUndefined();
      const row = (subject: string, sent_at: string | null, error: string | null) => ({
        recipient: 'ana@empresa.test',
        subject,
        text: 'Oi',
        html: '<p>Oi</p>',
        created_at: '2026-11-23T13:00:00.000Z',
        sent_at,
        error,
      });
      await raw
        .insertInto('outbox')
        .values([
          row('Enviada', '2026-11-23T13:00:01.000Z', null),
          row('Recusada', null, '550 Mailbox unavailable'),
          row('Guardada', null, null),
        ])
        .execute();

      migrations['20261125090000_mail_queue'] = mailQueue;
      expect((await migrator().migrateToLatest()).error).toBeUndefined();
      const rows = await db
        .selectFrom('outbox')
        .select(['subject', 'status', 'attempts', 'next_attempt_at', 'sent_at', 'error'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        {
          subject: 'Enviada',
          status: 'sent',
          attempts: 1,
          next_attempt_at: '2026-11-23T13:00:00.000Z',
          sent_at: '2026-11-23T13:00:01.000Z',
          error: null,
        },
        {
          subject: 'Recusada',
          status: 'failed',
          attempts: 1,
          next_attempt_at: '2026-11-23T13:00:00.000Z',
          sent_at: null,
          error: '550 Mailbox unavailable',
        },
        {
          subject: 'Guardada',
          status: 'queued',
          attempts: 0,
          next_attempt_at: '2026-11-23T13:00:00.000Z',
          sent_at: null,
          error: null,
        },
      ]);
      // And back down, for a rollback.
      expect((await migrator().migrateDown()).error).toBeUndefined();
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
