import { errorWords } from '@arena/shared/contract/error-words';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersWords } from '@arena/shared/users/words';
import { registrationWords } from '@arena/shared/registration/words';
import { createHash } from 'node:crypto';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, lastLinkToken, login, type Member, outbox, post, uniqueEmail } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

const DAY = 86_400_000;

/** docs/product.md#api: sessions, logout, recovery and the single-use links. */
describe('authentication', () => {
  let app: TestApp;
  let ana: Member;
  let bia: Member;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_RECOVERY: '100/1h' });
    ana = await activeManager(app, { qtd_team: 2 });
    bia = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    app.clock.set(MONDAY_10AM);
  });

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const reset = (token: string, password = 'nova1234', confirm_password = password) =>
    post(app, '/api/reset-pass', { token, password, confirm_password, terms_version: TERMS_TEXT_DATE });

  it('answers a login with the token and the seed’s user fields', async () => {
    const res = await post(app, '/api/session', { email: ana.email.toUpperCase(), password: ana.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
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
      },
    });
    const staff = await post(app, '/api/session', { email: 'staff@arena.test', password: 'staff123' });
    expect(staff.json().user).toMatchObject({ role: 'staff', status: 'Ativo' });
  });

  it('answers 203 with the same words for a wrong password and an unknown e-mail', async () => {
    for (const body of [
      { email: ana.email, password: 'errada123' },
      { email: 'ninguem@empresa.test', password: 'senha123' },
    ]) {
      const res = await post(app, '/api/session', body);
      expect(res.statusCode).toBe(203);
      expect(res.json()).toEqual({ message: usersWords.loginFailed });
    }
    for (const [body, field] of [
      [{ email: ana.email }, 'password'],
      [{ email: '', password: 'x' }, 'email'],
      [{}, 'email'],
    ] as const) {
      const res = await post(app, '/api/session', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('INVALID_INPUT', usersWords.loginRequired, field));
    }
  });

  it('stores only the sha256 of a token', async () => {
    const token = await login(app, ana.email, ana.password);
    const rows = await app.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    const hash = createHash('sha256').update(token).digest('hex');
    const row = rows.find((r) => r.token_hash === hash);
    expect(row).toMatchObject({ user_id: ana.id, revoked_at: null });
    expect(row?.expires_at).toBe(new Date(Date.parse(MONDAY_10AM) + 30 * DAY).toISOString());
  });

  it('lets a token live 30 days', async () => {
    const token = await login(app, ana.email, ana.password);
    // Used at least every 14 days (the idle limit, docs/product.md#api), it lasts its 30.
    for (let i = 0; i < 2; i += 1) {
      app.clock.advance(10 * DAY);
      expect((await me(token)).statusCode).toBe(200);
    }
    app.clock.advance(10 * DAY - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    app.clock.advance(60_000);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: usersWords.sessionExpired, code: 'SESSION_EXPIRED' });
  });

  it('revokes the token on DELETE /session, and only that one', async () => {
    const first = await login(app, ana.email, ana.password);
    const second = await login(app, ana.email, ana.password);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: errorWords.loggedOut });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(again.statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/session' })).statusCode).toBe(401);
    expect((await me('x'.repeat(43))).statusCode).toBe(401);
  });

  it('answers recovery the same way for unknown e-mails and mails a link only to real accounts', async () => {
    const unknown = uniqueEmail('fantasma');
    const a = await post(app, '/api/recovery-pass', { email: unknown });
    const b = await post(app, '/api/recovery-pass', { email: bia.email });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual({ message: usersWords.recoverySent });
    expect(b.json()).toEqual(a.json());
    expect(await outbox(app, unknown)).toEqual([]);
    const mail = (await outbox(app, bia.email)).at(-1);
    expect(mail?.subject).toBe('Redefinição de senha do Arena Cowork');
    expect(mail?.text).toMatch(/https:\/\/app\.arena\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('/reset-password?token=');

    const bad = await post(app, '/api/recovery-pass', { email: 'nao-e-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: usersWords.recoveryInvalid, code: 'INVALID_INPUT', field: 'email' });
  });

  it('uses a reset link once, and the reset ends every session', async () => {
    const email = bia.email;
    const sessions = [await login(app, email, bia.password), await login(app, email, bia.password)];
    await post(app, '/api/recovery-pass', { email });
    const link = await lastLinkToken(app, email);
    const stored = await app.db.selectFrom('one_time_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(link);

    const weak = await reset(link, 'abcdefg');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: registrationWords.passwordRules, code: 'INVALID_INPUT', field: 'password' });
    const mismatch = await reset(link, 'nova1234', 'nova12345');
    expect(mismatch.json()).toEqual({
      message: registrationWords.passwordMismatch,
      code: 'INVALID_INPUT',
      field: 'confirm_password',
    });

    const ok = await reset(link, 'nova1234');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: usersWords.passwordChanged });
    for (const token of sessions) expect((await me(token)).statusCode).toBe(401);
    expect((await post(app, '/api/session', { email, password: bia.password })).statusCode).toBe(203);
    bia.password = 'nova1234';
    expect((await post(app, '/api/session', { email, password: 'nova1234' })).statusCode).toBe(200);

    const reused = await reset(link, 'outra1234');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: usersWords.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
    const forged = await reset('x'.repeat(43));
    expect(forged.json()).toEqual({ message: usersWords.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
  });

  it('makes an older recovery link worthless once a newer one is used', async () => {
    await post(app, '/api/recovery-pass', { email: bia.email });
    const older = await lastLinkToken(app, bia.email);
    await post(app, '/api/recovery-pass', { email: bia.email });
    const newer = await lastLinkToken(app, bia.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'outra1234')).statusCode).toBe(200);
    bia.password = 'outra1234';
    expect((await reset(older, 'terceira1')).statusCode).toBe(400);
  });

  it('lets a recovery link live one hour', async () => {
    await post(app, '/api/recovery-pass', { email: bia.email });
    const fresh = await lastLinkToken(app, bia.email);
    app.clock.advance(59 * 60_000);
    expect((await reset(fresh, 'quarta123')).statusCode).toBe(200);

    await post(app, '/api/recovery-pass', { email: bia.email });
    const stale = await lastLinkToken(app, bia.email);
    app.clock.advance(3_600_000);
    const res = await reset(stale, 'quinta123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: usersWords.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
  });

  it('lets an invite link live seven days', async () => {
    const addMember = async (email: string) => {
      const res = await post(app, '/api/team', { name: 'Membro', email, phone: '(21) 98765-4321' }, ana.token);
      expect(res.statusCode).toBe(200);
      return lastLinkToken(app, email);
    };
    const early = uniqueEmail('convite');
    const late = uniqueEmail('convite');
    const earlyLink = await addMember(early);
    const lateLink = await addMember(late);
    app.clock.advance(7 * DAY - 60_000);
    expect((await reset(earlyLink, 'membro123')).statusCode).toBe(200);
    expect((await post(app, '/api/session', { email: early, password: 'membro123' })).json().user.level).toBe(1);
    app.clock.advance(60_000);
    const res = await reset(lateLink, 'membro123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: usersWords.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
    expect((await post(app, '/api/session', { email: late, password: 'membro123' })).statusCode).toBe(203);
  });
});
