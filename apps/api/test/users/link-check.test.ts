import { usersWords } from '@arena/shared/users/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, lastLinkToken, type Member, outbox, post, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

/** POST /reset-pass/check: what a link is for, asked when /reset-password opens. */
describe('link check', () => {
  let app: TestApp;
  let ana: Member;
  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app, { qtd_team: 2 });
  });
  afterAll(async () => {
    await app.close();
  });

  const check = (token: unknown) => post(app, '/api/reset-pass/check', { token });

  it('names an invite and the account it sets, and marks the invite’s link', async () => {
    const email = uniqueEmail('bruno');
    expect(
      (await post(app, '/api/team', { name: 'Bruno', email, phone: '(21) 98765-4321' }, ana.token)).statusCode,
    ).toBe(200);
    expect((await outbox(app, email)).at(-1)?.text).toMatch(/reset-password\?token=[\w-]+&invite=1/);
    const res = await check(await lastLinkToken(app, email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purpose: 'invite', email, accepts_terms: true });
  });

  it('refuses alike a removed member’s invite, an unknown and a malformed token', async () => {
    const email = uniqueEmail('carla');
    await post(app, '/api/team', { name: 'Carla', email, phone: '(31) 99876-5432' }, ana.token);
    const token = await lastLinkToken(app, email);
    expect((await post(app, '/api/team/remove', { email }, ana.token)).statusCode).toBe(200);
    for (const bad of [token, 'x'.repeat(43), 'curto', 42]) {
      const res = await check(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        // A malformed token is refused by its shape (the page never sends one); a well-formed one
        // that is dead is refused alike whether it never existed or its member was removed.
        typeof bad === 'number' || bad === 'curto'
          ? refused('INVALID_INPUT', usersWords.resetTokenInvalid, 'token')
          : refused('RESET_TOKEN_INVALID', usersWords.resetTokenInvalid),
      );
    }
  });

  it('tells whoever opens a used invite again that the password was created, to sign in (walk C8)', async () => {
    const email = uniqueEmail('diana');
    await post(app, '/api/team', { name: 'Diana', email, phone: '(41) 99876-1234' }, ana.token);
    const token = await lastLinkToken(app, email);
    const version = (await app.inject({ method: 'GET', url: '/api/config' })).json().terms_version as string;
    const set = await post(app, '/api/reset-pass', {
      token,
      password: 'senha123',
      confirm_password: 'senha123',
      terms_version: version,
    });
    expect(set.statusCode, set.body).toBe(200);
    const again = await check(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refused('INVITE_USED', usersWords.inviteUsed));
  });
});
