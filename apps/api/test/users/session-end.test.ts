import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { codeOf } from '@arena/shared/contract/error-codes';
import type { SessionRefusal } from '@arena/shared/contract/session-end';
import { messages } from '@arena/shared/contract/all-words';
import { usersWords } from '@arena/shared/users/words';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, lastLinkToken, login, type Member, post, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';

const DAY = 86_400_000;

/**
 * docs/product.md#sessions: a token that no longer works is answered 401 with why, each reason its
 * own code — an expiry is never said for a revocation, and a removed team member hears that the
 * manager removed their access. Only the token's holder hears it: without a token, or with one the
 * server never issued, the answer is the plain UNAUTHENTICATED.
 */
describe('a session that ends says why', () => {
  let app: TestApp;
  let ana: Member;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m', RATE_LIMIT_RECOVERY: '100/1h' });
    ana = await activeManager(app, { qtd_team: 3 });
    admin = await staffToken(app);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    app.clock.set(MONDAY_10AM);
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    app.inject({ method, url, payload, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  const me = (token?: string) => send('GET', '/api/users/me', token);

  /** The 401 of `reason`, on a member's call and on SAIR alike: its own code and words. */
  async function expectEnded(token: string, reason: SessionRefusal) {
    for (const res of [
      await me(token),
      await send('PUT', '/api/users', token, {}),
      await send('DELETE', '/api/session', token),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages[reason], code: codeOf(reason) });
    }
  }

  /** A team member of Ana's with a password set, signed in. */
  async function teamMember(name: string) {
    const email = uniqueEmail(name.toLowerCase());
    const added = await send('POST', '/api/team', ana.token, { name, email, phone: '(21) 98765-4321' });
    expect(added.statusCode, added.body).toBe(200);
    const link = await lastLinkToken(app, email);
    await post(app, '/api/reset-pass', {
      token: link,
      password: 'senha123',
      confirm_password: 'senha123',
      terms_version: TERMS_TEXT_DATE,
    });
    return { email, token: await login(app, email, 'senha123') };
  }

  it('answers the plain UNAUTHENTICATED without a token, and for a token the server never issued', async () => {
    // Ana's token with its last character changed: to another one, since 1 token in 64 ends in `A`
    // already (the CI run that found it was answered 200 with Ana's own token).
    const forged = `${ana.token.slice(0, -1)}${ana.token.endsWith('A') ? 'B' : 'A'}`;
    for (const res of [await me(), await me('x'.repeat(43)), await me(forged)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: usersWords.unauthenticated, code: 'UNAUTHENTICATED' });
    }
  });

  it('says SESSION_EXPIRED after 30 days, and after 14 days unused', async () => {
    const old = await login(app, ana.email, ana.password);
    const unused = await login(app, ana.email, ana.password);
    for (let i = 0; i < 3; i += 1) {
      app.clock.advance(10 * DAY);
      if (i < 2) expect((await me(old)).statusCode).toBe(200);
    }
    await expectEnded(old, 'sessionExpired');
    await expectEnded(unused, 'sessionExpired');
    expect(usersWords.sessionExpired).toBe('Sua sessão expirou. Entre novamente.');
  });

  it('says SESSION_LOGGED_OUT to a token SAIR ended (another tab of the same browser)', async () => {
    const token = await login(app, ana.email, ana.password);
    expect((await send('DELETE', '/api/session', token)).statusCode).toBe(200);
    await expectEnded(token, 'sessionLoggedOut');
  });

  it('says SESSION_PASSWORD_CHANGED to the other sessions when the password changes on the account screen', async () => {
    const bia = await activeManager(app);
    const other = await login(app, bia.email, bia.password);
    const change = await send('PUT', '/api/users', bia.token, {
      phone: '(11) 91234-5678',
      password: 'trocada1',
      confirm_password: 'trocada1',
      old_password: bia.password,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(bia.token)).statusCode).toBe(200);
    await expectEnded(other, 'sessionPasswordChanged');
    expect(usersWords.sessionPasswordChanged).not.toMatch(/expirou/);
  });

  it('says SESSION_PASSWORD_CHANGED to every session when the password is set through a recovery link', async () => {
    const caio = await activeManager(app);
    await post(app, '/api/recovery-pass', { email: caio.email });
    const link = await lastLinkToken(app, caio.email);
    await post(app, '/api/reset-pass', {
      token: link,
      password: 'nova1234',
      confirm_password: 'nova1234',
      terms_version: TERMS_TEXT_DATE,
    });
    await expectEnded(caio.token, 'sessionPasswordChanged');
  });

  it('says SESSION_ENDED_ELSEWHERE to the sessions _Sair de todos os outros dispositivos_ ended', async () => {
    const dani = await activeManager(app);
    const phone = await login(app, dani.email, dani.password);
    const ended = await send('POST', '/api/users/me/sessions/end-others', dani.token);
    expect(ended.json()).toMatchObject({ ended: 1 });
    await expectEnded(phone, 'sessionEndedElsewhere');
    expect((await me(dani.token)).statusCode).toBe(200);
  });

  it('says ACCESS_REMOVED to a team member the manager removed, on every session, and a login stays the plain 203', async () => {
    const rita = await teamMember('Rita');
    const tablet = await login(app, rita.email, 'senha123');
    const removed = await send('POST', '/api/team/remove', ana.token, { email: rita.email });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectEnded(rita.token, 'accessRemoved');
    await expectEnded(tablet, 'accessRemoved');
    expect(usersWords.accessRemoved).toBe('Seu acesso ao Arena Cowork foi removido pelo titular da conta.');
    // The address is anonymised with the person (docs/product.md#privacy): a login with it reads as
    // any unknown address, so a stranger typing it learns nothing; the holder of a session is told.
    const again = await post(app, '/api/session', { email: rita.email, password: 'senha123' });
    expect(again.statusCode).toBe(203);
    expect(again.json()).toEqual({ message: usersWords.loginFailed });
  });

  it('says STAFF_ACCESS_REMOVED to a staff account an administrator removed', async () => {
    const email = uniqueEmail('recepcao');
    const invited = await send('POST', '/api/admin/staff', admin, { name: 'Rita', email, role: 'recepcao' });
    const link = await lastLinkToken(app, email);
    await post(app, '/api/reset-pass', {
      token: link,
      password: 'senha123',
      confirm_password: 'senha123',
      terms_version: TERMS_TEXT_DATE,
    });
    const token = await login(app, email, 'senha123');
    expect((await send('DELETE', `/api/admin/staff/${invited.json().id}`, admin)).statusCode).toBe(200);
    const res = await send('GET', '/api/admin/appointments', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: usersWords.staffAccessRemoved, code: 'STAFF_ACCESS_REMOVED' });
  });

  it('lists every 401 code in the OpenAPI document of a call that needs a session, and none for a public one', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const codes = JSON.stringify(doc.paths['/api/users/me']?.get?.responses['401']);
    for (const code of [
      'UNAUTHENTICATED',
      'SESSION_EXPIRED',
      'SESSION_LOGGED_OUT',
      'SESSION_PASSWORD_CHANGED',
      'SESSION_ENDED_ELSEWHERE',
      'ACCESS_REMOVED',
      'STAFF_ACCESS_REMOVED',
    ]) {
      expect(codes).toContain(`"${code}"`);
    }
    expect(doc.paths['/api/session']?.post?.responses['401']).toBeUndefined();
  });

  it('keeps a suspended account signed in and refuses it with 403 NOT_ACTIVE, not a 401', async () => {
    const eva = await activeManager(app);
    const users = await send('GET', `/api/admin/users?status=Ativo`, admin);
    expect(users.statusCode).toBe(200);
    const suspend = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${eva.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { status: 'Inativo' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await me(eva.token)).statusCode).toBe(200);
    const book = await send('POST', '/api/manager/appointment/store', eva.token, {});
    expect(book.statusCode).toBe(403);
    expect(book.json()).toMatchObject({ code: 'NOT_ACTIVE' });
  });
});
