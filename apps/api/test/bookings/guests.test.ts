import { bookingsWords } from '@arena/shared/bookings/words';
import { usersWords } from '@arena/shared/users/words';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockGuestsBooking } from '../../src/modules/bookings/guests.repository.ts';
import { runRetention } from '../../src/modules/retention/retention.service.ts';
import { refused } from '../answers.ts';
import { activeManager, type Member, outbox, post, staffToken } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp, usingPostgres } from '../helpers.ts';

/**
 * Visitors (docs/product.md#visitors): guests of a room booking up to the room's capacity (the
 * host counts), their invitations and cancellations, reception's Convidados de hoje and the purge
 * 30 days after the visit. Today is Monday 2026-11-23, 10:00 in São Paulo.
 */
const ADDRESS = 'Rua das Palmeiras, 100 - São Paulo';
let app: TestApp;
let ana: Member;
let bia: Member;
let staff: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function book(who: Member, date_initial: string, date_final: string, participants = 'Sala 10') {
  const res = await post(
    app,
    '/api/manager/appointment/store',
    { participants, date_initial, date_final, isStudio: false },
    who.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appointment.id as number;
}
const addGuest = (who: Member, id: number, payload: object) =>
  post(app, `/api/appointments/${id}/guests`, payload, who.token);
const listGuests = (who: Member, id: number) =>
  app.inject({ method: 'GET', url: `/api/appointments/${id}/guests`, headers: auth(who.token) });
const icsOf = (mail: { attachments: string | null } | undefined) =>
  (JSON.parse(mail?.attachments ?? '[]') as Array<{ content: string; contentType: string }>)[0];

beforeAll(async () => {
  app = await createTestApp({ SPACE_ADDRESS: ADDRESS, RATE_LIMIT_GLOBAL: '100000/1m' });
  ana = await activeManager(app, { plan: 'Arena Exclusiva' });
  bia = await activeManager(app);
  staff = await staffToken(app);
});
afterAll(async () => {
  await app.close();
});

describe('guests of a booking', () => {
  it('adds guests up to the room’s capacity less the host, and mails each with an e-mail an invitation', async () => {
    // Sala 10 takes 6 people: Ana and five guests.
    const id = await book(ana, '2026-11-24 09:00:00', '2026-11-24 10:00:00');
    const first = await addGuest(ana, id, { name: ' Carla Dias ', email: 'Carla@Cliente.test' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: 'Convidado adicionado.',
      guest: { id: expect.any(Number), name: 'Carla Dias', email: 'carla@cliente.test', arrived_at: null },
    });
    for (const name of ['Davi', 'Edu', 'Fábio', 'Gil'])
      expect((await addGuest(ana, id, { name })).statusCode).toBe(200);
    const full = await addGuest(ana, id, { name: 'Hugo', email: '' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual(refused('GUESTS_FULL', bookingsWords.guestsFull));
    const list = await listGuests(ana, id);
    expect(list.statusCode).toBe(200);
    expect(list.json().max).toBe(5);
    expect(list.json().guests.map((g: { name: string }) => g.name)).toEqual([
      'Carla Dias',
      'Davi',
      'Edu',
      'Fábio',
      'Gil',
    ]);
    // The count rides on the member's booking card and on staff's agenda (walk C17).
    const mine = await app.inject({ method: 'GET', url: '/api/appointments/mine', headers: auth(ana.token) });
    expect(mine.json().find((b: { id: number }) => b.id === id)).toMatchObject({ guests: 5 });
    const agenda = await app.inject({
      method: 'GET',
      url: '/api/admin/appointments?from=2026-11-24',
      headers: auth(staff),
    });
    const counts = agenda.json().map((b: { id: number; guests: number }) => [b.id, b.guests]);
    expect(counts).toContainEqual([id, 5]);
    expect(counts.every(([other, n]: [number, number]) => other === id || n === 0)).toBe(true);

    const mails = await outbox(app, 'carla@cliente.test');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    // Nothing the member typed goes to the address they typed (M10): a fixed subject, no guest's name.
    expect(mail?.subject).toBe('Convite para uma reunião no Arena Cowork');
    expect(`${mail?.text} ${mail?.html}`).not.toContain('Carla');
    expect(mail?.text).toMatch(/^Olá!/);
    expect(mail?.text).toMatch(/\n\n\S.* convidou você para uma reunião no Arena Cowork\.\n/);
    // A guest has no app: the footer sends them to whoever invited them (walk P8).
    expect(mail?.text).toContain('fale com quem convidou você');
    expect(mail?.text).not.toContain('Atendimento no aplicativo');
    expect(mail?.text).toContain('Sala 10');
    expect(mail?.text).toContain('terça-feira, 24 de novembro de 2026, das 09:00 às 10:00');
    expect(mail?.text).toContain(`Endereço: ${ADDRESS}`);
    const ics = icsOf(mail);
    expect(ics?.contentType).toContain('method=REQUEST');
    expect(ics?.content).toContain('METHOD:REQUEST');
    expect(ics?.content.replace(/\r\n /g, '')).toContain('Rua das Palmeiras');
    expect(ics?.content.replace(/\r\n /g, '')).toContain('MAILTO:carla@cliente.test');
  });

  it('never passes the capacity in a burst of 25 adds at once', async () => {
    // Sala 30 takes 12: 11 guests.
    const id = await book(ana, '2026-11-24 11:00:00', '2026-11-24 12:00:00', 'Sala 30');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => addGuest(ana, id, { name: `Visita ${i}`, email: `v${i}@cliente.test` })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(11);
    expect(codes.filter((c) => c === 409)).toHaveLength(14);
    const rows = await app.db.selectFrom('booking_guests').select('id').where('appointment_id', '=', id).execute();
    expect(rows).toHaveLength(11);
  });

  // Row locks are PostgreSQL's: SQLite's write transactions run one at a time (db/locks.ts).
  it.skipIf(!usingPostgres)(
    'holds the booking’s row alone while its guests are counted: the room’s and the host’s stay free',
    async () => {
      const id = await book(ana, '2026-11-24 13:00:00', '2026-11-24 14:00:00', 'Sala 30');
      const rows = await app.db
        .selectFrom('appointments')
        .select(['room_id', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held = () => {};
      const holding = new Promise<void>((resolve) => (held = resolve));
      const counting = app.db.transaction().execute(async (trx) => {
        await lockGuestsBooking(trx, id);
        held();
        await gate;
      });
      await holding;
      const take = (table: 'rooms' | 'users' | 'appointments', row: number) =>
        app.db
          .transaction()
          .execute((trx) => sql`select id from ${sql.table(table)} where id = ${row} for update nowait`.execute(trx));
      try {
        await expect(take('rooms', rows.room_id)).resolves.toBeDefined();
        await expect(take('users', rows.user_id)).resolves.toBeDefined();
        await expect(take('appointments', id)).rejects.toThrow(/could not obtain lock/);
      } finally {
        release();
        await counting;
      }
    },
  );

  it('lets no other member list, add or remove the guests of a booking', async () => {
    const id = await book(ana, '2026-11-24 13:00:00', '2026-11-24 14:00:00');
    const guest = (await addGuest(ana, id, { name: 'Carla' })).json().guest.id as number;
    const notYours = refused('GUESTS_NOT_YOURS', bookingsWords.guestsNotYours);
    const list = await listGuests(bia, id);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual(notYours);
    const add = await addGuest(bia, id, { name: 'Intruso' });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual(notYours);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${id}/guests/${guest}`,
      headers: auth(bia.token),
    });
    expect(del.statusCode).toBe(403);
    expect((await listGuests(ana, id)).json().guests).toHaveLength(1);
    const unknown = await listGuests(ana, 999_999);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a line break in the name or e-mail, and a bad e-mail address', async () => {
    const id = await book(ana, '2026-11-24 14:00:00', '2026-11-24 15:00:00');
    const cases: Array<[object, string, string]> = [
      [{ name: 'Carla', email: 'carla@cliente.test\r\nBcc: x@y.test' }, usersWords.emailInvalid, 'email'],
      [{ name: 'Carla', email: 'carla@cliente.test\n' }, usersWords.emailInvalid, 'email'],
      [{ name: 'Carla', email: 'carla@' }, usersWords.emailInvalid, 'email'],
      [{ name: 'Carla', email: 'carla cliente.test' }, usersWords.emailInvalid, 'email'],
      [{ name: 'Carla\r\nATTENDEE:x', email: 'carla@cliente.test' }, bookingsWords.guestNameInvalid, 'name'],
      [{ name: '   ' }, bookingsWords.guestNameRequired, 'name'],
      [{}, bookingsWords.guestNameRequired, 'name'],
    ];
    for (const [payload, message, field] of cases) {
      const res = await addGuest(ana, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(refused('INVALID_INPUT', message, field));
    }
    expect((await listGuests(ana, id)).json().guests).toEqual([]);
  });

  it('closes the guest list when the booking starts', async () => {
    const id = await book(ana, '2026-11-23 11:00:00', '2026-11-23 12:00:00');
    const guest = (await addGuest(ana, id, { name: 'Carla' })).json().guest.id as number;
    app.clock.set('2026-11-23T14:00:00.000Z'); // 11:00 in São Paulo
    try {
      const late = await addGuest(ana, id, { name: 'Davi' });
      expect(late.statusCode).toBe(422);
      expect(late.json()).toEqual(refused('GUESTS_CLOSED', bookingsWords.guestsClosed));
      const del = await app.inject({
        method: 'DELETE',
        url: `/api/appointments/${id}/guests/${guest}`,
        headers: auth(ana.token),
      });
      expect(del.statusCode).toBe(422);
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });

  it('sends the guest the CANCEL of the invitation when the booking is cancelled or the guest removed', async () => {
    const id = await book(ana, '2026-11-25 09:00:00', '2026-11-25 10:00:00');
    await addGuest(ana, id, { name: 'Iara', email: 'iara@cliente.test' });
    const removed = (await addGuest(ana, id, { name: 'João', email: 'joao@cliente.test' })).json().guest.id;
    await addGuest(ana, id, { name: 'Sem E-mail' });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/appointments/${id}/guests/${removed}`,
      headers: auth(ana.token),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Convidado removido.' });
    const [invited, uninvited] = await outbox(app, 'joao@cliente.test');
    const uidOf = (ics: string | undefined) => /UID:(.+)/.exec(ics ?? '')?.[1];
    expect(icsOf(uninvited)?.content).toContain('METHOD:CANCEL');
    expect(uidOf(icsOf(uninvited)?.content)).toBe(uidOf(icsOf(invited)?.content));

    const cancel = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: auth(ana.token),
      payload: { ui: ana.id, ai: id },
    });
    expect(cancel.statusCode).toBe(200);
    const iara = await outbox(app, 'iara@cliente.test');
    expect(iara).toHaveLength(2);
    expect(iara[1]?.subject).toBe('Convite cancelado: Arena Cowork');
    expect(icsOf(iara[1])?.content).toContain('METHOD:CANCEL');
    expect(icsOf(iara[1])?.content).toContain('STATUS:CANCELLED');
    expect(uidOf(icsOf(iara[1])?.content)).toBe(uidOf(icsOf(iara[0])?.content));
    expect((await addGuest(ana, id, { name: 'Depois' })).statusCode).toBe(409);
  });
});

describe('the daily limit of guests invited by e-mail', () => {
  it('lets exactly RATE_LIMIT_GUEST_INVITE adds with an e-mail through a burst of 30, and refuses the rest in words', async () => {
    const limited = await createTestApp({ RATE_LIMIT_GUEST_INVITE: '4/24h', RATE_LIMIT_GLOBAL: '100000/1m' });
    try {
      const who = await activeManager(limited, { plan: 'Arena Exclusiva' });
      const bookings: number[] = [];
      for (const hour of ['09', '10', '11', '12', '13', '14']) {
        const res = await post(
          limited,
          '/api/manager/appointment/store',
          {
            participants: 'Sala 10',
            date_initial: `2026-11-24 ${hour}:00:00`,
            date_final: `2026-11-24 ${hour}:30:00`,
            isStudio: false,
          },
          who.token,
        );
        expect(res.statusCode, res.body).toBe(200);
        bookings.push(res.json().appointment.id as number);
      }
      // Six bookings of Sala 10 take 5 guests each: room for all 30, so only the limit refuses.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post(
            limited,
            `/api/appointments/${bookings[i % 6]}/guests`,
            { name: `Visita ${i}`, email: `burst${i}@cliente.test` },
            who.token,
          ),
        ),
      );
      const ok = answers.filter((r) => r.statusCode === 200);
      const tooMany = answers.filter((r) => r.statusCode === 429);
      expect(ok).toHaveLength(4);
      expect(tooMany).toHaveLength(26);
      for (const r of tooMany) {
        expect(r.json()).toEqual(refused('GUEST_INVITES_TOO_MANY', bookingsWords.guestInvitesTooMany));
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
      const sent = await limited.db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', 'like', 'burst%@cliente.test')
        .execute();
      expect(sent).toHaveLength(4);
      // A guest without an e-mail is mailed nothing, so it is not counted.
      const plain = await post(limited, `/api/appointments/${bookings[5]}/guests`, { name: 'Sem e-mail' }, who.token);
      expect(plain.statusCode, plain.body).toBe(200);
      // The limit is the member's: another member still invites.
      const other = await activeManager(limited, { plan: 'Arena Exclusiva' });
      const theirs = await post(
        limited,
        '/api/manager/appointment/store',
        {
          participants: 'Sala 30',
          date_initial: '2026-11-25 09:00:00',
          date_final: '2026-11-25 10:00:00',
          isStudio: false,
        },
        other.token,
      );
      expect(theirs.statusCode, theirs.body).toBe(200);
      const invited = await post(
        limited,
        `/api/appointments/${theirs.json().appointment.id as number}/guests`,
        { name: 'Outra', email: 'outra@cliente.test' },
        other.token,
      );
      expect(invited.statusCode, invited.body).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('gives the invitation back when the add is refused', async () => {
    const limited = await createTestApp({ RATE_LIMIT_GUEST_INVITE: '1/24h', RATE_LIMIT_GLOBAL: '100000/1m' });
    try {
      const who = await activeManager(limited, { plan: 'Arena Exclusiva' });
      const other = await activeManager(limited, { plan: 'Arena Exclusiva' });
      const res = await post(
        limited,
        '/api/manager/appointment/store',
        {
          participants: 'Sala 10',
          date_initial: '2026-11-24 09:00:00',
          date_final: '2026-11-24 10:00:00',
          isStudio: false,
        },
        other.token,
      );
      const theirs = res.json().appointment.id as number;
      // Someone else's booking is refused before anything is counted.
      const notYours = await post(
        limited,
        `/api/appointments/${theirs}/guests`,
        { name: 'X', email: 'x@cliente.test' },
        who.token,
      );
      expect(notYours.statusCode).toBe(403);
      const mine = await post(
        limited,
        '/api/manager/appointment/store',
        {
          participants: 'Sala 10',
          date_initial: '2026-11-24 11:00:00',
          date_final: '2026-11-24 12:00:00',
          isStudio: false,
        },
        who.token,
      );
      const id = mine.json().appointment.id as number;
      const gone = await post(
        limited,
        '/api/manager/appointment/store',
        {
          participants: 'Sala 10',
          date_initial: '2026-11-24 13:00:00',
          date_final: '2026-11-24 14:00:00',
          isStudio: false,
        },
        who.token,
      );
      const goneId = gone.json().appointment.id as number;
      const cancel = await limited.inject({
        method: 'PUT',
        url: '/api/cancel-appointment',
        headers: auth(who.token),
        payload: { ui: who.id, ai: goneId },
      });
      expect(cancel.statusCode).toBe(200);
      // Refused on the cancelled booking: its invitation was given back, so the one of the day is left.
      const refusedAdd = await post(
        limited,
        `/api/appointments/${goneId}/guests`,
        { name: 'Bia', email: 'bia@cliente.test' },
        who.token,
      );
      expect(refusedAdd.statusCode).toBe(409);
      const added = await post(
        limited,
        `/api/appointments/${id}/guests`,
        { name: 'Carla', email: 'carla@cliente.test' },
        who.token,
      );
      expect(added.statusCode, added.body).toBe(200);
      const second = await post(
        limited,
        `/api/appointments/${id}/guests`,
        { name: 'Davi', email: 'davi@cliente.test' },
        who.token,
      );
      expect(second.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('Convidados de hoje', () => {
  it('lists the day’s visitors with host, room and time, and marks an arrival once, telling the host', async () => {
    const id = await book(bia, '2026-11-23 15:00:00', '2026-11-23 16:00:00', 'Sala 20');
    const guest = (await addGuest(bia, id, { name: 'Lia Prado', email: 'lia@cliente.test' })).json().guest.id;
    const list = await app.inject({ method: 'GET', url: '/api/admin/visitors', headers: auth(staff) });
    expect(list.statusCode).toBe(200);
    const lia = list.json().find((v: { id: number }) => v.id === guest);
    expect(lia).toMatchObject({
      name: 'Lia Prado',
      room: 'Sala 20',
      host_email: bia.email,
      date_initial: '2026-11-23 15:00:00',
      date_final: '2026-11-23 16:00:00',
      arrived_at: null,
    });
    expect(lia.host.length).toBeGreaterThan(0);
    const other = await app.inject({ method: 'GET', url: '/api/admin/visitors?date=2026-11-24', headers: auth(staff) });
    expect(other.json().some((v: { id: number }) => v.id === guest)).toBe(false);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/visitors?date=2026-02-30', headers: auth(staff) });
    expect(bad.statusCode).toBe(400);

    const arrive = () =>
      app.inject({ method: 'POST', url: `/api/admin/visitors/${guest}/arrived`, headers: auth(staff) });
    const answers = await Promise.all(Array.from({ length: 20 }, arrive));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual(refused('VISITOR_ALREADY_ARRIVED', bookingsStaffWords.visitorAlreadyArrived));
    }
    const told = (await outbox(app, bia.email)).filter((m) => m.subject === 'Lia Prado chegou ao Arena Cowork');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Lia Prado chegou ao Arena Cowork às 10:00');
    const after = await app.inject({ method: 'GET', url: '/api/admin/visitors', headers: auth(staff) });
    expect(after.json().find((v: { id: number }) => v.id === guest).arrived_at).toBe(MONDAY_10AM);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/visitors/999999/arrived',
      headers: auth(staff),
    });
    expect(unknown.statusCode).toBe(404);
  });
  it('refuses an arrival on any day but the visit’s, and tells the host nothing', async () => {
    const later = await book(bia, '2026-11-25 15:00:00', '2026-11-25 16:00:00', 'Sala 20');
    const early = (await addGuest(bia, later, { name: 'Rui Early', email: 'rui@cliente.test' })).json().guest.id;
    const before = (await outbox(app, bia.email)).length;
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/visitors/${early}/arrived`,
      headers: auth(staff),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual(
      refused('VISITOR_NOT_TODAY', 'A chegada só pode ser registrada no dia da visita, 25/11/2026.'),
    );
    expect(await outbox(app, bia.email)).toHaveLength(before);
    const day = await app.inject({ method: 'GET', url: '/api/admin/visitors?date=2026-11-25', headers: auth(staff) });
    expect(day.json().find((v: { id: number }) => v.id === early).arrived_at).toBeNull();
  });
});

describe('the purge of guests’ data (a step of the daily retention)', () => {
  it('deletes guests 30 days after the visit, once a day across racing runs', async () => {
    const id = await book(ana, '2026-11-26 09:00:00', '2026-11-26 10:00:00');
    await addGuest(ana, id, { name: 'Mara', email: 'mara@cliente.test' });
    const remaining = () => app.db.selectFrom('booking_guests').select('id').where('appointment_id', '=', id).execute();
    try {
      // 29 days after the visit (2026-12-25): kept.
      app.clock.set('2026-12-25T12:00:00.000Z');
      await runRetention(app);
      expect(await remaining()).toHaveLength(1);
      // 30 days after (2026-12-26, 00:30 in São Paulo): deleted by exactly one of the racing runs.
      app.clock.set('2026-12-26T03:30:00.000Z');
      const runs = await Promise.all(Array.from({ length: 20 }, () => runRetention(app)));
      const done = runs.filter((r) => r !== null);
      expect(done).toHaveLength(1);
      expect(done[0]?.visitors).toBeGreaterThanOrEqual(1);
      expect(await remaining()).toHaveLength(0);
      const days = await app.db.selectFrom('retention_runs').select('day').where('day', '=', '2026-12-26').execute();
      expect(days).toHaveLength(1);
      expect(await runRetention(app)).toBeNull();
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });
});
