import { randomUUID } from 'node:crypto';
import { teamWords } from '@arena/shared/users/team-words';
import { privacyWords } from '@arena/shared/privacy/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, outbox, post, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { planSteps } from '../plans/plan-steps.ts';

/**
 * Removing a team member keeps their bookings (issue 19 item 3, docs/product.md#privacy): access
 * ends, what has started stays counted in the account's hours and excedente as _Ex-membro da
 * equipe_, what has not started is cancelled with the usual e-mail and calendar CANCEL.
 * Today is Monday 2026-11-23, 10:00 in São Paulo.
 */
describe('removing a team member', () => {
  let app: TestApp;
  const { onPlan, usage } = planSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  async function bookAs(userId: number, start: string, end: string) {
    const room = await app.db.selectFrom('rooms').select('id').where('name', '=', 'Sala 20').executeTakeFirstOrThrow();
    const row = await app.db
      .insertInto('appointments')
      .values({
        room_id: room.id,
        user_id: userId,
        date_initial: start,
        date_final: end,
        uid: randomUUID(),
        created_at: MONDAY_10AM,
        overage_minutes: 60,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('keeps past hours and excedente, cancels what has not started with its e-mail, and ends access', async () => {
    const ana = await activeManager(app, { qtd_team: 2 });
    await onPlan(ana, 1, 'charge');
    const email = uniqueEmail('rita');
    expect(
      (await post(app, '/api/team', { name: 'Rita Alves', email, phone: '(21) 98765-4321' }, ana.token)).statusCode,
    ).toBe(200);
    const rita = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    // Two hours this morning (ended), an hour on Wednesday (not started).
    const past = await bookAs(rita.id, '2026-11-23 07:00:00', '2026-11-23 09:00:00');
    const future = await bookAs(rita.id, '2026-11-25 09:00:00', '2026-11-25 10:00:00');
    expect(await usage(ana)).toMatchObject({ used_minutes: 180, overage_minutes: 120 });

    const res = await post(app, '/api/team/remove', { email }, ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: teamWords.teamRemoved });

    // The morning's two hours stay counted: one included, one excedente; Wednesday's hour is gone.
    expect(await usage(ana)).toMatchObject({ used_minutes: 120, overage_minutes: 60 });
    const rows = await app.db
      .selectFrom('appointments')
      .select(['id', 'user_id', 'cancelled_at', 'cancelled_by', 'overage_minutes'])
      .where('id', 'in', [past, future])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: past, user_id: rita.id, cancelled_at: null, cancelled_by: null, overage_minutes: 60 },
      { id: future, user_id: rita.id, cancelled_at: expect.any(String), cancelled_by: ana.id, overage_minutes: 60 },
    ]);

    // The usual cancellation e-mail with the calendar's CANCEL went to her address, for Wednesday only.
    const mails = (await outbox(app, email)).filter((m) => m.subject.includes('cancelada'));
    expect(mails).toHaveLength(1);
    const ics = JSON.parse(mails[0]?.attachments ?? '[]') as Array<{ content: string }>;
    expect(ics[0]?.content).toContain('METHOD:CANCEL');
    expect(ics[0]?.content).toContain('DTSTART:20261125T120000Z');

    // The person is anonymised in the history; staff's agenda shows the booking as an ex-member's.
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', rita.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: privacyWords.exTeamMember, lastname: '', phone: '', password_hash: null });
    expect(row.email).not.toContain('rita');
    const agenda = await app.inject({
      method: 'GET',
      url: '/api/admin/appointments?from=2026-11-23',
      headers: { authorization: `Bearer ${await staffToken(app)}` },
    });
    const entry = (agenda.json() as Array<{ id: number; name: string; email: string }>).find((b) => b.id === past);
    expect(entry?.name).toBe(privacyWords.exTeamMember);
    expect(JSON.stringify(agenda.json())).not.toContain('Rita');
    for (const table of ['one_time_tokens', 'trusted_devices', 'calendar_feeds'] as const) {
      expect(await app.db.selectFrom(table).select('user_id').where('user_id', '=', rita.id).execute()).toEqual([]);
    }
    // Her sessions are revoked, remembering why, so a token she still holds is told so (docs/product.md#sessions).
    const sessions = await app.db
      .selectFrom('sessions')
      .select(['revoked_at', 'ended_reason'])
      .where('user_id', '=', rita.id)
      .execute();
    for (const session of sessions)
      expect(session).toEqual({ revoked_at: expect.any(String), ended_reason: 'removed' });
    // Her seat is free.
    const seats = await app.inject({
      method: 'GET',
      url: '/api/team/seats',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(seats.json()).toEqual({ total: 2, used: 0, free: 2 });
  });
});
