import { bookingsWords } from '@arena/shared/bookings/words';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../answers.ts';
import { activeManager, type Member, outbox, post } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { planSteps } from '../plans/plan-steps.ts';

/**
 * Weekly series (docs/product.md#series). Today is Monday 2026-11-23, 10:00 in São Paulo; the
 * horizon is 60 days so a long series runs past it.
 */
let app: TestApp;
const { asStaff, onPlan, usage } = planSteps(() => app);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A free date of a preview, with its excedente (none within the plan, free on a plan without prices). */
const free = (date: string, overage_minutes = 0, overage_cents: number | null = 0) => ({
  date,
  state: 'livre',
  overage_minutes,
  overage_cents,
});
const preview = (who: Member, body: object) => post(app, '/api/manager/appointment/series/preview', body, who.token);
const confirm = (who: Member, body: object) => post(app, '/api/manager/appointment/series', body, who.token);
const single = (who: Member, participants: string, date_initial: string, date_final: string) =>
  post(app, '/api/manager/appointment/store', { participants, date_initial, date_final, isStudio: false }, who.token);
const cancel = (who: Member, ai: number, scope?: 'one' | 'following') =>
  app.inject({
    method: 'PUT',
    url: '/api/cancel-appointment',
    headers: auth(who.token),
    payload: { ui: who.id, ai, ...(scope ? { scope } : {}) },
  });
const live = (room: string, start: string) =>
  app.db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .select(['appointments.id', 'appointments.user_id'])
    .where('rooms.name', '=', room)
    .where('appointments.date_initial', '=', start)
    .where('appointments.cancelled_at', 'is', null)
    .execute();
const icsOf = (mail: { attachments: string | null } | undefined) =>
  (JSON.parse(mail?.attachments ?? '[]') as Array<{ content: string; contentType: string }>)[0]?.content ?? '';
const uidsOf = (ics: string) => [...ics.replace(/\r\n /g, '').matchAll(/^UID:(.+)$/gm)].map((m) => m[1]?.trim());

beforeAll(async () => {
  app = await createTestApp({
    BOOKING_HORIZON_DAYS: '60',
    RATE_LIMIT_GLOBAL: '100000/1m',
    RATE_LIMIT_REGISTER: '1000/1h',
  });
});
afterEach(() => {
  app.clock.set(MONDAY_10AM);
});
afterAll(async () => {
  await app.close();
});

