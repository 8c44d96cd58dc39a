import { randomUUID } from 'node:crypto';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { usersWords } from '@arena/shared/users/words';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, lastLinkToken, type Member, outbox, post, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

/**
 * The staff agenda (docs/product.md#api, #back-office): every room's bookings by day, and cancelling one
 * whatever the notice, with the reason e-mailed to the member. Today is Monday 2026-11-23, 10:00.
 */
let app: TestApp;
let staff = '';
let staffId = 0;
let ana: Member;
let bia: Member;
let rooms: Record<string, number> = {};

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const agenda = (query = '', token = staff) =>
  app.inject({ method: 'GET', url: `/api/admin/appointments${query}`, headers: auth(token) });
const staffCancel = (id: number | string, payload: unknown, token = staff) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/appointments/${id}/cancel`,
    headers: auth(token),
    payload: payload as object,
  });

async function book(who: Member, room: string, day: string, from: string, to: string): Promise<number> {
  const res = await post(
    app,
    '/api/manager/appointment/store',
    { participants: room, date_initial: `${day} ${from}:00`, date_final: `${day} ${to}:00`, isStudio: false },
    who.token,
  );
  if (res.statusCode !== 200) throw new Error(`book: ${res.statusCode} ${res.body}`);
  return res.json().appointment.id as number;
}

const memberList = async (who: Member, room: string) =>
  (await post(app, '/api/manager/appointment/list', { participants: room }, who.token)).json() as Array<{
    id: number;
  }>;

beforeAll(async () => {
  app = await createTestApp();
  staff = await staffToken(app);
  staffId = (await app.inject({ method: 'GET', url: '/api/users/me', headers: auth(staff) })).json().id;
  ana = await activeManager(app, { qtd_team: 3 });
  bia = await activeManager(app);
  // Two distinguishable members: the registration flow names everyone Ana Souza of Empresa Teste.
  await app.db.updateTable('users').set({ name: 'Bia', lastname: 'Lima' }).where('id', '=', bia.id).execute();
  await app.db.updateTable('companies').set({ name: 'Estúdio Lima' }).where('user_id', '=', bia.id).execute();
  const all = await app.db.selectFrom('rooms').select(['id', 'name']).execute();
  rooms = Object.fromEntries(all.map((r) => [r.name, r.id]));
});
afterEach(() => {
  app.clock.set(MONDAY_10AM);
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/admin/appointments', () => {
  let team = 0;
  beforeAll(async () => {
    await book(ana, 'Sala 10', '2026-11-24', '11:00', '12:00');
    await book(ana, 'Sala 20', '2026-11-24', '09:00', '10:00');
    await book(bia, 'Sala 10', '2026-11-24', '09:00', '10:00');
    await book(bia, 'Sala 30', '2026-11-25', '08:00', '08:30');
    const cancelled = await book(bia, 'Sala 30', '2026-11-24', '14:00', '15:00');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: auth(bia.token),
      payload: { ui: bia.id, ai: cancelled },
    });
    expect(res.statusCode).toBe(200);
    // A team member (level 1) has no company of their own and cannot book through the app; the
    // row stands for a booking kept from before they were moved to the team.
    const email = uniqueEmail('equipe');
    expect(
      (await post(app, '/api/team', { name: 'Caio', email, phone: '(11) 91234-5678' }, ana.token)).statusCode,
    ).toBe(200);
    await lastLinkToken(app, email);
    const member = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    team = member.id;
    await app.db
      .insertInto('appointments')
      .values({
        room_id: rooms['Sala 30'] as number,
        user_id: team,
        date_initial: '2026-11-26 16:00:00',
        date_final: '2026-11-26 17:00:00',
        uid: randomUUID(),
        created_at: MONDAY_10AM,
      })
      .execute();
  });

  it('lists a day’s active bookings by start, then room, with the member, contact and company', async () => {
    const res = await agenda('?from=2026-11-24');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((a) => [a.room, a.date_initial, a.name])).toEqual([
      ['Sala 10', '2026-11-24 09:00:00', 'Bia'],
      ['Sala 20', '2026-11-24 09:00:00', 'Ana'],
      ['Sala 10', '2026-11-24 11:00:00', 'Ana'],
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      room_id: rooms['Sala 10'],
      room: 'Sala 10',
      user_id: bia.id,
      name: 'Bia',
      lastname: 'Lima',
      email: bia.email,
      phone: '11912345678',
      company: 'Estúdio Lima',
      date_initial: '2026-11-24 09:00:00',
      date_final: '2026-11-24 10:00:00',
      overage_minutes: 0,
      released_at: null,
      guests: 0,
    });
  });

  it('takes `to` as inclusive, filters by room, and shows a team member under the manager’s company', async () => {
    const range = (await agenda('?from=2026-11-24&to=2026-11-26')).json() as Array<Record<string, unknown>>;
    expect(range.map((a) => `${a.date_initial} ${a.room}`)).toEqual([
      '2026-11-24 09:00:00 Sala 10',
      '2026-11-24 09:00:00 Sala 20',
      '2026-11-24 11:00:00 Sala 10',
      '2026-11-25 08:00:00 Sala 30',
      '2026-11-26 16:00:00 Sala 30',
    ]);
    expect(range.at(-1)).toMatchObject({ user_id: team, name: 'Caio', company: 'Empresa Teste' });
    const sala10 = (await agenda(`?from=2026-11-24&to=2026-11-30&room=${rooms['Sala 10']}`)).json();
    expect(sala10.map((a: { date_initial: string }) => a.date_initial)).toEqual([
      '2026-11-24 09:00:00',
      '2026-11-24 11:00:00',
    ]);
    expect((await agenda('?from=2026-11-27&to=2026-11-27')).json()).toEqual([]);
  });

  it('defaults to the space’s today', async () => {
    await book(ana, 'Sala 20', '2026-11-23', '15:00', '16:00');
    const today = (await agenda()).json();
    expect(today.map((a: { date_initial: string }) => a.date_initial)).toEqual(['2026-11-23 15:00:00']);
    // 23:30 in São Paulo is already the 24th in UTC: "today" is the space's own.
    app.clock.set('2026-11-24T02:30:00.000Z');
    expect((await agenda()).json().map((a: { room: string }) => a.room)).toEqual(['Sala 20']);
    expect((await agenda('?to=2026-11-23')).json()).toHaveLength(1);
  });

  it.each([
    ['?from=2026-11-25&to=2026-11-24', 400, refused('AGENDA_RANGE_REVERSED', bookingsStaffWords.agendaRangeReversed)],
    ['?to=2026-11-22', 400, refused('AGENDA_RANGE_REVERSED', bookingsStaffWords.agendaRangeReversed)],
    ['?from=2026-11-01&to=2027-02-02', 400, refused('AGENDA_RANGE_TOO_LONG', bookingsStaffWords.agendaRangeTooLong)],
    ['?from=2026-02-30', 400, refused('INVALID_INPUT', bookingsStaffWords.dateInvalid, 'from')],
    ['?from=24/11/2026', 400, refused('INVALID_INPUT', bookingsStaffWords.dateInvalid, 'from')],
    ['?from=2026-11-24&to=', 400, refused('INVALID_INPUT', bookingsStaffWords.dateInvalid, 'to')],
    ['?room=abc', 400, refused('INVALID_INPUT', bookingsWords.roomNotFound, 'room')],
    ['?room=2147483648', 400, refused('INVALID_INPUT', bookingsWords.roomNotFound, 'room')],
    ['?room=999999', 404, refused('ROOM_NOT_FOUND', bookingsWords.roomNotFound)],
  ])('%s → %i', async (query, status, answer) => {
    const res = await agenda(query);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual(answer);
  });

  it('accepts a range of 93 days', async () => {
    const res = await agenda('?from=2026-11-01&to=2027-02-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(6);
  });

  it('is for staff only', async () => {
    const res = await agenda('', ana.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: usersWords.staffOnly, code: 'STAFF_ONLY' });
  });
});

describe('PUT /api/admin/appointments/:id/cancel', () => {
  it('cancels within the members’ 3-hour notice, mails the reason and records the audit', async () => {
    // Today at 11:00: one hour away, too late for the member, not for staff.
    const id = await book(bia, 'Sala 30', '2026-11-23', '11:00', '12:00');
    const late = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: auth(bia.token),
      payload: { ui: bia.id, ai: id },
    });
    expect(late.statusCode).toBe(422);

    const mailsBefore = (await outbox(app, bia.email)).length;
    const res = await staffCancel(id, { reason: '  Manutenção do ar-condicionado da sala  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: bookingsWords.cancelDone });

    const row = await app.db
      .selectFrom('appointments')
      .select(['cancelled_at', 'cancelled_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cancelled_at: MONDAY_10AM, cancelled_by: staffId });
    expect((await memberList(bia, 'Sala 30')).some((a) => a.id === id)).toBe(false);
    expect((await agenda()).json().some((a: { id: number }) => a.id === id)).toBe(false);

    const mails = await outbox(app, bia.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe('Reserva cancelada no Arena Cowork');
    expect(mail?.text).toContain('Olá, Bia!');
    expect(mail?.text).toContain(
      'A equipe do Arena Cowork cancelou a sua reserva (Sala 30) de segunda-feira, 23 de novembro de 2026, das 11:00 às 12:00.',
    );
    expect(mail?.text).toContain('Motivo: Manutenção do ar-condicionado da sala\n');
    expect(mail?.html).toContain('Motivo: Manutenção do ar-condicionado da sala</p>');

    const audit = await app.db.selectFrom('audit').selectAll().where('target', '=', `appointment:${id}`).execute();
    expect(audit).toMatchObject([{ actor_id: staffId, action: 'appointment.cancel', created_at: MONDAY_10AM }]);
    expect(JSON.parse(String(audit[0]?.detail))).toEqual({
      before: { cancelled_at: null, cancelled_by: null },
      after: { cancelled_at: MONDAY_10AM, cancelled_by: staffId, reason: 'Manutenção do ar-condicionado da sala' },
    });

    // The slot is free again.
    await book(ana, 'Sala 30', '2026-11-23', '11:00', '12:00');
  });

  it('cancels one under way, but not one that has ended', async () => {
    const running = await book(ana, 'Sala 10', '2026-11-23', '13:00', '14:00');
    const ended = await book(ana, 'Sala 20', '2026-11-23', '12:00', '13:00');
    app.clock.set('2026-11-23T16:30:00.000Z'); // 13:30 in São Paulo
    expect((await staffCancel(running, { reason: 'Queda de energia' })).statusCode).toBe(200);
    const res = await staffCancel(ended, { reason: 'Queda de energia' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: bookingsStaffWords.appointmentEnded, code: 'APPOINTMENT_ENDED' });
    const row = await app.db
      .selectFrom('appointments')
      .select('cancelled_at')
      .where('id', '=', ended)
      .executeTakeFirst();
    expect(row?.cancelled_at).toBeNull();
  });

  it('refuses one already cancelled (409) and an unknown one (404), mailing nobody', async () => {
    const id = await book(bia, 'Sala 20', '2026-11-27', '10:00', '11:00');
    expect((await staffCancel(id, { reason: 'Evento interno' })).statusCode).toBe(200);
    const mails = (await outbox(app)).length;
    const again = await staffCancel(id, { reason: 'Evento interno' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: bookingsWords.appointmentAlreadyCancelled,
      code: 'APPOINTMENT_ALREADY_CANCELLED',
    });
    const unknown = await staffCancel(999_999, { reason: 'Evento interno' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: bookingsWords.appointmentNotFound, code: 'APPOINTMENT_NOT_FOUND' });
    expect(await outbox(app)).toHaveLength(mails);
    const audit = await app.db.selectFrom('audit').select('id').where('target', '=', `appointment:${id}`).execute();
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: '     ' }],
    ['two letters after trimming', { reason: '  ok  ' }],
    ['501 characters', { reason: 'a'.repeat(501) }],
    ['a number', { reason: 12345 }],
  ])('refuses %s, leaving the booking', async (_name, payload) => {
    const id = await book(ana, 'Sala 30', '2026-11-30', '08:00', '09:00');
    const res = await staffCancel(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: bookingsStaffWords.cancelReasonInvalid,
      code: 'INVALID_INPUT',
      field: 'reason',
    });
    const ok = await staffCancel(id, { reason: 'a'.repeat(500) });
    expect(ok.statusCode).toBe(200);
  });

  it('is for staff only', async () => {
    const id = await book(ana, 'Sala 10', '2026-12-01', '08:00', '09:00');
    const res = await staffCancel(id, { reason: 'Tentativa' }, ana.token);
    expect(res.statusCode).toBe(403);
    expect((await memberList(ana, 'Sala 10')).some((a) => a.id === id)).toBe(true);
  });
});
