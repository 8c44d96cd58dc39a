import { commonWords } from '@arena/shared/contract/words';
import { errorWords } from '@arena/shared/contract/error-words';
import { usersWords } from '@arena/shared/users/words';
import type { AuditAction } from '@arena/shared/audit-log/actions';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/audit.service.ts';
import { confirmEmail, login, post, register, staffToken, uniqueEmail } from '../flows.ts';
import { ADMIN, createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

type Entry = {
  id: number;
  actor: { id: number; name: string; email: string } | null;
  action: string;
  target: string;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
};

/** docs/product.md#back-office: every staff action (who, what, when, before/after) reads back through GET /admin/audit. */
describe('the audit log', () => {
  let app: TestApp;
  let staff: string;
  let staffId: number;
  let userId: number;
  let requestId: number;
  const email = uniqueEmail('auditoria');

  beforeAll(async () => {
    app = await createTestApp();
    staff = await staffToken(app);
    staffId = (await app.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow())
      .id;
    userId = await register(app, email);
    // Approval needs the address proven (docs/product.md#registration-proof).
    await confirmEmail(app, email);
    await post(app, '/api/contact', { name: 'Ana', email, subject: 'Financeiro', message: 'Boleto' });
    requestId = (await app.db.selectFrom('requests').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${staff}` } });
  const audit = async (query = '') => {
    const res = await call('GET', `/api/admin/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Entry[];
  };

  it('starts empty', async () => {
    expect(await audit()).toEqual([]);
  });

  it('shows a member update with who did it, when, and the fields before and after', async () => {
    const me = await app.db
      .selectFrom('users')
      .select(['name', 'lastname'])
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow();
    const patch = { status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 3 };
    expect((await call('PATCH', `/api/admin/users/${userId}`, patch)).statusCode).toBe(200);
    const [entry] = await audit();
    expect(entry).toEqual({
      id: expect.any(Number),
      actor: { id: staffId, name: `${me.name} ${me.lastname}`.trim(), email: ADMIN.email },
      action: 'user.update',
      target: `user:${userId}`,
      target_label: `Ana Souza (${email})`,
      before: { status: 'Pendente', plan: null, qtd_team: 0 },
      after: patch,
      created_at: MONDAY_10AM,
    });
  });

  it('shows a request marked done and reopened, newest first, and nothing for a status it already had', async () => {
    app.clock.advance(60_000);
    expect((await call('PATCH', `/api/admin/requests/${requestId}`, { status: 'done' })).statusCode).toBe(200);
    app.clock.advance(60_000);
    expect((await call('PATCH', `/api/admin/requests/${requestId}`, { status: 'done' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/requests/${requestId}`, { status: 'open' })).statusCode).toBe(200);

    const [reopened, done, approval] = await audit();
    expect(done).toMatchObject({
      action: 'request.update',
      target: `request:${requestId}`,
      target_label: 'Atendimento: Financeiro · Ana',
      actor: { id: staffId, email: ADMIN.email },
      before: { status: 'open' },
      after: { status: 'done' },
      created_at: '2026-11-23T13:01:00.000Z',
    });
    expect(reopened).toMatchObject({
      action: 'request.update',
      before: { status: 'done' },
      after: { status: 'open' },
      created_at: '2026-11-23T13:02:00.000Z',
    });
    expect(approval?.action).toBe('user.update');
    expect(await audit()).toHaveLength(3);
  });

  it('shows the rooms, closed days and booking cancellations staff change, each with its before and after', async () => {
    const room = await call('POST', '/api/admin/rooms', { name: 'Sala Auditoria', capacity: 4 });
    expect(room.statusCode, room.body).toBe(200);
    const roomId: number = room.json().room.id;
    expect((await call('PATCH', `/api/admin/rooms/${roomId}`, { capacity: 6 })).statusCode).toBe(200);
    const day = await call('POST', '/api/admin/closed-days', { date: '2027-01-15', reason: 'Dedetização' });
    expect(day.statusCode, day.body).toBe(200);
    expect((await call('DELETE', '/api/admin/closed-days/2027-01-15')).statusCode).toBe(200);
    const token = await login(app, email, 'senha123');
    const booked = await post(
      app,
      '/api/manager/appointment/store',
      {
        isStudio: false,
        participants: 'Sala Auditoria',
        date_initial: '2026-11-25 14:00:00',
        date_final: '2026-11-25 15:00:00',
      },
      token,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const appointmentId: number = booked.json().appointment.id;
    const cancel = await call('PUT', `/api/admin/appointments/${appointmentId}/cancel`, { reason: 'Manutenção' });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [cancelled, reopened, closed, updated, created] = await audit();
    expect(created).toMatchObject({
      action: 'room.create',
      target: `room:${roomId}`,
      target_label: 'Sala Auditoria',
      before: null,
      after: { name: 'Sala Auditoria', capacity: 4, active: true },
    });
    expect(updated).toMatchObject({ action: 'room.update', before: { capacity: 4 }, after: { capacity: 6 } });
    expect(closed).toMatchObject({
      action: 'closed-day.create',
      target: 'closed-day:2027-01-15',
      target_label: '15/01/2027',
      before: null,
      after: { date: '2027-01-15', reason: 'Dedetização' },
    });
    expect(reopened).toMatchObject({
      action: 'closed-day.delete',
      before: { date: '2027-01-15', reason: 'Dedetização' },
      after: null,
    });
    expect(cancelled).toMatchObject({
      action: 'appointment.cancel',
      target: `appointment:${appointmentId}`,
      target_label: 'Sala Auditoria · 25/11/2026 14:00 · Ana',
      after: { reason: 'Manutenção' },
    });
    for (const e of [cancelled, reopened, closed, updated, created]) expect(e?.actor?.id).toBe(staffId);
  });

  it('keeps entries as written: an actor who is gone, a year of holidays, an id no table holds', async () => {
    // Written as a use case writes them: inside its transaction (recordAudit takes one).
    await app.db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actorId: 2_000_000,
        action: 'closed-day.create',
        target: 'closed-day:2026-12-24',
        before: null,
        after: { date: '2026-12-24', reason: 'Véspera de Natal' },
        now: '2026-11-23T14:00:00.000Z',
      });
      await recordAudit(trx, {
        actorId: staffId,
        action: 'closed-day.holidays',
        target: 'closed-days:2027',
        before: null,
        after: { year: 2027, added: [{ date: '2027-01-01', reason: 'Confraternização Universal' }] },
        now: '2026-11-23T14:01:00.000Z',
      });
      await recordAudit(trx, {
        actorId: staffId,
        action: 'user.update',
        target: 'user:9999999999',
        before: null,
        after: null,
        now: '2026-11-23T14:02:00.000Z',
      });
    });
    const [overflowing, holidays, entry] = await audit();
    expect(overflowing).toMatchObject({ target: 'user:9999999999', target_label: null, before: null, after: null });
    expect(holidays).toMatchObject({ target_label: 'Feriados de 2027', after: { year: 2027 } });
    expect(entry).toMatchObject({
      actor: null,
      action: 'closed-day.create',
      target: 'closed-day:2026-12-24',
      target_label: '24/12/2026',
      before: null,
      after: { date: '2026-12-24', reason: 'Véspera de Natal' },
    });
  });

  it('names a statement import and a statement credit in words (issue 31 item 9)', async () => {
    const line = await app.db
      .insertInto('statement_lines')
      .values({
        line_key: `audit-words-${Date.now()}`,
        account: '0001-12345',
        fitid: 'F-AUDIT-1',
        posted_on: '2026-11-20',
        posted_at: null,
        amount_cents: 134_000,
        memo: 'PIX RECEBIDO',
        name: 'EMPRESA ANA LTDA',
        refnum: '',
        kind: 'CREDIT',
        imported_at: '2026-11-23T14:00:00.000Z',
        imported_by: staffId,
        set_aside_at: null,
        set_aside_by: null,
        set_aside_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actorId: staffId,
        action: 'statement.import',
        target: 'statement',
        before: null,
        after: { credits: 1, matched: 0, already: 0, waiting: 1, set_aside: 0 },
        now: '2026-11-23T14:03:00.000Z',
      });
      await recordAudit(trx, {
        actorId: staffId,
        action: 'statement.set_aside',
        target: `statement_line:${line.id}`,
        before: null,
        after: { reason: 'Devolução' },
        now: '2026-11-23T14:04:00.000Z',
      });
    });
    const [aside, imported] = await audit();
    expect(aside).toMatchObject({
      target: `statement_line:${line.id}`,
      target_label: 'Crédito do extrato de 20/11/2026 · R$ 1.340,00 · EMPRESA ANA LTDA',
    });
    expect(imported).toMatchObject({ target: 'statement', target_label: 'Extrato bancário (OFX)' });
  });

  it('pages with before and limit', async () => {
    const all = await audit();
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    const first = await audit('?limit=2');
    expect(first.map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    const rest = await audit(`?before=${first[1]?.id}&limit=50`);
    expect(rest.map((e) => e.id)).toEqual(all.slice(2).map((e) => e.id));
    expect(await audit(`?before=${all.at(-1)?.id}`)).toEqual([]);
    for (const q of ['?limit=0', '?limit=201', '?limit=x', '?before=-1', '?before=1.5', '?before=99999999999']) {
      const res = await call('GET', `/api/admin/audit${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual(
        refused('INVALID_INPUT', commonWords.invalidInput, q.startsWith('?limit') ? 'limit' : 'before'),
      );
    }
  });

  it('is read-only and for staff only', async () => {
    const count = (await audit()).length;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${(await audit())[0]?.id}`]) {
        const res = await call(method, url, { action: 'x' });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ message: errorWords.notFound, code: 'NOT_FOUND' });
      }
    }
    expect(await audit()).toHaveLength(count);
    const member = await login(app, email, 'senha123');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { authorization: `Bearer ${member}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: usersWords.staffOnly, code: 'STAFF_ONLY' });
  });

  it('names a plan request in Portuguese, never by the seed subject "Update Plan - "', async () => {
    await post(app, '/api/contact', {
      name: 'Ana',
      email,
      phone: '(11) 91234-5678',
      subject: 'Update Plan - Arena Dedicada',
      message: 'A partir de dezembro',
    });
    const planRequest = await app.db
      .selectFrom('requests')
      .select(['id', 'type'])
      .where('subject', '=', 'Update Plan - Arena Dedicada')
      .executeTakeFirstOrThrow();
    expect(planRequest.type).toBe('plan');
    expect((await call('PATCH', `/api/admin/requests/${planRequest.id}`, { status: 'done' })).statusCode).toBe(200);
    const [done] = await audit();
    expect(done).toMatchObject({
      target: `request:${planRequest.id}`,
      target_label: 'Mudança de plano: Arena Dedicada · Ana',
    });
  });

  it('writes only actions that have pt-BR words (shared audit-log/actions)', () => {
    type Written = Parameters<typeof recordAudit>[1]['action'];
    expectTypeOf<Written>().toEqualTypeOf<AuditAction>();
    // @ts-expect-error an action without words does not compile
    const unlabelled: Written = 'room.paint';
    expect(unlabelled).toBe('room.paint');
  });
});
