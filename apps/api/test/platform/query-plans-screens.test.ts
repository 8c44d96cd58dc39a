import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { deleteAuditBefore, listAudit } from '../../src/modules/audit/audit.repository.ts';
import {
  listBookingsStarting,
  listRoomDay,
  listUpcoming,
  listUpcomingOfUser,
} from '../../src/modules/bookings/bookings.repository.ts';
import { listReleasable } from '../../src/modules/bookings/checkin.repository.ts';
import { listMyUpcoming, listPastOfUser } from '../../src/modules/bookings/my-bookings.repository.ts';
import { listOutbox } from '../../src/modules/mail/mail.repository.ts';
import { clearBodiesBefore, deleteMailsBefore } from '../../src/modules/mail/outbox-forgetting.repository.ts';
import { RETENTION_BATCH } from '../../src/modules/retention/retention.service.ts';
import { listMembers } from '../../src/modules/users/members.repository.ts';
import { activeManager, type Member } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { explainable, recordQueries, wholeTableReads } from './plan-reader.ts';
import { planOf } from './plans.ts';

/**
 * The reads the member's and staff's screens run on every visit, and the release job's tick, do
 * not read a large table whole (issue 34 item 3; plan-reader.ts says how plans are read on each
 * database, as at scale). Pages of the audit log and the outbox are read with a cursor (`before`), as every
 * page after the first is; the first page is a walk of the primary key backwards under a LIMIT,
 * which both databases stop after the page. The release job's search must be bounded on both
 * sides of the start time: an index range open at the start walks every booking since the space
 * opened (SQLite plans that as a SEARCH, not a SCAN). Staff's member search by a term (a substring
 * LIKE) reads each member row by design; the list without a term is checked here. Financeiro's
 * month and an opened invoice are checked in query-plans.test.ts, through their calls, with invoices
 * in the table (on PostgreSQL an empty table's estimate of one row makes any index look cheap).
 */
describe('query plans of the screens and the release job', () => {
  let app: TestApp;
  let who: Member;

  beforeAll(async () => {
    app = await createTestApp();
    who = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const now = '2026-11-23 10:00:00';
  const reads: Array<[string, (db: Kysely<Database>) => Promise<unknown>, bounded?: RegExp]> = [
    ['home: a room’s upcoming bookings', (db) => listUpcoming(db, 1, now)],
    ['a room’s day', (db) => listRoomDay(db, 1, '2026-11-23')],
    ['Minhas reservas: upcoming', (db) => listMyUpcoming(db, who.id, now)],
    ['Minhas reservas: past', (db) => listPastOfUser(db, who.id, '2026-10-23 00:00:00', now)],
    ['a member’s upcoming bookings', (db) => listUpcomingOfUser(db, who.id, now)],
    [
      'the agenda’s days',
      (db) => listBookingsStarting(db, { start: '2026-11-23 00:00:00', end: '2026-11-24 00:00:00' }),
    ],
    ['a page of the audit log', (db) => listAudit(db, { before: 1_000, limit: 50 })],
    ['a page of the outbox', (db) => listOutbox(db, { before: 1_000, limit: 50 })],
    [
      'the release job’s candidates',
      (db) => listReleasable(db, '2026-11-23 09:45:00', now),
      /date_initial ?>=?.*date_initial ?<=?/,
    ],
    ['staff’s member list', (db) => listMembers(db, {})],
    // The retention job's batches, as it runs them (the unbatched forms: query-plans.test.ts).
    ['a batch of the audit log’s retention', (db) => deleteAuditBefore(db, '2000-01-01', RETENTION_BATCH)],
    ['a batch of e-mail bodies’ retention', (db) => clearBodiesBefore(db, '2000-01-01', RETENTION_BATCH)],
    ['a batch of e-mail copies’ retention', (db) => deleteMailsBefore(db, '2000-01-01', RETENTION_BATCH)],
  ];

  for (const [what, run, bounded] of reads) {
    it(`reads ${what} without a whole large table`, async () => {
      const queries = (await recordQueries(app.db, () => run(app.db))).filter(explainable);
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        const scans = await wholeTableReads(app.db, query);
        expect({ sql: query.sql, scans }).toEqual({ sql: query.sql, scans: [] });
        // A range open at one end walks the index from the beginning of time: history, whole.
        if (bounded) expect((await planOf(app, query)).searches.join(' | ')).toMatch(bounded);
      }
    });
  }
});
