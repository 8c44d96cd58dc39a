import { randomUUID } from 'node:crypto';
import { privacyWords } from '@arena/shared/privacy/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymizeMember, resumeErasures } from '../../src/modules/privacy/erasure.service.ts';
import { ERASURE_BATCH } from '../../src/modules/privacy/erasure-work.ts';
import type { AuthUser } from '../../src/types.ts';
import { activeManager, type Member, post, staffToken } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { countWrites } from './write-counter.ts';

/**
 * Anonymising a person with a long history in short transactions (issue 34): no write
 * transaction changes more than a batch of rows, a run cut short is finished by a later one
 * (once, whichever process), and what the person does meanwhile is caught by the last one.
 */
describe('anonymising a person with many rows', () => {
  let app: TestApp;
  let staff: AuthUser;
  const FULL = 'Zélia Barros Quintal';
  const room = async (name: string) =>
    (await app.db.selectFrom('rooms').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    await staffToken(app);
    const row = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'staff@arena.test')
      .executeTakeFirstOrThrow();
    staff = { id: row.id } as AuthUser;
  });
  afterAll(async () => {
    await app.close();
  });

  /** A member with years of rows: copies to and about them, audit entries, guest rows, bookings ahead. */
  let histories = 0;
  async function longHistory(n: { mails: number; audit: number; guests: number; bookings: number }) {
    histories += 1;
    const zelia = await activeManager(app);
    await app.db
      .updateTable('users')
      .set({ name: 'Zélia', lastname: 'Barros Quintal' })
      .where('id', '=', zelia.id)
      .execute();
    const host = await activeManager(app);
    const at = MONDAY_10AM;
    const mail = (recipient: string, text: string) => ({
      recipient,
      subject: 'Aviso',
      text,
      html: `<p>${text}</p>`,
      attachments: null,
      created_at: at,
      sent_at: at,
      error: null,
      status: 'sent' as const,
      next_attempt_at: at,
    });
    const rows = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
    const insert = async <T>(table: 'outbox' | 'audit' | 'booking_guests' | 'appointments', values: T[]) => {
      for (let i = 0; i < values.length; i += 200)
        await app.db
          .insertInto(table)
          .values(values.slice(i, i + 200) as never)
          .execute();
    };
    await insert(
      'outbox',
      rows(n.mails, (i) => mail(zelia.email, `Olá Zélia, aviso ${i}`)),
    );
    await insert(
      'outbox',
      rows(n.mails, (i) => mail(host.email, `${FULL} reservou a sala (${i})`)),
    );
    await insert(
      'audit',
      rows(n.audit, (i) => ({
        actor_id: null,
        action: 'user.update',
        target: i % 2 ? `user:${zelia.id}` : 'closed-day:2026-12-25',
        detail: JSON.stringify({ before: { status: 'Ativo' }, after: { note: `${FULL} corrigida (${i})` } }),
        created_at: at,
      })),
    );
    const hosted = await app.db
      .insertInto('appointments')
      .values({
        room_id: await room('Sala 10'),
        user_id: host.id,
        date_initial: `2026-11-${10 + histories} 09:00:00`,
        date_final: `2026-11-${10 + histories} 10:00:00`,
        uid: randomUUID(),
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insert(
      'booking_guests',
      rows(n.guests, () => ({ appointment_id: hosted.id, name: FULL, email: null, created_at: at, arrived_at: null })),
    );
    const sala20 = await room('Sala 20');
    await insert(
      'appointments',
      rows(n.bookings, (i) => {
        const day = `2026-12-${String(1 + 10 * histories + Math.floor(i / 8)).padStart(2, '0')}`;
        const hour = String(9 + (i % 8)).padStart(2, '0');
        return {
          room_id: sala20,
          user_id: zelia.id,
          date_initial: `${day} ${hour}:00:00`,
          date_final: `${day} ${hour}:30:00`,
          uid: randomUUID(),
          created_at: at,
        };
      }),
    );
    return zelia;
  }

  /** What of the person is left where it should not be: each count must end at zero. */
  async function leftOf(zelia: Member) {
    const count = async (q: Promise<unknown[]>) => (await q).length;
    return {
      mailsTo: await count(app.db.selectFrom('outbox').select('id').where('recipient', '=', zelia.email).execute()),
      mailsNaming: await count(app.db.selectFrom('outbox').select('id').where('text', 'like', '%Zélia%').execute()),
      audit: await count(app.db.selectFrom('audit').select('id').where('detail', 'like', '%Quintal%').execute()),
      guests: await count(app.db.selectFrom('booking_guests').select('id').where('name', '=', FULL).execute()),
      bookingsAhead: await count(
        app.db
          .selectFrom('appointments')
          .select('id')
          .where('user_id', '=', zelia.id)
          .where('cancelled_at', 'is', null)
          .where('date_initial', '>', '2026-11-23 10:00:00')
          .execute(),
      ),
    };
  }
  /** The copies to or about the person (staff's notice of their registration too): each counted once as deleted. */
  const mailsTo = async (m: Member) =>
    (
      await app.db
        .selectFrom('outbox')
        .select('id')
        .where((eb) => eb.or([eb('recipient', '=', m.email), eb('text', 'like', `%${m.email}%`)]))
        .execute()
    ).length;
  const NOTHING = { mailsTo: 0, mailsNaming: 0, audit: 0, guests: 0, bookingsAhead: 0 };

  const anonymizeEntries = (id: number) =>
    app.db
      .selectFrom('audit')
      .select('detail')
      .where('action', '=', 'user.anonymize')
      .where('target', '=', `user:${id}`)
      .execute();

  it('never changes more than a batch of rows in one write transaction', async () => {
    const zelia = await longHistory({ mails: 700, audit: 1_400, guests: 600, bookings: 60 });
    const toHer = await mailsTo(zelia);
    const counter = countWrites();
    let perTransaction: number[];
    try {
      await anonymizeMember(app, staff, zelia.id);
    } finally {
      perTransaction = counter.stop();
    }
    expect(await leftOf(zelia)).toEqual(NOTHING);
    // Every row above was changed (and the cancellations' e-mails written and forgotten)...
    expect(perTransaction.reduce((a, b) => a + b, 0)).toBeGreaterThan(3_400);
    // ...in transactions of at most a batch (and the claim's own row).
    expect(Math.max(...perTransaction)).toBeLessThanOrEqual(ERASURE_BATCH + 2);
    const [entry] = await anonymizeEntries(zelia.id);
    expect(JSON.parse(entry?.detail ?? '{}').after).toMatchObject({ emails_deleted: toHer + 60 });
  }, 120_000);

  it('is finished by a later run when its process died after the first batch, once', async () => {
    const zelia = await longHistory({ mails: 700, audit: 300, guests: 100, bookings: 10 });
    const toHer = await mailsTo(zelia);
    const crash = new Error('the process died');
    await expect(
      anonymizeMember(app, staff, zelia.id, {
        afterBatch: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    // Marked anonymised, access ended, but not all forgotten yet: its claim is fresh.
    const half = await leftOf(zelia);
    expect(half).not.toEqual(NOTHING);
    expect(half.mailsTo + half.mailsNaming).toBeGreaterThan(0);
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', zelia.id).executeTakeFirstOrThrow();
    expect(row.anonymized_at).not.toBeNull();
    expect(row.password_hash).toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${zelia.token}` } }))
        .statusCode,
    ).toBe(401);
    // Staff pressing again while the run may still be going: already being done.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/users/${zelia.id}/anonymize`,
          headers: { authorization: `Bearer ${await staffToken(app)}` },
        })
      ).statusCode,
    ).toBe(409);
    expect(await resumeErasures(app)).toBe(0);

    // Six minutes on, the claim is stale: of two runs at once, one takes it over and finishes it.
    app.clock.set(new Date(new Date(MONDAY_10AM).getTime() + 6 * 60_000).toISOString());
    const resumed = await Promise.all([resumeErasures(app), resumeErasures(app)]);
    expect(resumed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await leftOf(zelia)).toEqual(NOTHING);
    const done = await app.db.selectFrom('users').selectAll().where('id', '=', zelia.id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ name: privacyWords.anonymizedPerson, lastname: '', phone: '' });
    expect(done.email).toMatch(/@arena\.invalid$/);
    // Audited once, the copies deleted counted once across both runs.
    const entries = await anonymizeEntries(zelia.id);
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]?.detail ?? '{}').after).toMatchObject({ emails_deleted: toHer + 10 });
    expect(await app.db.selectFrom('erasures').select('user_id').execute()).toEqual([]);
    expect(await resumeErasures(app)).toBe(0);
    app.clock.set(MONDAY_10AM);
  }, 120_000);

  it('cancels the bookings and empties the requests the person makes while being anonymised', async () => {
    const zelia = await longHistory({ mails: 600, audit: 600, guests: 0, bookings: 0 });
    const slots = Array.from({ length: 20 }, (_, i) => {
      const day = `2026-11-${String(24 + Math.floor(i / 5)).padStart(2, '0')}`;
      const hour = String(9 + 2 * (i % 5)).padStart(2, '0');
      return { date_initial: `${day} ${hour}:00:00`, date_final: `${day} ${hour}:30:00` };
    });
    const staffAuth = { authorization: `Bearer ${await staffToken(app)}` };
    const [erased, ...theirs] = await Promise.all([
      app.inject({ method: 'POST', url: `/api/admin/users/${zelia.id}/anonymize`, headers: staffAuth }),
      ...slots.map((slot) =>
        post(app, '/api/manager/appointment/store', { participants: 'Sala 20', ...slot, isStudio: false }, zelia.token),
      ),
      ...slots.map((_, i) =>
        post(
          app,
          '/api/contact',
          { name: FULL, email: zelia.email, subject: 'Financeiro', message: `Pedido ${i}` },
          zelia.token,
        ),
      ),
    ]);
    expect(erased?.statusCode, erased?.body).toBe(200);
    for (const answer of theirs) expect([200, 401, 409]).toContain(answer.statusCode);
    expect(await leftOf(zelia)).toEqual(NOTHING);
    const requests = await app.db
      .selectFrom('requests')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', zelia.id), eb('email', '=', zelia.email)]))
      .execute();
    for (const r of requests) expect(r).toMatchObject({ name: privacyWords.anonymizedPerson, status: 'done' });
    expect(JSON.stringify(requests)).not.toContain('Zélia');
  }, 120_000);
});
