import { closedDaysStaffWords } from '@arena/shared/closed-days/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post, staffToken } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

/**
 * Closed days (docs/product.md#api, #back-office): staff add and remove them, or load a year's national
 * holidays; the member calendar reads them and booking on them is refused. Today is Monday
 * 2026-11-23, 10:00 in São Paulo.
 */
let app: TestApp;
let staff = '';
let staffId = 0;
let ana: Member;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = staff) =>
  app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const closeDay = (date: unknown, reason: unknown = 'Dedetização') =>
  call('POST', '/api/admin/closed-days', { date, reason });
const staffList = async (query = '') =>
  (await call('GET', `/api/admin/closed-days${query}`)).json() as Array<{ date: string; reason: string }>;
const publicList = async () =>
  (await app.inject({ method: 'GET', url: '/api/closed-days' })).json() as Array<{ date: string; reason: string }>;
const book = (day: string, from = '09:00', to = '10:00', room = 'Sala 10') =>
  post(
    app,
    '/api/manager/appointment/store',
    { participants: room, date_initial: `${day} ${from}:00`, date_final: `${day} ${to}:00`, isStudio: false },
    ana.token,
  );
const auditOf = (target: string) =>
  app.db.selectFrom('audit').selectAll().where('target', '=', target).orderBy('id').execute();

beforeAll(async () => {
  app = await createTestApp();
  staff = await staffToken(app);
  staffId = (await app.inject({ method: 'GET', url: '/api/users/me', headers: auth(staff) })).json().id;
  ana = await activeManager(app);
});
afterAll(async () => {
  await app?.close();
});

