import { commonWords } from '@arena/shared/contract/words';
import { screenWords } from '@arena/shared/contract/screen-words';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALNUM_CNPJ,
  activeManager,
  lastLinkToken,
  confirmEmail,
  login,
  type Member,
  outbox,
  post,
  register,
  staffToken,
  uniqueEmail,
  VALID_CPF,
} from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';

/** docs/product.md#back-office: staff search members, open one, approve, refuse, suspend and change seats. */
describe('staff: members and pending registrations', () => {
  let app: TestApp;
  let staff: string;
  let staffId: number;
  let joana: Member; // an active manager, renamed so the search has distinct names
  let brunoId: number; // Joana's team member
  const brunoEmail = uniqueEmail('bruno');
  const anaCpf = uniqueEmail('ana-cpf');
  const anaAlnum = uniqueEmail('ana-alnum');
  let anaCpfId: number;
  let anaAlnumId: number;

  const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${staff}` } });
  const emails = async (query: string) =>
    ((await call('GET', `/api/admin/users?${query}`)).json() as Array<{ email: string }>).map((u) => u.email);
  // The plan's name beside the user's columns (users keep a plan_id, docs/product.md#plans).
  const user = (id: number) =>
    app.db
      .selectFrom('users')
      .leftJoin('plans', 'plans.id', 'users.plan_id')
      .selectAll('users')
      .select('plans.name as plan')
      .where('users.id', '=', id)
      .executeTakeFirstOrThrow();
  const auditOf = async (id: number) => {
    const rows = await app.db
      .selectFrom('audit')
      .selectAll()
      .where('target', '=', `user:${id}`)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ actor: r.actor_id, action: r.action, ...JSON.parse(r.detail) }));
  };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_REGISTER: '1000/1h' });
    staff = await staffToken(app);
    staffId = (
      await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${staff}` } })
    ).json().id;
    joana = await activeManager(app, { qtd_team: 2 });
    await app.db.updateTable('users').set({ name: 'Joana', lastname: 'Prado' }).where('id', '=', joana.id).execute();
    const added = await post(
      app,
      '/api/team',
      { name: 'Bruno Lima', email: brunoEmail, phone: '(11) 91234-5678' },
      joana.token,
    );
    expect(added.statusCode).toBe(200);
    brunoId = (await app.db.selectFrom('users').select('id').where('email', '=', brunoEmail).executeTakeFirstOrThrow())
      .id;
    app.clock.advance(60_000); // a later registration, for the order
    anaCpfId = await register(app, anaCpf, 'senha123', VALID_CPF);
    app.clock.advance(60_000);
    anaAlnumId = await register(app, anaAlnum, 'senha123', ALNUM_CNPJ);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/admin/users', () => {
    it('lists members only, newest first, never the staff', async () => {
      expect(await emails('')).toEqual([anaAlnum, anaCpf, brunoEmail, joana.email]);
      expect(await emails('q=staff')).toEqual([]);
      expect(await emails('status=Pendente')).toEqual([anaAlnum, anaCpf]);
    });

    it('searches name and surname, e-mail and document, ignoring case', async () => {
      expect(await emails('q=joana')).toEqual([joana.email]);
      expect(await emails(`q=${encodeURIComponent('JOANA PRADO')}`)).toEqual([joana.email]);
      expect(await emails('q=lima')).toEqual([brunoEmail]);
      expect(await emails(`q=${encodeURIComponent(anaCpf.slice(0, 12).toUpperCase())}`)).toEqual([anaCpf]);
      expect(await emails(`q=${encodeURIComponent('  Souza ')}`)).toEqual([anaAlnum, anaCpf]);
    });

    it('finds a document typed with or without its mask', async () => {
      expect(await emails('q=52998224725')).toEqual([anaCpf]);
      expect(await emails(`q=${encodeURIComponent('529.982')}`)).toEqual([anaCpf]);
      expect(await emails(`q=${encodeURIComponent('982.247-25')}`)).toEqual([anaCpf]);
      expect(await emails(`q=${encodeURIComponent('12.abc.345')}`)).toEqual([anaAlnum]);
      // The company's document finds the account: its manager and their team.
      expect(await emails(`q=${encodeURIComponent('11.222.333/0001')}`)).toEqual([brunoEmail, joana.email]);
    });

    it('takes LIKE wildcards literally and combines the search with the status', async () => {
      expect(await emails(`q=${encodeURIComponent('%')}`)).toEqual([]);
      expect(await emails('q=_')).toEqual([]);
      expect(await emails('q=souza&status=Ativo')).toEqual([]);
      expect(await emails('q=souza&status=Pendente')).toEqual([anaAlnum, anaCpf]);
    });

    it('refuses an overlong or repeated search in Portuguese', async () => {
      const long = await call('GET', `/api/admin/users?q=${'a'.repeat(101)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ message: usersStaffWords.membersSearchInvalid, code: 'INVALID_INPUT', field: 'q' });
      const twice = await call('GET', '/api/admin/users?q=a&q=b');
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ message: commonWords.invalidInput, code: 'INVALID_INPUT', field: 'q' });
    });
  });

  describe('GET /api/admin/users/:id', () => {
    it('shows a manager with their team and their upcoming bookings, not cancelled or ended ones', async () => {
      const book = async (date_initial: string, date_final: string) => {
        const body = { participants: 'Sala 10', date_initial, date_final, isStudio: false };
        const res = await post(app, '/api/manager/appointment/store', body, joana.token);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().appointment.id as number;
      };
      const soon = await book('2026-11-24 09:00:00', '2026-11-24 10:00:00');
      const later = await book('2026-11-26 14:00:00', '2026-11-26 15:30:00');
      const cancelled = await book('2026-11-25 08:00:00', '2026-11-25 09:00:00');
      const cancel = await app.inject({
        method: 'PUT',
        url: '/api/cancel-appointment',
        payload: { ui: joana.id, ai: cancelled },
        headers: { authorization: `Bearer ${joana.token}` },
      });
      expect(cancel.statusCode).toBe(200);

      const res = await call('GET', `/api/admin/users/${joana.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: joana.id,
        email: joana.email,
        name: 'Joana',
        lastname: 'Prado',
        status: 'Ativo',
        level: 2,
        qtd_team: 2,
        company: { document: '11222333000181', name: 'Empresa Teste' },
        manager: null,
        team: [
          { id: brunoId, name: 'Bruno Lima', lastname: '', email: brunoEmail, phone: '11912345678', status: 'Ativo' },
        ],
        appointments: [
          { id: soon, room: 'Sala 10', date_initial: '2026-11-24 09:00:00', date_final: '2026-11-24 10:00:00' },
          { id: later, room: 'Sala 10', date_initial: '2026-11-26 14:00:00', date_final: '2026-11-26 15:30:00' },
        ],
      });

      app.clock.set('2026-11-24T13:30:00.000Z'); // 10:30 in São Paulo: the first booking has ended
      try {
        const next = (await call('GET', `/api/admin/users/${joana.id}`)).json();
        expect(next.appointments.map((a: { id: number }) => a.id)).toEqual([later]);
      } finally {
        app.clock.set(MONDAY_10AM);
      }
    });

    it('shows a team member with their manager and the account’s company, in the list and on their page', async () => {
      const list = (await call('GET', `/api/admin/users?q=${encodeURIComponent('bruno')}`)).json() as Array<{
        id: number;
        company: { name: string } | null;
      }>;
      expect(list.find((u) => u.id === brunoId)?.company).toMatchObject({ name: 'Empresa Teste' });
      const res = await call('GET', `/api/admin/users/${brunoId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: brunoId,
        level: 1,
        manager_id: joana.id,
        company: { document: '11222333000181', name: 'Empresa Teste' },
        manager: { id: joana.id, name: 'Joana', lastname: 'Prado', email: joana.email },
        team: [],
        appointments: [],
      });
    });

    it('answers 404 in Portuguese for an unknown id and for a staff account', async () => {
      for (const id of [999_999, staffId]) {
        const res = await call('GET', `/api/admin/users/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: screenWords.userNotFound, code: 'USER_NOT_FOUND' });
      }
    });

    it('names the member, not a page, when the id is not a number', async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/users/abc'],
        ['PATCH', '/api/admin/users/1.5'],
      ] as const) {
        const res = await call(method, url, method === 'PATCH' ? { status: 'Ativo' } : undefined);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ message: screenWords.userNotFound, code: 'INVALID_INPUT', field: 'id' });
      }
    });
  });

  describe('PATCH /api/admin/users/:id', () => {
    it('refuses a registration only with a reason, and mails the reason', async () => {
      for (const body of [{ status: 'Inativo' }, { status: 'Inativo', reason: '   ' }]) {
        const res = await call('PATCH', `/api/admin/users/${anaCpfId}`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: usersStaffWords.membersReasonRequired, code: 'MEMBERS_REASON_REQUIRED' });
      }
      expect((await user(anaCpfId)).status).toBe('Pendente');
      const long = await call('PATCH', `/api/admin/users/${anaCpfId}`, { status: 'Inativo', reason: 'x'.repeat(501) });
      expect(long.json()).toEqual({
        message: usersStaffWords.membersReasonTooLong,
        code: 'INVALID_INPUT',
        field: 'reason',
      });

      const reason = 'O CPF informado não corresponde ao titular.';
      const res = await call('PATCH', `/api/admin/users/${anaCpfId}`, { status: 'Inativo', reason });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: usersStaffWords.membersRefusedQueued });
      expect((await user(anaCpfId)).status).toBe('Inativo');
      const mail = (await outbox(app, anaCpf)).at(-1);
      expect(mail?.subject).toBe('Seu cadastro no Arena Cowork não foi aprovado');
      expect(mail?.text).toContain(`Motivo: ${reason}`);
      expect(mail?.html).toContain('O CPF informado não corresponde ao titular.');
      expect((await auditOf(anaCpfId)).at(-1)).toEqual({
        actor: staffId,
        action: 'user.update',
        before: { status: 'Pendente' },
        after: { status: 'Inativo', reason },
      });
    });

    it('suspends an active member with a notice, and approval gives access back', async () => {
      const res = await call('PATCH', `/api/admin/users/${joana.id}`, { status: 'Inativo' });
      expect(res.json()).toEqual({ message: usersStaffWords.membersSuspendedQueued });
      let mail = (await outbox(app, joana.email)).at(-1);
      expect(mail?.subject).toBe('Seu acesso ao Arena Cowork foi suspenso');
      expect(mail?.text).not.toContain('Motivo');
      const booking = {
        participants: 'Sala 20',
        date_initial: '2026-11-27 09:00:00',
        date_final: '2026-11-27 10:00:00',
      };
      const refused = await post(app, '/api/manager/appointment/store', { ...booking, isStudio: false }, joana.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: usersWords.notActive, code: 'NOT_ACTIVE' });

      const back = await call('PATCH', `/api/admin/users/${joana.id}`, { status: 'Ativo' });
      expect(back.json()).toEqual({ message: usersStaffWords.membersApprovedQueued });
      expect((await outbox(app, joana.email)).at(-1)?.subject).toBe('Seu acesso ao Arena Cowork foi reativado');

      const reason = 'Mensalidade de outubro em aberto.';
      expect((await call('PATCH', `/api/admin/users/${joana.id}`, { status: 'Inativo', reason })).statusCode).toBe(200);
      mail = (await outbox(app, joana.email)).at(-1);
      expect(mail?.text).toContain(`Motivo: ${reason}`);
      expect((await auditOf(joana.id)).at(-1)).toMatchObject({
        before: { status: 'Ativo' },
        after: { status: 'Inativo', reason },
      });
      // Saving an inactive member again sends nothing.
      const count = (await outbox(app, joana.email)).length;
      expect((await call('PATCH', `/api/admin/users/${joana.id}`, { plan: 'Arena Exclusiva' })).json()).toEqual({
        message: teamWords.teamUpdated,
      });
      expect(await outbox(app, joana.email)).toHaveLength(count);
      expect((await call('PATCH', `/api/admin/users/${joana.id}`, { status: 'Ativo' })).statusCode).toBe(200);
    });

    it('approves a registration with a plan and seats, and the member can log in active', async () => {
      await confirmEmail(app, anaAlnum);
      const res = await call('PATCH', `/api/admin/users/${anaAlnumId}`, {
        status: 'Ativo',
        plan: 'Arena Dedicada',
        qtd_team: 0,
      });
      expect(res.json()).toEqual({ message: usersStaffWords.membersApprovedQueued });
      expect(await user(anaAlnumId)).toMatchObject({ status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 0 });
      const token = await login(app, anaAlnum, 'senha123');
      const me = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json()).toMatchObject({ status: 'Ativo', plan: 'Arena Dedicada', qtt_team: 0 });
    });

    it('keeps seats at or above the team already there', async () => {
      const one = await call('PATCH', `/api/admin/users/${joana.id}`, { qtd_team: 0 });
      expect(one.statusCode).toBe(409);
      expect(one.json()).toEqual({
        message: usersStaffWords.membersSeatsBelowTeam(1),
        code: 'MEMBERS_SEATS_BELOW_TEAM',
      });
      expect((await user(joana.id)).qtd_team).toBe(2);

      const second = uniqueEmail('carla');
      expect(
        (await post(app, '/api/team', { name: 'Carla', email: second, phone: '(11) 91234-5678' }, joana.token))
          .statusCode,
      ).toBe(200);
      await post(app, '/api/reset-pass', {
        token: await lastLinkToken(app, second),
        password: 'carla123',
        confirm_password: 'carla123',
        terms_version: TERMS_TEXT_DATE,
      });
      const two = await call('PATCH', `/api/admin/users/${joana.id}`, { qtd_team: 1 });
      expect(two.statusCode).toBe(409);
      expect(two.json()).toEqual({
        message: 'A equipe desta conta já tem 2 pessoas. Informe ao menos 2 posições.',
        code: 'MEMBERS_SEATS_BELOW_TEAM',
      });
      expect((await call('PATCH', `/api/admin/users/${joana.id}`, { qtd_team: 2 })).statusCode).toBe(200);
      expect((await call('PATCH', `/api/admin/users/${joana.id}`, { qtd_team: 5 })).statusCode).toBe(200);
      expect((await user(joana.id)).qtd_team).toBe(5);
    });

    it('does not reach staff accounts', async () => {
      const res = await call('PATCH', `/api/admin/users/${staffId}`, { status: 'Inativo', reason: 'teste' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: screenWords.userNotFound, code: 'USER_NOT_FOUND' });
      expect((await user(staffId)).status).toBe('Ativo');
      expect(await auditOf(staffId)).toEqual([]);
    });
  });
});
