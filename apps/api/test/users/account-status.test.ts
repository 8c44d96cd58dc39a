import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersWords } from '@arena/shared/users/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../answers.ts';
import { activeManager, lastLinkToken, type Member, post, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * The account's status governs everyone in it (docs/product.md#account-status): when staff suspend
 * the account holder, or the account is pending, its team members, at either level, are refused
 * every member call with the status text and their calendar feed stops; reactivating the holder
 * gives everything back.
 */
describe("the account's status governs its team", () => {
  let app: TestApp;
  let ana: Member;
  const bruno = { name: 'Bruno Lima', email: uniqueEmail('bruno'), phone: '(21) 98765-4321' };
  const carla = { name: 'Carla Dias', email: uniqueEmail('carla'), phone: '(31) 99876-5432' };
  let brunoToken = '';
  let carlaToken = '';
  let carlaFeed = '';

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const book = (token: string, day: string) =>
    post(
      app,
      '/api/manager/appointment/store',
      { participants: 'Sala 10', date_initial: `${day} 09:00:00`, date_final: `${day} 10:00:00`, isStudio: false },
      token,
    );
  const setHolder = async (status: 'Ativo' | 'Inativo') => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${ana.id}`,
      headers: { authorization: `Bearer ${await staffToken(app)}` },
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const join = async (who: typeof bruno, password: string) => {
    expect((await post(app, '/api/team', who, ana.token)).statusCode).toBe(200);
    const link = await lastLinkToken(app, who.email);
    expect(
      (
        await post(app, '/api/reset-pass', {
          token: link,
          password,
          confirm_password: password,
          terms_version: TERMS_TEXT_DATE,
        })
      ).statusCode,
    ).toBe(200);
    const res = await post(app, '/api/session', { email: who.email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };

  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app, { qtd_team: 2 });
    brunoToken = await join(bruno, 'bruno123');
    carlaToken = await join(carla, 'carla123');
    // Carla manages with the holder (a team member at level 2, as a promotion makes her).
    await app.db.updateTable('users').set({ level: 2 }).where('email', '=', carla.email).execute();
    const feed = await get('/api/users/me/calendar', carlaToken);
    expect(feed.statusCode, feed.body).toBe(200);
    carlaFeed = new URL((feed.json() as { url: string }).url).pathname;
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets the team of an active account work', async () => {
    expect((await book(carlaToken, '2026-11-24')).statusCode).toBe(200);
    expect((await get(carlaFeed)).statusCode).toBe(200);
    expect((await book(brunoToken, '2026-11-25')).json()).toEqual(refused('MANAGERS_ONLY', usersWords.managersOnly));
  });

  it('refuses every member of a suspended account with the status text, and stops their feed', async () => {
    await setHolder('Inativo');
    for (const token of [ana.token, carlaToken, brunoToken]) {
      const res = await book(token, '2026-11-26');
      expect(res.json()).toEqual(refused('NOT_ACTIVE', usersWords.notActive));
      expect(res.statusCode).toBe(403);
      expect((await get('/api/team', token)).statusCode).toBe(403);
      expect((await get('/api/users/me', token)).json()).toMatchObject({ status: 'Inativo' });
    }
    expect((await get(carlaFeed)).statusCode).toBe(404);
    // A new sign-in says the same.
    const again = await post(app, '/api/session', { email: carla.email, password: 'carla123' });
    expect(again.json().user).toMatchObject({ status: 'Inativo', level: 2 });
  });

  it('gives everything back when the holder is reactivated', async () => {
    await setHolder('Ativo');
    expect((await book(carlaToken, '2026-11-26')).statusCode).toBe(200);
    expect((await get(carlaFeed)).statusCode).toBe(200);
    expect((await get('/api/users/me', brunoToken)).json()).toMatchObject({ status: 'Ativo', level: 1 });
  });

  it('holds a pending account the same way', async () => {
    await app.db.updateTable('users').set({ status: 'Pendente' }).where('id', '=', ana.id).execute();
    expect((await book(carlaToken, '2026-11-27')).json()).toEqual(refused('PENDING_REVIEW', usersWords.pendingReview));
    expect((await get(carlaFeed)).statusCode).toBe(404);
    expect((await get('/api/users/me', brunoToken)).json()).toMatchObject({ status: 'Pendente' });
    await app.db.updateTable('users').set({ status: 'Ativo' }).where('id', '=', ana.id).execute();
  });
});
