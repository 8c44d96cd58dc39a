import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { registrationWords } from '@arena/shared/registration/words';
import { privacyWords } from '@arena/shared/privacy/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, lastLinkToken, login, type Member, outbox, post, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

/** docs/product.md#team: a manager's team within the plan's seats. */
describe('team', () => {
  let app: TestApp;
  let ana: Member;
  let rui: Member;
  const bruno = { name: 'Bruno Lima', email: uniqueEmail('bruno'), phone: '(21) 98765-4321' };
  const carla = { name: 'Carla Dias', email: uniqueEmail('carla'), phone: '(31) 99876-5432' };
  let brunoToken = '';

  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app, { qtd_team: 2 });
    rui = await activeManager(app, { qtd_team: 1 });
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const seats = async (token = ana.token) => (await call('GET', '/api/team/seats', token)).json();
  async function expectRefused(res: { statusCode: number; json(): unknown }, status: number, answer: object) {
    expect(res.json()).toEqual(answer);
    expect(res.statusCode).toBe(status);
  }

  it('starts empty with every seat free', async () => {
    const res = await call('GET', '/api/team', ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(await seats()).toEqual({ total: 2, used: 0, free: 2 });
  });

  it('refuses an incomplete new member', async () => {
    const invalid = teamWords.teamEmailInvalid;
    await expectRefused(
      await post(app, '/api/team', { ...bruno, email: 'sem-arroba' }, ana.token),
      400,
      refused('INVALID_INPUT', invalid, 'email'),
    );
    await expectRefused(
      await post(app, '/api/team', { ...bruno, name: ' ' }, ana.token),
      400,
      refused('INVALID_INPUT', registrationWords.fillRequiredFields, 'name'),
    );
    await expectRefused(
      await post(app, '/api/team', { ...bruno, phone: '' }, ana.token),
      400,
      refused('INVALID_INPUT', registrationWords.fillRequiredFields, 'phone'),
    );
    await expectRefused(
      await post(app, '/api/team', { ...bruno, phone: '1234' }, ana.token),
      400,
      refused('INVALID_INPUT', registrationWords.phoneInvalid, 'phone'),
    );
    await expectRefused(
      await post(app, '/api/team', { ...bruno, email: rui.email }, ana.token),
      409,
      refused('EMAIL_TAKEN', registrationWords.emailTaken),
    );
    expect(await seats()).toEqual({ total: 2, used: 0, free: 2 });
  });

  it('adds members within the seats and mails each an invite link', async () => {
    const added = await post(app, '/api/team', bruno, ana.token);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: teamWords.teamAdded });
    const invite = (await outbox(app, bruno.email)).at(-1);
    // Neutral Portuguese: an invitation received, not a person "convidado" (docs/product.md#words).
    expect(invite?.subject).toBe('Você recebeu um convite para o Arena Cowork');
    expect(invite?.text).toContain('Ana Souza');
    expect(invite?.text).toMatch(/https:\/\/app\.arena\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(await seats()).toEqual({ total: 2, used: 1, free: 1 });

    await expectRefused(
      await post(app, '/api/team', { ...carla, email: bruno.email }, ana.token),
      409,
      refused('EMAIL_TAKEN', registrationWords.emailTaken),
    );
    expect((await post(app, '/api/team', carla, ana.token)).statusCode).toBe(200);
    expect(await seats()).toEqual({ total: 2, used: 2, free: 0 });
    const third = { name: 'Davi', email: uniqueEmail('davi'), phone: '(11) 91234-5678' };
    await expectRefused(
      await post(app, '/api/team', third, ana.token),
      409,
      refused('TEAM_NO_SEATS', teamWords.teamNoSeats),
    );
    expect(await outbox(app, third.email)).toEqual([]);

    const team = await call('GET', '/api/team', ana.token);
    expect(team.json()).toEqual([
      { participant: { name: 'Bruno Lima', email: bruno.email, phone: '21987654321' }, invite: 'pending', level: 1 },
      { participant: { name: 'Carla Dias', email: carla.email, phone: '31998765432' }, invite: 'pending', level: 1 },
    ]);
    expect((await call('GET', '/api/team', rui.token)).json()).toEqual([]);
  });

  it('lets a member set a password from the invite and log in as level 1', async () => {
    expect((await post(app, '/api/session', { email: bruno.email, password: '' })).statusCode).toBe(400);
    const link = await lastLinkToken(app, bruno.email);
    const set = await post(app, '/api/reset-pass', {
      token: link,
      password: 'bruno123',
      confirm_password: 'bruno123',
      terms_version: TERMS_TEXT_DATE,
    });
    expect(set.statusCode).toBe(200);
    const res = await post(app, '/api/session', { email: bruno.email, password: 'bruno123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: expect.any(Number),
      name: 'Bruno Lima',
      lastname: '',
      level: 1,
      status: 'Ativo',
      phone: '21987654321',
      email: bruno.email,
      plan: 'Arena Dedicada',
      qtt_team: 0,
      role: 'member',
      holder: false,
      terms_pending: false,
      email_confirmed: true,
    });
    brunoToken = res.json().token;
    await expectRefused(
      await call('GET', '/api/team', brunoToken),
      403,
      refused('MANAGERS_ONLY', usersWords.managersOnly),
    );
    await expectRefused(
      await post(app, '/api/team', carla, brunoToken),
      403,
      refused('MANAGERS_ONLY', usersWords.managersOnly),
    );
  });

  it('updates name and phone but never the e-mail', async () => {
    const res = await call('PUT', '/api/team', ana.token, {
      email: bruno.email,
      name: 'Bruno L. Lima',
      phone: '(41) 99999-0000',
      new_email: 'outro@empresa.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: teamWords.teamUpdated });
    const row = await app.db.selectFrom('users').selectAll().where('email', '=', bruno.email).executeTakeFirst();
    expect(row).toMatchObject({ name: 'Bruno L. Lima', phone: '41999990000', level: 1, manager_id: ana.id });
    expect(await app.db.selectFrom('users').select('id').where('email', '=', 'outro@empresa.test').execute()).toEqual(
      [],
    );

    // A cleared name is refused with the field's words, not reported as a change.
    await expectRefused(
      await call('PUT', '/api/team', ana.token, { email: bruno.email, name: ' ', phone: '' }),
      400,
      refused('INVALID_INPUT', registrationWords.fieldRequired, 'name'),
    );
    // Name and phone are optional: only the e-mail (and a blank phone) leaves everything as it was.
    expect((await call('PUT', '/api/team', ana.token, { email: bruno.email, phone: '' })).statusCode).toBe(200);
    expect((await call('GET', '/api/team', ana.token)).json()[0]).toEqual({
      participant: { name: 'Bruno L. Lima', email: bruno.email, phone: '41999990000' },
      invite: 'active',
      level: 1,
    });
    await expectRefused(
      await call('PUT', '/api/team', ana.token, { email: bruno.email, phone: '123' }),
      400,
      refused('INVALID_INPUT', registrationWords.phoneInvalid, 'phone'),
    );
    // The e-mail names the member: someone else's is not found.
    const notMine = teamWords.teamMemberNotFound;
    await expectRefused(
      await call('PUT', '/api/team', ana.token, { email: rui.email, name: 'X' }),
      404,
      refused('TEAM_MEMBER_NOT_FOUND', notMine),
    );
    await expectRefused(
      await call('PUT', '/api/team', rui.token, { email: bruno.email, name: 'X' }),
      404,
      refused('TEAM_MEMBER_NOT_FOUND', notMine),
    );
    await expectRefused(
      await post(app, '/api/team/remove', { email: bruno.email }, rui.token),
      404,
      refused('TEAM_MEMBER_NOT_FOUND', notMine),
    );
    // A member's own account screen cannot change the e-mail either (managers only).
    await expectRefused(
      await call('PUT', '/api/users', brunoToken, { phone: '(11) 91234-5678' }),
      403,
      refused('MANAGERS_ONLY', usersWords.managersOnly),
    );
  });

  it('removes a member and ends their access at once', async () => {
    const second = await login(app, bruno.email, 'bruno123');
    const res = await post(app, '/api/team/remove', { email: bruno.email }, ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: teamWords.teamRemoved });
    for (const token of [brunoToken, second]) {
      await expectRefused(
        await call('GET', '/api/users/me', token),
        401,
        refused('ACCESS_REMOVED', usersWords.accessRemoved),
      );
    }
    // The row stays, anonymised, for the account's history (docs/product.md#privacy).
    expect(await app.db.selectFrom('users').select('id').where('email', '=', bruno.email).execute()).toEqual([]);
    const kept = await app.db
      .selectFrom('users')
      .select(['name', 'phone', 'password_hash', 'manager_id', 'removed_at'])
      .where('manager_id', '=', ana.id)
      .where('removed_at', 'is not', null)
      .execute();
    expect(kept).toEqual([
      {
        name: privacyWords.exTeamMember,
        phone: '',
        password_hash: null,
        manager_id: ana.id,
        removed_at: expect.any(String),
      },
    ]);
    expect((await call('GET', '/api/team', ana.token)).json()).not.toContainEqual(
      expect.objectContaining({ participant: expect.objectContaining({ name: privacyWords.exTeamMember }) }),
    );
    expect((await post(app, '/api/session', { email: bruno.email, password: 'bruno123' })).statusCode).toBe(203);
    expect(await seats()).toEqual({ total: 2, used: 1, free: 1 });
    await expectRefused(
      await post(app, '/api/team/remove', { email: bruno.email }, ana.token),
      404,
      refused('TEAM_MEMBER_NOT_FOUND', teamWords.teamMemberNotFound),
    );

    // Carla never used her invite: removing her makes the link worthless.
    const link = await lastLinkToken(app, carla.email);
    expect((await post(app, '/api/team/remove', { email: carla.email }, ana.token)).statusCode).toBe(200);
    const late = await post(app, '/api/reset-pass', {
      token: link,
      password: 'carla123',
      confirm_password: 'carla123',
      terms_version: TERMS_TEXT_DATE,
    });
    await expectRefused(late, 400, refused('RESET_TOKEN_INVALID', usersWords.resetTokenInvalid));

    // The seat and the e-mail are free again.
    expect((await post(app, '/api/team', bruno, ana.token)).statusCode).toBe(200);
    expect(await seats()).toEqual({ total: 2, used: 1, free: 1 });
  });

  it('is refused without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/team' });
    await expectRefused(res, 401, refused('UNAUTHENTICATED', usersWords.unauthenticated));
  });
});