describe('a weekly series', () => {
  it('previews each date’s state, books the free ones, and mails one .ics with each occurrence under its own UID', async () => {
    const ana = await activeManager(app, { plan: 'Arena Exclusiva' });
    const bia = await activeManager(app);
    // Monday 2026-11-30 09:00 for 10 weeks: 12-14 is closed, 12-07 taken, past 2027-01-22 beyond the horizon.
    expect(
      (await asStaff('POST', '/api/admin/closed-days', { date: '2026-12-14', reason: 'Dedetização' })).statusCode,
    ).toBe(200);
    expect((await single(bia, 'Sala 20', '2026-12-07 09:30:00', '2026-12-07 10:30:00')).statusCode).toBe(200);
    const body = {
      participants: 'Sala 20',
      date_initial: '2026-11-30 09:00',
      date_final: '2026-11-30 10:00',
      weeks: 10,
    };
    const seen = await preview(ana, body);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual([
      free('2026-11-30'),
      { date: '2026-12-07', state: 'ocupado' },
      { date: '2026-12-14', state: 'dia_fechado' },
      free('2026-12-21'),
      free('2026-12-28'),
      free('2027-01-04'),
      free('2027-01-11'),
      free('2027-01-18'),
      { date: '2027-01-25', state: 'alem_do_prazo' },
      { date: '2027-02-01', state: 'alem_do_prazo' },
    ]);
    expect(await live('Sala 20', '2026-11-30 09:00:00')).toEqual([]);

    const done = await confirm(ana, body);
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json();
    expect(answer.message).toBe('6 reservas confirmadas.');
    expect(answer.booked.map((b: { date_initial: string }) => b.date_initial)).toEqual(
      ['2026-11-30', '2026-12-21', '2026-12-28', '2027-01-04', '2027-01-11', '2027-01-18'].map((d) => `${d} 09:00:00`),
    );
    expect(answer.refused).toEqual([
      { date: '2026-12-07', state: 'ocupado' },
      { date: '2026-12-14', state: 'dia_fechado' },
      { date: '2027-01-25', state: 'alem_do_prazo' },
      { date: '2027-02-01', state: 'alem_do_prazo' },
    ]);
    const rows = await app.db
      .selectFrom('appointments')
      .select(['uid', 'series_id'])
      .where('user_id', '=', ana.id)
      .orderBy('date_initial')
      .execute();
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.series_id))).toEqual(new Set([answer.series_id]));

    const mails = await outbox(app, ana.email);
    const series = mails.filter((m) => m.subject.startsWith('Reservas confirmadas'));
    expect(series).toHaveLength(1);
    expect(mails.filter((m) => m.subject === 'Reserva confirmada no Arena Cowork')).toHaveLength(0);
    expect(series[0]?.text).toContain('segunda-feira, 21 de dezembro de 2026, das 09:00 às 10:00');
    expect(series[0]?.text).toContain('14/12/2026: dia fechado');
    const ics = icsOf(series[0]);
    expect(ics).toContain('METHOD:REQUEST');
    expect(uidsOf(ics)).toEqual(rows.map((r) => r.uid));

    // The calendar feed shows the same UIDs.
    const feed = await app.inject({ method: 'GET', url: '/api/users/me/calendar', headers: auth(ana.token) });
    const path = new URL(feed.json().url).pathname;
    const calendar = await app.inject({ method: 'GET', url: path });
    expect(calendar.statusCode).toBe(200);
    expect(uidsOf(calendar.body).sort()).toEqual(rows.map((r) => r.uid).sort());

    // Minhas reservas carries the series.
    const mine = await app.inject({ method: 'GET', url: '/api/appointments/mine', headers: auth(ana.token) });
    expect(mine.json().map((b: { series_id: string | null }) => b.series_id)).toEqual(rows.map(() => answer.series_id));
  });

  it('refuses 1 or 13 weeks and a first date the single booking would refuse', async () => {
    const ana = await activeManager(app);
    const base = { participants: 'Sala 10', date_initial: '2026-11-30 09:00', date_final: '2026-11-30 10:00' };
    for (const weeks of [1, 13, 'x']) {
      const res = await preview(ana, { ...base, weeks });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('INVALID_INPUT', bookingsWords.seriesWeeksInvalid, 'weeks'));
    }
    const weekend = await confirm(ana, {
      ...base,
      date_initial: '2026-11-28 09:00',
      date_final: '2026-11-28 10:00',
      weeks: 2,
    });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json()).toEqual(refused('BOOKING_WEEKEND', bookingsWords.bookingWeekend));
    const room = await confirm(ana, { ...base, participants: 'Sala 99', weeks: 2 });
    expect(room.statusCode).toBe(404);
  });

  it('stays consistent when 20 single bookings race for one of its dates: that date goes to one, the others are booked', async () => {
    const ana = await activeManager(app, { plan: 'Arena Exclusiva' });
    const rivals: Member[] = [];
    for (let i = 0; i < 4; i += 1) rivals.push(await activeManager(app, { plan: 'Arena Exclusiva' }));
    const body = {
      participants: 'Sala 30',
      date_initial: '2026-11-24 14:00',
      date_final: '2026-11-24 15:00',
      weeks: 4,
    };
    const contested = '2026-12-08 14:00:00';
    const [series, ...singles] = await Promise.all([
      confirm(ana, body),
      ...Array.from({ length: 20 }, (_, i) =>
        single(rivals[i % rivals.length] as Member, 'Sala 30', contested, '2026-12-08 15:00:00'),
      ),
    ]);
    expect(series?.statusCode, series?.body).toBe(200);
    const answer = series?.json();
    const winners = await live('Sala 30', contested);
    expect(winners).toHaveLength(1);
    const singleWon = singles.filter((r) => r.statusCode === 200).length;
    for (const r of singles.filter((s) => s.statusCode !== 200)) expect(r.json().code).toBe('BOOKING_CONFLICT');
    if (winners[0]?.user_id === ana.id) {
      expect(singleWon).toBe(0);
      expect(answer.booked).toHaveLength(4);
    } else {
      expect(singleWon).toBe(1);
      expect(answer.booked).toHaveLength(3);
      expect(answer.refused).toEqual([{ date: '2026-12-08', state: 'ocupado' }]);
    }
    for (const day of ['2026-11-24', '2026-12-01', '2026-12-15']) {
      expect((await live('Sala 30', `${day} 14:00:00`)).map((r) => r.user_id)).toEqual([ana.id]);
    }
  });

  it('counts each occurrence in its own month’s hours across a month end, and says sem horas where the plan blocks', async () => {
    const ana = await activeManager(app);
    await onPlan(ana, 4, 'block');
    // 3 hours every Tuesday: 11-24 (November), 12-01 and 12-08 (December, 4 h: the second is refused).
    const body = {
      participants: 'Sala 10',
      date_initial: '2026-11-24 09:00',
      date_final: '2026-11-24 12:00',
      weeks: 3,
    };
    const seen = (await preview(ana, body)).json();
    expect(seen).toEqual([free('2026-11-24'), free('2026-12-01'), { date: '2026-12-08', state: 'sem_horas' }]);
    const answer = (await confirm(ana, body)).json();
    expect(answer.booked).toHaveLength(2);
    expect(answer.refused).toEqual([{ date: '2026-12-08', state: 'sem_horas' }]);
    expect((await usage(ana, '2026-11')).used_minutes).toBe(180);
    expect((await usage(ana, '2026-12')).used_minutes).toBe(180);
  });

  it('keeps the wall-clock time across São Paulo’s daylight-saving change of November 2018', async () => {
    // Monday 2018-10-22, 10:00 (UTC-3); daylight saving began on 2018-11-04 (UTC-2).
    app.clock.set('2018-10-22T13:00:00.000Z');
    const ana = await activeManager(app, { plan: 'Arena Exclusiva' });
    const body = {
      participants: 'Sala 10',
      date_initial: '2018-10-29 10:00',
      date_final: '2018-10-29 11:00',
      weeks: 3,
    };
    const answer = (await confirm(ana, body)).json();
    expect(answer.booked.map((b: { date_initial: string }) => b.date_initial)).toEqual([
      '2018-10-29 10:00:00',
      '2018-11-05 10:00:00',
      '2018-11-12 10:00:00',
    ]);
    const mail = (await outbox(app, ana.email)).find((m) => m.subject.startsWith('Reservas confirmadas'));
    const starts = [...icsOf(mail).matchAll(/^DTSTART:(\S+)$/gm)].map((m) => m[1]);
    // 10:00 in São Paulo is 13:00 UTC before the change and 12:00 UTC after it.
    expect(starts).toEqual(['20181029T130000Z', '20181105T120000Z', '20181112T120000Z']);
  });

  it('cancels one occurrence, or it and all the following, each under the notice rule', async () => {
    const ana = await activeManager(app, { plan: 'Arena Exclusiva' });
    const body = {
      participants: 'Sala 10',
      date_initial: '2026-11-25 16:00',
      date_final: '2026-11-25 17:00',
      weeks: 4,
    };
    const ids = ((await confirm(ana, body)).json().booked as Array<{ id: number }>).map((b) => b.id);
    const [first, second, third, fourth] = ids as [number, number, number, number];
    const one = await cancel(ana, second);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ message: 'Cancelamento efetuado com sucesso' });
    const stillLive = async () =>
      (
        await app.db
          .selectFrom('appointments')
          .select('id')
          .where('id', 'in', ids)
          .where('cancelled_at', 'is', null)
          .orderBy('date_initial')
          .execute()
      ).map((r) => r.id);
    expect(await stillLive()).toEqual([first, third, fourth]);
    // Two hours before the first: too late for it and, so, for "this and the following".
    app.clock.set('2026-11-25T17:00:00.000Z');
    const late = await cancel(ana, first, 'following');
    expect(late.statusCode).toBe(422);
    expect(await stillLive()).toEqual([first, third, fourth]);
    app.clock.set(MONDAY_10AM);
    const before = (await outbox(app, ana.email)).length;
    const following = await cancel(ana, third, 'following');
    expect(following.statusCode).toBe(200);
    expect(following.json()).toEqual({ message: '2 reservas canceladas.' });
    expect(await stillLive()).toEqual([first]);
    const told = (await outbox(app, ana.email)).slice(before);
    expect(told.map((m) => m.subject)).toEqual([
      'Reserva cancelada no Arena Cowork',
      'Reserva cancelada no Arena Cowork',
    ]);
    for (const m of told) expect(icsOf(m)).toContain('METHOD:CANCEL');
    // Another member's series cannot be cancelled.
    const bia = await activeManager(app);
    const theirs = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: auth(bia.token),
      payload: { ui: bia.id, ai: first, scope: 'following' },
    });
    expect(theirs.statusCode).toBe(403);
  });
});