describe('closing and reopening a day', () => {
  it('a day staff close is listed for the calendar and refused for booking; reopened, it books again', async () => {
    const res = await closeDay('2026-12-02', '  Dedetização  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: closedDaysStaffWords.closedDayAdded, bookings: 0 });
    expect(await staffList()).toContainEqual({ date: '2026-12-02', reason: 'Dedetização', created_at: MONDAY_10AM });
    expect(await publicList()).toContainEqual({ date: '2026-12-02', reason: 'Dedetização' });

    const refused = await book('2026-12-02');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: bookingsWords.bookingClosedDay, code: 'BOOKING_CLOSED_DAY' });

    const reopened = await call('DELETE', '/api/admin/closed-days/2026-12-02');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({ message: closedDaysStaffWords.closedDayRemoved });
    expect((await publicList()).map((d) => d.date)).not.toContain('2026-12-02');
    expect((await book('2026-12-02')).statusCode).toBe(200);

    const audit = await auditOf('closed-day:2026-12-02');
    expect(audit.map((a) => [a.action, a.actor_id, JSON.parse(a.detail)])).toEqual([
      ['closed-day.create', staffId, { before: null, after: { date: '2026-12-02', reason: 'Dedetização' } }],
      ['closed-day.delete', staffId, { before: { date: '2026-12-02', reason: 'Dedetização' }, after: null }],
    ]);
  });

  it('counts the active bookings already on the day, and leaves them booked', async () => {
    const kept = (await book('2026-12-03', '08:00', '09:00')).json().appointment.id as number;
    expect((await book('2026-12-03', '10:00', '11:00', 'Sala 20')).statusCode).toBe(200);
    const gone = (await book('2026-12-03', '14:00', '15:00')).json().appointment.id as number;
    await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: auth(ana.token),
      payload: { ui: ana.id, ai: gone },
    });
    expect((await book('2026-12-04')).statusCode).toBe(200);

    const res = await closeDay('2026-12-03', 'Reforma da recepção');
    expect(res.json()).toEqual({ message: closedDaysStaffWords.closedDayAdded, bookings: 2 });
    const row = await app.db
      .selectFrom('appointments')
      .select('cancelled_at')
      .where('id', '=', kept)
      .executeTakeFirst();
    expect(row?.cancelled_at).toBeNull();
  });

  it('refuses a day already closed (409) and reopening one that is not (404)', async () => {
    expect((await closeDay('2026-12-07', 'Inventário')).statusCode).toBe(200);
    const again = await closeDay('2026-12-07', 'Outro motivo');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: closedDaysStaffWords.closedDayExists, code: 'CLOSED_DAY_EXISTS' });
    expect((await staffList()).find((d) => d.date === '2026-12-07')?.reason).toBe('Inventário');

    const missing = await call('DELETE', '/api/admin/closed-days/2026-12-08');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: closedDaysStaffWords.closedDayNotFound, code: 'CLOSED_DAY_NOT_FOUND' });
    expect(await auditOf('closed-day:2026-12-08')).toEqual([]);
  });

  it.each([
    ['a day that does not exist', '2026-02-30', 'Motivo', bookingsStaffWords.dateInvalid],
    ['another date format', '03/12/2026', 'Motivo', bookingsStaffWords.dateInvalid],
    ['no date', undefined, 'Motivo', bookingsStaffWords.dateInvalid],
    ['a blank reason', '2026-12-09', '   ', closedDaysStaffWords.closedDayReasonInvalid],
    ['no reason', '2026-12-09', undefined, closedDaysStaffWords.closedDayReasonInvalid],
    ['a reason of 121 characters', '2026-12-09', 'a'.repeat(121), closedDaysStaffWords.closedDayReasonInvalid],
  ])('refuses %s', async (_name, date, reason, message) => {
    const res = await call('POST', '/api/admin/closed-days', { date, reason });
    expect(res.statusCode).toBe(400);
    const field = message === bookingsStaffWords.dateInvalid ? 'date' : 'reason';
    expect(res.json()).toEqual(refused('INVALID_INPUT', message, field));
    expect((await staffList()).map((d) => d.date)).not.toContain('2026-12-09');
  });

  it('takes a reason of 120 characters', async () => {
    expect((await closeDay('2026-12-10', 'a'.repeat(120))).statusCode).toBe(200);
  });

  it.each(['2026-13-01', 'amanha', '2026-12-1', '%00'])('DELETE /api/admin/closed-days/%s → 400', async (date) => {
    const res = await call('DELETE', `/api/admin/closed-days/${date}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: bookingsStaffWords.dateInvalid, code: 'INVALID_INPUT', field: 'date' });
  });

  it('is for staff only', async () => {
    const res = await call('POST', '/api/admin/closed-days', { date: '2026-12-11', reason: 'x' }, ana.token);
    expect(res.statusCode).toBe(403);
    expect((await staffList()).map((d) => d.date)).not.toContain('2026-12-11');
  });
});

describe('listing', () => {
  it('orders by date and filters by year; the member list starts today', async () => {
    await closeDay('2027-03-15', 'Março');
    await closeDay('2026-11-20', 'Passado');
    await closeDay('2028-01-03', 'Outro ano');
    const all = (await staffList()).map((d) => d.date);
    expect(all).toEqual([...all].sort());
    expect(all).toEqual(expect.arrayContaining(['2026-11-20', '2027-03-15', '2028-01-03']));
    expect((await staffList('?year=2028')).map((d) => d.date)).toEqual(['2028-01-03']);
    expect((await staffList('?year=2029')).map((d) => d.date)).toEqual([]);
    expect((await publicList()).map((d) => d.date)).not.toContain('2026-11-20');
  });

  it.each(['abc', '1999', '2101', '2027.5', ''])('refuses ?year=%s', async (year) => {
    const res = await call('GET', `/api/admin/closed-days?year=${year}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: closedDaysStaffWords.yearInvalid, code: 'INVALID_INPUT', field: 'year' });
  });
});

