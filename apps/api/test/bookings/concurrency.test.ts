import { randomUUID } from 'node:crypto';
import { bookingsWords } from '@arena/shared/bookings/words';
import { teamWords } from '@arena/shared/users/team-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp, usingPostgres } from '../helpers.ts';

/** Concurrent requests (docs/product.md#booking-rules, #team): the database, not luck, keeps bookings and seats apart. */
describe('concurrent requests', () => {
  let app: TestApp;
  let managers: Member[];

  const book = (who: Member, date_initial: string, date_final: string, participants = 'Sala 10') =>
    post(app, '/api/manager/appointment/store', { participants, date_initial, date_final, isStudio: false }, who.token);

  async function activeRows(roomName: string, date: string) {
    return app.db
      .selectFrom('appointments')
      .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
      .select(['appointments.id', 'appointments.user_id', 'appointments.date_initial', 'appointments.date_final'])
      .where('rooms.name', '=', roomName)
      .where('appointments.cancelled_at', 'is', null)
      .where('appointments.date_initial', '>=', `${date} 00:00:00`)
      .where('appointments.date_initial', '<', `${date} 23:59:59`)
      .orderBy('appointments.date_initial')
      .execute();
  }

  async function roomId(name: string): Promise<number> {
    return (await app.db.selectFrom('rooms').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  }

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    managers = [];
    for (let i = 0; i < 5; i += 1) managers.push(await activeManager(app));
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets exactly one of 25 simultaneous requests for the same slot through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        book(managers[i % managers.length] as Member, '2026-11-24 09:00:00', '2026-11-24 10:00:00'),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe(bookingsWords.bookingConflict);
    const winner = answers.find((a) => a.statusCode === 200);
    const rows = await activeRows('Sala 10', '2026-11-24');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(winner?.json().appointment.id);
    expect(await app.db.selectFrom('appointments').select('id').execute()).toHaveLength(1);
  });

  it('never leaves two overlapping rows when different starts race for the same hour', async () => {
    const ranges: Array<[string, string]> = [
      ['08:30', '09:30'],
      ['09:00', '10:00'],
      ['09:30', '10:30'],
      ['08:00', '10:00'],
      ['09:00', '09:30'],
      ['09:30', '10:00'],
      ['09:00', '11:00'],
      ['08:30', '10:30'],
    ];
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => {
        const [start, end] = ranges[i % ranges.length] as [string, string];
        return book(managers[i % managers.length] as Member, `2026-11-25 ${start}`, `2026-11-25 ${end}`, 'Sala 20');
      }),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect({ status: a.statusCode, message: a.json().message }).toEqual({
        status: 409,
        message: bookingsWords.bookingConflict,
      });
    }
    const rows = await activeRows('Sala 20', '2026-11-25');
    expect(rows).toHaveLength(ok.length);
    for (let i = 1; i < rows.length; i += 1) {
      expect(
        (rows[i - 1] as { date_final: string }).date_final <= (rows[i] as { date_initial: string }).date_initial,
      ).toBe(true);
    }
    // Every booking covers part of 09:00–10:00, so at most two can fit (09:00–09:30 and 09:30–10:00).
    expect(rows.length).toBeLessThanOrEqual(2);
  });

  it('gives out exactly the plan’s seats to 10 simultaneous team invites', async () => {
    const manager = await activeManager(app, { qtd_team: 2 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          app,
          '/api/team',
          { name: `Membro ${i}`, email: `membro${i}-corrida@empresa.test`, phone: '(21) 98765-4321' },
          manager.token,
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect({ status: a.statusCode, message: a.json().message }).toEqual({
        status: 409,
        message: teamWords.teamNoSeats,
      });
    }
    const members = await app.db.selectFrom('users').select('id').where('manager_id', '=', manager.id).execute();
    expect(members).toHaveLength(2);
  });

  describe('the database itself', () => {
    const row = (room_id: number, user_id: number, start: string, end: string, cancelled_at: string | null = null) => ({
      room_id,
      user_id,
      date_initial: start,
      date_final: end,
      uid: randomUUID(),
      created_at: MONDAY_10AM,
      cancelled_at,
    });

    it('refuses an overlapping row inserted around the service, but not a cancelled one', async () => {
      const room = await roomId('Sala 30');
      const user = (managers[0] as Member).id;
      await app.db
        .insertInto('appointments')
        .values(row(room, user, '2026-11-26 09:00:00', '2026-11-26 10:00:00'))
        .execute();
      const overlap = app.db
        .insertInto('appointments')
        .values(row(room, user, '2026-11-26 09:30:00', '2026-11-26 10:30:00'))
        .execute();
      await expect(overlap).rejects.toThrow(/appointments_no_overlap/);
      await expect(overlap).rejects.toMatchObject(usingPostgres ? { code: '23P01' } : {});

      const cancelled = row(room, user, '2026-11-26 09:00:00', '2026-11-26 10:00:00', MONDAY_10AM);
      await app.db.insertInto('appointments').values(cancelled).execute();
      await app.db
        .insertInto('appointments')
        .values(row(room, user, '2026-11-26 10:00:00', '2026-11-26 11:00:00'))
        .execute();
      await app.db
        .insertInto('appointments')
        .values(row(await roomId('Sala 10'), user, '2026-11-26 09:00:00', '2026-11-26 10:00:00'))
        .execute();
      expect(await activeRows('Sala 30', '2026-11-26')).toHaveLength(2);
    });

    it('refuses reviving a cancelled row whose slot was taken meanwhile', async () => {
      const room = await roomId('Sala 30');
      const user = (managers[1] as Member).id;
      const old = await app.db
        .insertInto('appointments')
        .values(row(room, user, '2026-11-27 14:00:00', '2026-11-27 15:00:00', MONDAY_10AM))
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.db
        .insertInto('appointments')
        .values(row(room, user, '2026-11-27 14:30:00', '2026-11-27 15:30:00'))
        .execute();
      const revive = app.db.updateTable('appointments').set({ cancelled_at: null }).where('id', '=', old.id).execute();
      await expect(revive).rejects.toThrow(/appointments_no_overlap/);
      expect(await activeRows('Sala 30', '2026-11-27')).toHaveLength(1);
    });
  });
});
