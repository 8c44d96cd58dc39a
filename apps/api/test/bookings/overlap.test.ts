import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasOverlap } from '../../src/modules/bookings/bookings.repository.ts';
import { activeManager, type Member, post } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * The overlap check a booking makes under the room's lock, asked directly: on PostgreSQL it is the
 * exclusion constraint's range test (issue 34), which the constraint would otherwise hide behind
 * its own 409. Today is Monday 2026-11-23, 10:00.
 */
describe('the overlap check of a booking', () => {
  let app: TestApp;
  let ana: Member;
  let roomId: number;

  const book = (date_initial: string, date_final: string) =>
    post(
      app,
      '/api/manager/appointment/store',
      { participants: 'Sala 10', date_initial, date_final, isStudio: false },
      ana.token,
    );
  const at = (h: number, m = 0) => h * 60 + m;
  const overlaps = (room: number, date: string, start: number, end: number) =>
    app.db.transaction().execute((trx) => hasOverlap(trx, room, { date, start, end }));

  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app);
    const booked = await book('2026-11-30 09:00:00', '2026-11-30 10:00:00');
    expect(booked.statusCode).toBe(200);
    roomId = (await app.db.selectFrom('appointments').select('room_id').executeTakeFirstOrThrow()).room_id;
    const gone = await book('2026-11-30 11:00:00', '2026-11-30 12:00:00');
    await app.db
      .updateTable('appointments')
      .set({ cancelled_at: '2026-11-23T13:00:00.000Z', cancelled_by: ana.id })
      .where('id', '=', gone.json().appointment.id)
      .execute();
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds a live booking that shares any minute with the slot', async () => {
    expect(await overlaps(roomId, '2026-11-30', at(9), at(10))).toBe(true);
    expect(await overlaps(roomId, '2026-11-30', at(9, 30), at(10, 30))).toBe(true);
    expect(await overlaps(roomId, '2026-11-30', at(8, 30), at(9, 30))).toBe(true);
    expect(await overlaps(roomId, '2026-11-30', at(8), at(12))).toBe(true);
  });

  it('not one that only touches it, is cancelled, is in another room or on another day', async () => {
    expect(await overlaps(roomId, '2026-11-30', at(10), at(11))).toBe(false);
    expect(await overlaps(roomId, '2026-11-30', at(8), at(9))).toBe(false);
    expect(await overlaps(roomId, '2026-11-30', at(11), at(12))).toBe(false);
    expect(await overlaps(roomId + 1, '2026-11-30', at(9), at(10))).toBe(false);
    expect(await overlaps(roomId, '2026-12-01', at(9), at(10))).toBe(false);
  });
});
