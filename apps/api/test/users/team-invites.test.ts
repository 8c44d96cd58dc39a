import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { teamWords } from '@arena/shared/users/team-words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, lastLinkToken, type Member, outbox, post, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** Each member's invite: its state in GET /team, and sending it again (POST /team/resend). */
describe('team invites', () => {
  let app: TestApp;
  let ana: Member;
  let rui: Member;
  beforeAll(async () => {
    // Two adds and two resends fit the day's invites; the fifth is refused.
    app = await createTestApp({ RATE_LIMIT_INVITE: '4/24h' });
    ana = await activeManager(app, { qtd_team: 3 });
    rui = await activeManager(app, { qtd_team: 1 });
  });
  afterAll(async () => {
    await app.close();
  });

  const team = async () =>
    (await app.inject({ method: 'GET', url: '/api/team', headers: { authorization: `Bearer ${ana.token}` } })).json();
  const resend = (email: string, token = ana.token) => post(app, '/api/team/resend', { email }, token);
  const setPassword = (token: string) =>
    post(app, '/api/reset-pass', {
      token,
      password: 'membro123',
      confirm_password: 'membro123',
      terms_version: TERMS_TEXT_DATE,
    });

  it('shows an invite pending until the member sets a password, then active', async () => {
    const email = uniqueEmail('bruno');
    expect(
      (await post(app, '/api/team', { name: 'Bruno', email, phone: '(21) 98765-4321' }, ana.token)).statusCode,
    ).toBe(200);
    expect(await team()).toEqual([
      { participant: { name: 'Bruno', email, phone: '21987654321' }, invite: 'pending', level: 1 },
    ]);
    expect((await setPassword(await lastLinkToken(app, email))).statusCode).toBe(200);
    expect((await team())[0].invite).toBe('active');

    const again = await resend(email);
    expect(again.json()).toEqual({ message: teamWords.teamInviteAccepted, code: 'TEAM_INVITE_ACCEPTED' });
    expect(again.statusCode).toBe(409);
  });

  it('mails a new link that works, and the old one no longer does', async () => {
    const email = uniqueEmail('carla');
    await post(app, '/api/team', { name: 'Carla', email, phone: '(31) 99876-5432' }, ana.token);
    const first = await lastLinkToken(app, email);

    const res = await resend(email);
    // No MAIL_URL here: the answer says the invite was not sent (issue 31 item 10).
    expect(res.json()).toEqual({ message: teamWords.teamInviteResentQueued });
    expect(res.statusCode).toBe(200);
    const mails = await outbox(app, email);
    expect(mails).toHaveLength(2);
    // "a equipe do Arena Cowork" is the space's staff: the team is named by the manager's company.
    for (const mail of mails) {
      expect(mail.text).toContain('Ana Souza cadastrou você na equipe de Empresa Teste no Arena Cowork.');
      expect(mail.text).not.toContain('equipe do Arena Cowork');
    }
    const second = await lastLinkToken(app, email);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(400);
    expect((await setPassword(second)).statusCode).toBe(200);
  });

  it("refuses another manager's member and counts against the day's invites", async () => {
    const email = uniqueEmail('davi');
    await post(app, '/api/team', { name: 'Davi', email, phone: '(11) 91234-5678' }, ana.token);
    const foreign = await resend(email, rui.token);
    expect(foreign.json()).toEqual({ message: teamWords.teamMemberNotFound, code: 'TEAM_MEMBER_NOT_FOUND' });
    expect(foreign.statusCode).toBe(404);
    // Three adds and one resend used the day's four invites.
    const limited = await resend(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
