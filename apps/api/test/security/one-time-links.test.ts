import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersWords } from '@arena/shared/users/words';
import type { AddressInfo } from 'node:net';

import { waitMessage } from '@arena/shared/rules/wait';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED_LINK } from '../../src/modules/mail/mailer.ts';
import {
  activeManager,
  approve,
  lastLinkToken,
  login,
  type Member,
  outbox,
  post,
  register,
  uniqueEmail,
} from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * docs/product.md#shape, #api: a reset or invite link works once, however many use it at the
 * same moment; a manager cannot mail any address in bulk; and once mail is really delivered, the
 * copy staff can read holds no live link.
 */
const limits = { RATE_LIMIT_GLOBAL: '100000/1m', RATE_LIMIT_RECOVERY: '100/1h', RATE_LIMIT_RECOVERY_ADDRESS: '100/1h' };

describe('single-use links', () => {
  let app: TestApp;
  let ana: Member;
  beforeAll(async () => {
    app = await createTestApp({ ...limits, RATE_LIMIT_INVITE: '5/24h' });
    ana = await activeManager(app, { qtd_team: 30 });
  });
  afterAll(async () => {
    await app.close();
  });

  const race = (token: string, n = 20) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        post(app, '/api/reset-pass', {
          token,
          password: `nova${i}abc`,
          confirm_password: `nova${i}abc`,
          terms_version: TERMS_TEXT_DATE,
        }),
      ),
    );

  it('lets exactly one of 20 parallel uses of a recovery link set the password', async () => {
    const bia = await activeManager(app);
    expect((await post(app, '/api/recovery-pass', { email: bia.email })).statusCode).toBe(200);
    const answers = await race(await lastLinkToken(app, bia.email));
    const won = answers.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: usersWords.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
    }
    // The password set is the winner's, and it works.
    expect(await login(app, bia.email, `nova${won[0]}abc`)).toMatch(/^[\w-]{20,}$/);
  });

  it('lets exactly one of 20 parallel uses of an invite link set the password', async () => {
    const email = uniqueEmail('convidado');
    const added = await post(app, '/api/team', { name: 'Caio', email, phone: '(11) 91234-5678' }, ana.token);
    expect(added.statusCode).toBe(200);
    const answers = await race(await lastLinkToken(app, email));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(19);
  });

  it('limits a manager’s invites, a parallel burst included, an add that found an account counted', async () => {
    const rui = await activeManager(app, { qtd_team: 30 });
    // An add refused because the e-mail has an account sends no invite, yet costs one
    // (docs/product.md#account-existence: the answer is what a probe wants).
    const taken = await post(app, '/api/team', { name: 'Ana', email: ana.email, phone: '(11) 91234-5678' }, rui.token);
    expect(taken.statusCode).toBe(409);
    const emails = Array.from({ length: 12 }, () => uniqueEmail('lote'));
    const answers = await Promise.all(
      emails.map((email) => post(app, '/api/team', { name: 'Lote', email, phone: '(11) 91234-5678' }, rui.token)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(8);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(3600);
    expect(refused[0]?.json()).toEqual({
      message: waitMessage(Number(refused[0]?.headers['retry-after'])),
      code: 'TOO_MANY_REQUESTS',
    });
    const invited = (await outbox(app)).filter((m) => emails.includes(m.recipient));
    expect(invited).toHaveLength(4);
  });
});

describe('the outbox when mail is delivered', () => {
  let server: SMTPServer;
  let app: TestApp;
  const delivered: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          delivered.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    app = await createTestApp({ ...limits, MAIL_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('keeps a copy of a recovery mail without its live link, and the member gets the link that works', async () => {
    // The registration's confirmation link is delivered, and its copy holds no live link either
    // (docs/product.md#registration-proof): the member confirms from the delivered message.
    const email = uniqueEmail('entrega');
    const id = await register(app, email);
    const [confirmCopy] = await outbox(app, email);
    expect(confirmCopy?.text).toContain(REDACTED_LINK);
    expect(`${confirmCopy?.text}${confirmCopy?.html}`).not.toMatch(/token=/);
    await expect.poll(() => delivered.find((d) => d.includes(email) && /confirm-email/.test(d))).toBeTruthy();
    const mailed = (delivered.find((d) => d.includes(email) && /confirm-email/.test(d)) ?? '').replace(/=\r?\n/g, '');
    const confirmToken = /confirm-email\?token=(?:3D)?([A-Za-z0-9_-]{20,})/.exec(mailed)?.[1] ?? '';
    expect((await post(app, '/api/confirm-email', { token: confirmToken })).statusCode).toBe(200);
    await approve(app, id);
    const cid = { email };
    expect((await post(app, '/api/recovery-pass', { email: cid.email })).statusCode).toBe(200);
    const [copy] = (await outbox(app, cid.email)).filter((m) => m.subject.includes('senha'));
    expect(copy?.text).toContain(REDACTED_LINK);
    expect(copy?.html).toContain(REDACTED_LINK);
    expect(`${copy?.text}${copy?.html}`).not.toMatch(/token=/);
    await expect.poll(() => delivered.find((d) => d.includes(cid.email) && /reset-password/.test(d))).toBeTruthy();
    // Quoted-printable may fold the line: join it back before reading the token.
    const raw = (delivered.find((d) => d.includes(cid.email) && /reset-password/.test(d)) ?? '').replace(/=\r?\n/g, '');
    const token = /reset-password\?token=(?:3D)?([A-Za-z0-9_-]{20,})/.exec(raw)?.[1] ?? '';
    const reset = await post(app, '/api/reset-pass', {
      token,
      password: 'entrega123',
      confirm_password: 'entrega123',
      terms_version: TERMS_TEXT_DATE,
    });
    expect(reset.statusCode).toBe(200);
  });
});
