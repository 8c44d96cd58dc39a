import { commonWords } from '@arena/shared/contract/words';
import { errorWords } from '@arena/shared/contract/error-words';
import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { registrationWords } from '@arena/shared/registration/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, login, outbox, post, register, staffToken, uniqueEmail, VALID_CPF } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

const STAFF_EMAIL = 'financeiro@arena.test';

/** docs/product.md#api, #back-office: the staff API and the requests it receives. */
describe('staff back-office', () => {
  let app: TestApp;
  let staff: string;
  let staffId: number;
  const email = uniqueEmail('pendente');
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp();
    userId = await register(app, email, 'senha123', VALID_CPF);
    staff = await staffToken(app);
    staffId = (
      await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${staff}` } })
    ).json().id;
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'PATCH', url: string, payload?: object, token = staff) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('lists pending users with their company data', async () => {
    const res = await call('GET', '/api/admin/users?status=Pendente');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: userId,
        email,
        name: 'Ana',
        lastname: 'Souza',
        phone: '11912345678',
        status: 'Pendente',
        level: 2,
        role: 'member',
        plan: null,
        qtd_team: 0,
        manager_id: null,
        created_at: '2026-11-23T13:00:00.000Z',
        email_confirmed: false,
        company: {
          document: '52998224725',
          name: 'Empresa Teste',
          activity: 'Design',
          phone: '1134567890',
          site: 'https://empresa.test',
        },
      },
    ]);
    const all = (await call('GET', '/api/admin/users')).json();
    // Staff accounts are not members: the list leaves them out (docs/product.md#back-office).
    expect(all.map((u: { email: string }) => u.email)).toEqual([email]);
    expect((await call('GET', '/api/admin/users?status=Ativo')).json()).toEqual([]);

    const bad = await call('GET', '/api/admin/users?status=Aprovado');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: commonWords.invalidInput, code: 'INVALID_INPUT', field: 'status' });
  });

  it('is for staff only', async () => {
    const member = await login(app, email, 'senha123');
    const refused = await call('GET', '/api/admin/users', undefined, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: usersWords.staffOnly, code: 'STAFF_ONLY' });
    const patch = await call('PATCH', `/api/admin/users/${userId}`, { status: 'Ativo' }, member);
    expect(patch.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/outbox' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: usersWords.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('approves a user, e-mails them and records the action', async () => {
    const refusals: Array<[object, string, string]> = [
      [{ status: 'Aprovado' }, commonWords.invalidInput, 'status'],
      [{ level: 3 }, commonWords.invalidInput, 'level'],
      [{ qtd_team: -1 }, usersStaffWords.membersSeatsInvalid, 'qtd_team'],
      [{ qtd_team: '2' }, usersStaffWords.membersSeatsInvalid, 'qtd_team'],
    ];
    for (const [body, message, field] of refusals) {
      const bad = await call('PATCH', `/api/admin/users/${userId}`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(refused('INVALID_INPUT', message, field));
    }
    const unknown = await call('PATCH', '/api/admin/users/999999', { status: 'Ativo' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: screenWords.userNotFound, code: 'USER_NOT_FOUND' });
    expect(await outbox(app, email)).toHaveLength(2); // only "confirme seu e-mail" and the terms' copy

    await confirmEmail(app, email);
    const patch = { status: 'Ativo', plan: 'Arena Exclusiva', qtd_team: 3 };
    const res = await call('PATCH', `/api/admin/users/${userId}`, patch);
    expect(res.statusCode).toBe(200);
    const user = await app.db
      .selectFrom('users')
      .leftJoin('plans', 'plans.id', 'users.plan_id')
      .selectAll('users')
      .select('plans.name as plan')
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'Ativo', plan: 'Arena Exclusiva', qtd_team: 3, level: 2 });
    const mails = await outbox(app, email);
    expect(mails.at(-1)?.subject).toBe('Seu acesso ao Arena Cowork foi liberado');
    expect(mails.at(-1)?.text).toContain('https://app.arena.test');

    const audit = await app.db.selectFrom('audit').selectAll().where('target', '=', `user:${userId}`).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: staffId, action: 'user.update' });
    expect(JSON.parse(String(audit[0]?.detail))).toEqual({
      before: { status: 'Pendente', plan: null, qtd_team: 0 },
      after: patch,
    });

    // Saving an active user again sends no second approval.
    expect((await call('PATCH', `/api/admin/users/${userId}`, { status: 'Ativo', qtd_team: 2 })).statusCode).toBe(200);
    expect(await outbox(app, email)).toHaveLength(3);
    const token = await login(app, email, 'senha123');
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ status: 'Ativo', plan: 'Arena Exclusiva', qtt_team: 2 });
  });

  it('files plan changes, support messages and studio requests, mails the staff and lists them', async () => {
    const token = await login(app, email, 'senha123');
    const plan = {
      name: 'Ana',
      email,
      phone: '(11) 91234-5678',
      subject: 'Update Plan - Arena Dedicada',
      message: 'Quero mudar',
    };
    const support = { name: 'Ana', email, subject: 'Financeiro', message: 'Dúvida sobre boleto' };
    const asPlan = await post(app, '/api/contact', plan);
    expect(asPlan.statusCode).toBe(200);
    expect(asPlan.json()).toEqual({ message: usersWords.actionDone });
    expect((await post(app, '/api/contact', support, token)).statusCode).toBe(200);
    const studio = await post(
      app,
      '/api/manager/appointment/store',
      {
        participants: 'studio',
        name: 'Ana',
        phone: '(11) 91234-5678',
        email,
        mensage: 'Gravar podcast',
        isStudio: true,
      },
      token,
    );
    expect(studio.json()).toEqual({ message: usersWords.studioDone });

    const empty = await post(app, '/api/contact', { ...support, message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: registrationWords.fillRequiredFields,
      code: 'INVALID_INPUT',
      field: 'message',
    });
    const invalid = await post(app, '/api/contact', { ...support, email: 'x' });
    expect(invalid.json()).toEqual({ message: usersWords.emailInvalid, code: 'INVALID_INPUT', field: 'email' });

    const staffMails = (await outbox(app, STAFF_EMAIL)).map((m) => m.subject);
    expect(staffMails).toEqual(
      expect.arrayContaining([
        'Pedido de mudança de plano: Arena Dedicada',
        'Mensagem para o atendimento: Financeiro',
        'Pedido de uso do estúdio',
      ]),
    );

    const all = (await call('GET', '/api/admin/requests')).json();
    expect(all.map((r: { type: string }) => r.type)).toEqual(['studio', 'support', 'plan']);
    const [planRow] = (await call('GET', '/api/admin/requests?type=plan')).json();
    expect(planRow).toEqual({
      id: expect.any(Number),
      type: 'plan',
      status: 'open',
      name: 'Ana',
      email,
      phone: '(11) 91234-5678',
      subject: 'Update Plan - Arena Dedicada',
      message: 'Quero mudar',
      user_id: null,
      member: null,
      created_at: '2026-11-23T13:00:00.000Z',
      updated_at: '2026-11-23T13:00:00.000Z',
    });
    const [supportRow] = (await call('GET', '/api/admin/requests?type=support')).json();
    expect(supportRow).toMatchObject({ type: 'support', subject: 'Financeiro', phone: '', user_id: userId });
    const [studioRow] = (await call('GET', '/api/admin/requests?type=studio')).json();
    expect(studioRow).toMatchObject({ type: 'studio', message: 'Gravar podcast', user_id: userId });

    const done = await call('PATCH', `/api/admin/requests/${planRow.id}`, { status: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: usersWords.actionDone });
    expect((await call('GET', '/api/admin/requests?status=done')).json().map((r: { id: number }) => r.id)).toEqual([
      planRow.id,
    ]);
    expect((await call('GET', '/api/admin/requests?type=plan&status=open')).json()).toEqual([]);
    expect((await call('GET', '/api/admin/requests?status=open')).json()).toHaveLength(2);
    const audit = await app.db.selectFrom('audit').selectAll().where('target', '=', `request:${planRow.id}`).execute();
    expect(audit).toMatchObject([{ actor_id: staffId, action: 'request.update' }]);

    const unknown = await call('PATCH', '/api/admin/requests/999999', { status: 'done' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: errorWords.requestNotFound, code: 'REQUEST_NOT_FOUND' });
    const bad = await call('PATCH', `/api/admin/requests/${planRow.id}`, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: commonWords.invalidInput, code: 'INVALID_INPUT', field: 'status' });
    const badFilter = await call('GET', '/api/admin/requests?type=outro');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toEqual({ message: commonWords.invalidInput, code: 'INVALID_INPUT', field: 'type' });
  });

  it('shows the outbox, newest first', async () => {
    const res = await call('GET', '/api/admin/outbox');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<Record<string, unknown>>;
    const stored = await outbox(app);
    expect(items).toHaveLength(stored.length);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      'attachments',
      'attempts',
      'created_at',
      'error',
      'html',
      'id',
      'next_attempt_at',
      'sent_at',
      'status',
      'subject',
      'text',
      'to',
    ]);
    const newest = stored.at(-1);
    expect(items[0]).toEqual({
      id: newest?.id,
      to: newest?.recipient,
      subject: newest?.subject,
      text: newest?.text,
      html: newest?.html,
      created_at: newest?.created_at,
      status: 'queued',
      sent_at: null,
      error: null,
      attempts: 0,
      next_attempt_at: newest?.created_at,
      attachments: [],
    });
    expect(items.map((m) => m.id)).toEqual(stored.map((m) => m.id).reverse());
  });
});
