import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersWords } from '@arena/shared/users/words';
import { registrationWords } from '@arena/shared/registration/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, lastLinkToken, login, type Member, post, register, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** The account: PUT /users (docs/product.md#api) and GET /users/me. */
describe('account', () => {
  let app: TestApp;
  let ana: Member;
  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const put = (payload: object, token = ana.token) =>
    app.inject({ method: 'PUT', url: '/api/users', payload, headers: { authorization: `Bearer ${token}` } });
  const me = (token = ana.token) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const phone = '(11) 91234-5678';

  it('GET /users/me answers the session user', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ana.id,
      name: 'Ana',
      lastname: 'Souza',
      level: 2,
      status: 'Ativo',
      phone: '11912345678',
      email: ana.email,
      plan: 'Arena Dedicada',
      qtt_team: 2,
      role: 'member',
      holder: true,
      terms_pending: false,
      email_confirmed: true,
      manager: null,
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: usersWords.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('GET /users/me tells a team member who manages the account, and its company', async () => {
    const email = uniqueEmail('time');
    await post(app, '/api/team', { name: 'Bruno', email, phone }, ana.token);
    const token = await lastLinkToken(app, email);
    await post(app, '/api/reset-pass', {
      token,
      password: 'senha123',
      confirm_password: 'senha123',
      terms_version: TERMS_TEXT_DATE,
    });
    const res = await me(await login(app, email, 'senha123'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ level: 1, manager: { name: 'Ana Souza', company: 'Empresa Teste' } });
  });

  it('changes the phone', async () => {
    const res = await put({ phone: '(21) 98765-4321' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: usersWords.accountUpdated,
      user: expect.objectContaining({ phone: '21987654321' }),
    });
    expect((await me()).json().phone).toBe('21987654321');

    for (const bad of [{}, { phone: '' }, { phone: '(11) 1234-5678' }, { phone: '(20) 98765-4321' }]) {
      const refused = await put(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: registrationWords.phoneInvalid,
        code: 'INVALID_INPUT',
        field: 'phone',
      });
    }
    const sameEmail = await put({ phone, email: ana.email });
    expect(sameEmail.statusCode).toBe(200);
    expect((await put({ phone, password: '', confirm_password: '' })).statusCode).toBe(200);
  });

  it('changes the e-mail only with the current password', async () => {
    const email = uniqueEmail('novo');
    const missing = await put({ phone, email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: usersWords.currentPasswordForEmail, code: 'CURRENT_PASSWORD_FOR_EMAIL' });
    const wrong = await put({ phone, email, old_password: 'errada123' });
    expect(wrong.statusCode).toBe(203);
    expect(wrong.json()).toEqual({ message: usersWords.currentPasswordWrong });
    const invalid = await put({ phone, email: 'sem-arroba', old_password: ana.password });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: usersWords.emailInvalid, code: 'INVALID_INPUT', field: 'email' });
    const taken = await put({ phone, email: 'Staff@Arena.test', old_password: ana.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: registrationWords.emailTaken, code: 'EMAIL_TAKEN' });
    expect((await me()).json().email).toBe(ana.email);

    const ok = await put({ phone, email: email.toUpperCase(), old_password: ana.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);
    expect((await post(app, '/api/session', { email: ana.email, password: ana.password })).statusCode).toBe(203);
    ana.email = email;
    expect((await post(app, '/api/session', { email, password: ana.password })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const other = await login(app, ana.email, ana.password);
    const change = { phone, password: 'trocada1', confirm_password: 'trocada1' };

    const missing = await put(change);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: usersWords.currentPasswordRequired, code: 'CURRENT_PASSWORD_REQUIRED' });
    const wrong = await put({ ...change, old_password: 'errada123' });
    expect(wrong.statusCode).toBe(203);
    expect(wrong.json()).toEqual({ message: usersWords.currentPasswordWrong });
    const mismatch = await put({ ...change, confirm_password: 'trocada2', old_password: ana.password });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      message: usersWords.newPasswordMismatch,
      code: 'INVALID_INPUT',
      field: 'confirm_password',
    });
    const weak = await put({ phone, password: 'abcdefg', confirm_password: 'abcdefg', old_password: ana.password });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: registrationWords.passwordRules, code: 'INVALID_INPUT', field: 'password' });
    // None of the refusals ended a session.
    expect((await me(other)).statusCode).toBe(200);

    const ok = await put({ ...change, old_password: ana.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(usersWords.accountUpdated);
    expect((await me()).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await post(app, '/api/session', { email: ana.email, password: ana.password })).statusCode).toBe(203);
    ana.password = 'trocada1';
    expect((await post(app, '/api/session', { email: ana.email, password: 'trocada1' })).statusCode).toBe(200);
    const hash = await app.db.selectFrom('users').select('password_hash').where('id', '=', ana.id).executeTakeFirst();
    expect(hash?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('uses up a pending recovery link when the password is changed here', async () => {
    expect((await post(app, '/api/recovery-pass', { email: ana.email })).statusCode).toBe(200);
    const link = await lastLinkToken(app, ana.email);
    const ok = await put({ phone, old_password: ana.password, password: 'outra123', confirm_password: 'outra123' });
    expect(ok.statusCode).toBe(200);
    ana.password = 'outra123';
    const reset = await post(app, '/api/reset-pass', {
      token: link,
      password: 'invasor1',
      confirm_password: 'invasor1',
      terms_version: TERMS_TEXT_DATE,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: usersWords.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
  });

  it('is for active managers only; a pending user still reads GET /users/me', async () => {
    const email = uniqueEmail('pendente');
    await register(app, email);
    const token = await login(app, email, 'senha123');
    expect((await me(token)).json()).toMatchObject({ status: 'Pendente', level: 2, plan: null, qtt_team: 0 });
    const refused = await put({ phone }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: usersWords.pendingReview, code: 'PENDING_REVIEW' });
    const anonymous = await app.inject({ method: 'PUT', url: '/api/users', payload: { phone } });
    expect(anonymous.statusCode).toBe(401);
  });
});