describe('loading the national holidays', () => {
  const holidays = (year: unknown, token = staff) => call('POST', '/api/admin/closed-days/holidays', { year }, token);

  it('closes the year’s weekday national holidays, keeping days already closed as they were', async () => {
    // Staff had closed Independence Day with their own note.
    await closeDay('2027-09-07', 'Fechado por conta própria');
    const res = await holidays(2027);
    expect(res.statusCode, res.body).toBe(200);
    const year2027 = await staffList('?year=2027');
    // 2027: 1 May, 20 November and 25 December fall on a Saturday, and are left out.
    expect(year2027.map((d) => d.date)).toEqual([
      '2027-01-01',
      '2027-03-15',
      '2027-03-26',
      '2027-04-21',
      '2027-09-07',
      '2027-10-12',
      '2027-11-02',
      '2027-11-15',
    ]);
    expect(res.json()).toEqual({
      message: `${closedDaysStaffWords.holidaysAddedMany({ n: '6', year: '2027' })} ${closedDaysStaffWords.holidaysWeekendNote}`,
      added: 6,
    });
    const by = Object.fromEntries(year2027.map((d) => [d.date, d.reason]));
    expect(by).toMatchObject({
      // The names the laws give the holidays, not the library's.
      '2027-01-01': 'Confraternização Universal',
      '2027-03-26': 'Paixão de Cristo',
      '2027-04-21': 'Tiradentes',
      '2027-09-07': 'Fechado por conta própria',
    });
    expect(by['2027-12-25']).toBeUndefined();

    const audit = await auditOf('closed-days:2027');
    expect(audit).toMatchObject([{ actor_id: staffId, action: 'closed-day.holidays' }]);
    const detail = JSON.parse(String(audit[0]?.detail));
    expect(detail.after.year).toBe(2027);
    expect(detail.after.added.map((d: { date: string }) => d.date)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-04-21',
      '2027-10-12',
      '2027-11-02',
      '2027-11-15',
    ]);

    const again = await holidays(2027);
    expect(again.json()).toEqual({
      message: `${closedDaysStaffWords.holidaysAddedNone('2027')} ${closedDaysStaffWords.holidaysWeekendNote}`,
      added: 0,
    });
    expect(await auditOf('closed-days:2027')).toHaveLength(1);
  });

  it('loads the current year; a loaded holiday is refused for booking and shown to members', async () => {
    const closedBefore = (await staffList('?year=2026')).map((d) => d.date);
    expect(closedBefore).toContain('2026-11-20'); // closed by the listing test above
    const res = await holidays(2026);
    expect(res.statusCode, res.body).toBe(200);
    // Nine weekday holidays, 20 November already closed; the two election Sundays and
    // 15 November (a Sunday) are left out.
    expect(res.json().added).toBe(8);
    const dates = (await staffList('?year=2026')).map((d) => d.date);
    expect(dates).toEqual(expect.arrayContaining(['2026-01-01', '2026-04-03', '2026-11-20', '2026-12-25']));
    expect(dates).not.toEqual(expect.arrayContaining(['2026-10-04']));
    expect(dates).not.toContain('2026-11-15');
    expect(await publicList()).toContainEqual({ date: '2026-12-25', reason: 'Natal' });
    const refused = await book('2026-12-25');
    expect(refused.json()).toEqual({ message: bookingsWords.bookingClosedDay, code: 'BOOKING_CLOSED_DAY' });
  });

  it.each([
    ['last year', 2025, 400],
    ['five years ahead', 2031, 200],
    ['six years ahead', 2032, 400],
    ['a text', '2027', 400],
    ['a fraction', 2027.5, 400],
    ['nothing', undefined, 400],
  ])('%s: %s → %i', async (_name, year, status) => {
    const res = await holidays(year);
    expect(res.statusCode, res.body).toBe(status);
    const words = closedDaysStaffWords.holidaysYearInvalid;
    const refusal =
      typeof year === 'number' && Number.isInteger(year)
        ? refused('HOLIDAYS_YEAR_INVALID', words)
        : refused('INVALID_INPUT', words, 'year');
    if (status === 400) expect(res.json()).toEqual(refusal);
  });

  it('is for staff only', async () => {
    const res = await holidays(2030, ana.token);
    expect(res.statusCode).toBe(403);
    expect(await staffList('?year=2030')).toEqual([]);
  });
});
