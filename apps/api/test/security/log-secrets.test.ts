import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLinkToken, login, outbox, post, register, staffToken, uniqueEmail } from '../flows.ts';
import { ADMIN, createTestApp, type TestApp } from '../helpers.ts';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';

/**
 * docs/operations.md §8: no password, session token or reset/invite link ever reaches the logs, even at
 * the most talkative level. The whole journey runs with every line captured, then the lines are
 * searched for each secret that went by.
 */
describe('secrets in the logs', () => {
  let app: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp({}, undefined, { level: 'trace', stream });
  });
  afterAll(async () => {
    await app.close();
  });

  it('logs requests with their id but never a secret', async () => {
    const secrets: string[] = [ADMIN.password];
    const email = uniqueEmail('segredo');
    const password = 'Segredo123';
    secrets.push(password);
    const id = await register(app, email, password);
    const staff = await staffToken(app);
    secrets.push(staff);
    // The registration's confirmation link (docs/product.md#registration-proof) is a secret too.
    const confirmToken = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec((await outbox(app, email))[0]?.text ?? '')?.[1];
    if (!confirmToken) throw new Error('no confirmation link mailed');
    secrets.push(confirmToken);
    expect((await post(app, '/api/confirm-email', { token: confirmToken })).statusCode).toBe(200);
    const approve = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      payload: { status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 2 },
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(approve.statusCode).toBe(200);
    const token = await login(app, email, password);
    secrets.push(token);
    await post(app, '/api/session', { email, password: 'ErradaMuito9' });
    secrets.push('ErradaMuito9');

    // A recovery link, opened in the browser (a GET whose URL holds the token), then used.
    expect((await post(app, '/api/recovery-pass', { email })).statusCode).toBe(200);
    const recovery = await lastLinkToken(app, email);
    secrets.push(recovery);
    await app.inject({ method: 'GET', url: `/reset-password?token=${recovery}` });
    const newPassword = 'Trocada456';
    secrets.push(newPassword);
    const reset = await post(app, '/api/reset-pass', {
      token: recovery,
      password: newPassword,
      confirm_password: newPassword,
      terms_version: TERMS_TEXT_DATE,
    });
    expect(reset.statusCode).toBe(200);

    // A team invite and its link.
    const manager = await login(app, email, newPassword);
    secrets.push(manager);
    const member = uniqueEmail('convite');
    const invite = await post(app, '/api/team', { email: member, name: 'Bruno', phone: '(11) 91234-5678' }, manager);
    expect(invite.statusCode).toBe(200);
    const inviteToken = await lastLinkToken(app, member);
    secrets.push(inviteToken);
    await app.inject({ method: 'GET', url: `/reset-password?token=${inviteToken}&x=1` });
    // A refused reset with a made-up token is logged too.
    const madeUp = 'Z'.repeat(43);
    secrets.push(madeUp);
    await post(app, '/api/reset-pass', {
      token: madeUp,
      password: newPassword,
      confirm_password: newPassword,
      terms_version: TERMS_TEXT_DATE,
    });

    // The calendar feed: its secret is in the path, polled by a calendar app with no login.
    const feed = await app.inject({
      method: 'GET',
      url: '/api/users/me/calendar',
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(feed.statusCode).toBe(200);
    const feedPath = new URL((feed.json() as { url: string }).url).pathname;
    const feedSecret = /\/calendar\/([^/.]+)\.ics$/.exec(feedPath)?.[1] ?? '';
    expect(feedSecret.length).toBeGreaterThan(20);
    secrets.push(feedSecret);
    expect((await app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `${feedPath}?x=1` });
    // A made-up feed address is refused, and its would-be secret is not logged either.
    const madeUpFeed = 'Y'.repeat(43);
    secrets.push(madeUpFeed);
    expect((await app.inject({ method: 'GET', url: `/api/calendar/${madeUpFeed}.ics` })).statusCode).toBe(404);

    const log = lines.join('');
    expect(log).toContain('/api/calendar/[redacted]');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('"reqId"');
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const secret of secrets) expect(log.includes(secret), `a secret is in the logs`).toBe(false);
  });
});
