import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { registrationWords } from '@arena/shared/registration/words';
import { usersWords } from '@arena/shared/users/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLinkToken, login, outbox, post, register, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

/**
 * The proof of address (docs/product.md#registration-proof, issue 19 item 5, decision 023): a
 * registration becomes a usable account only after the link mailed to its address is opened.
 */
describe('registration: proof of address', () => {
  let app: TestApp;
  let staff: string;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_REGISTER: '1000/1h' });
    staff = await staffToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const approval = { status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 2 };
  const patch = (id: number, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      payload,
      headers: { authorization: `Bearer ${staff}` },
    });
  const confirm = (token: string) => post(app, '/api/confirm-email', { token });
  const status = async (id: number) =>
    (await app.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  /** The token of the /confirm-email link mailed to `to` (the newest one). */
  async function confirmToken(to: string): Promise<string> {
    for (const m of (await outbox(app, to)).reverse()) {
      const match = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(m.text);
      if (match?.[1]) return match[1];
    }
    throw new Error(`no confirmation link mailed to ${to}`);
  }

  it('mails the link at the terms step, and approval waits for it', async () => {
    const email = uniqueEmail('prova');
    const id = await register(app, email);
    const mails = await outbox(app, email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirme seu e-mail no Arena Cowork',
      'Cópia dos Termos de Uso que você aceitou (versão de 28/11/2026)',
    ]);
    expect(mails[0]?.text).toContain('https://app.arena.test/confirm-email?token=');
    // Stored hashed, like recovery links: the token itself is nowhere in the database.
    const token = await confirmToken(email);
    const stored = await app.db.selectFrom('one_time_tokens').selectAll().where('user_id', '=', id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'confirm', used_at: null });
    expect(stored[0]?.token_hash).not.toContain(token);

    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/users?status=Pendente',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(list.json().find((u: { id: number }) => u.id === id)).toMatchObject({ email_confirmed: false });

    const early = await patch(id, approval);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(refused('MEMBERS_EMAIL_NOT_CONFIRMED', usersStaffWords.membersEmailNotConfirmed));
    expect(await status(id)).toBe('Pendente');

    const opened = await confirm(token);
    expect(opened.statusCode).toBe(200);
    // No MAIL_URL here: no e-mail is promised for the approval either (issue 31 item 10).
    expect(opened.json()).toEqual({ message: registrationWords.emailConfirmedQueued });
    const approved = await patch(id, approval);
    expect(approved.statusCode).toBe(200);
    expect(await status(id)).toBe('Ativo');
  });

  it('a registration taken with someone else’s address cannot be approved', async () => {
    // Someone registers, from their own browser, with the owner's address and their own password:
    // the link goes to the owner, whom they are not, so staff can never approve it.
    const owner = uniqueEmail('dona');
    const id = await register(app, owner, 'intruso123');
    expect((await patch(id, approval)).json()).toEqual(
      refused('MEMBERS_EMAIL_NOT_CONFIRMED', usersStaffWords.membersEmailNotConfirmed),
    );
    // Nor by a detour: refused first (allowed without the proof), then turned Ativo.
    expect((await patch(id, { status: 'Inativo', reason: 'Dados incompletos' })).statusCode).toBe(200);
    expect((await patch(id, approval)).statusCode).toBe(409);
    expect(await status(id)).toBe('Inativo');
    // Signed in, the intruder holds a Pendente-like account that books nothing.
    const token = await login(app, owner, 'intruso123');
    const booking = await app.inject({
      method: 'POST',
      url: '/api/manager/appointment/store',
      payload: {
        isStudio: false,
        participants: 'Sala 10',
        date_initial: '2026-11-24 10:00:00',
        date_final: '2026-11-24 11:00:00',
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(booking.statusCode).toBe(403);
  });

  it('of 20 parallel uses of one link exactly one confirms', async () => {
    const email = uniqueEmail('corrida');
    await register(app, email);
    const token = await confirmToken(email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(token)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(19);
    const loser = answers.find((a) => a.statusCode === 400);
    expect(loser?.json()).toEqual(refused('EMAIL_CONFIRM_INVALID', registrationWords.emailConfirmInvalid));
    // And used up for good.
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('refuses an expired link, an unknown one, and a link of another kind', async () => {
    const email = uniqueEmail('expira');
    const id = await register(app, email);
    const token = await confirmToken(email);
    // A confirmation link never sets a password.
    const asReset = await post(app, '/api/reset-pass', {
      token,
      password: 'outra123',
      confirm_password: 'outra123',
      terms_version: TERMS_TEXT_DATE,
    });
    expect(asReset.json()).toEqual(refused('RESET_TOKEN_INVALID', usersWords.resetTokenInvalid));
    expect((await post(app, '/api/reset-pass/check', { token })).statusCode).toBe(400);
    expect((await confirm('x'.repeat(43))).json()).toEqual(
      refused('EMAIL_CONFIRM_INVALID', registrationWords.emailConfirmInvalid),
    );

    app.clock.advance(7 * 86_400_000 + 1);
    try {
      expect((await confirm(token)).json()).toEqual(
        refused('EMAIL_CONFIRM_INVALID', registrationWords.emailConfirmInvalid),
      );
      expect((await patch(id, approval)).statusCode).toBe(409);
      // Staff send a new link; it works, and afterwards there is nothing to resend.
      const resend = () =>
        app.inject({
          method: 'POST',
          url: `/api/admin/users/${id}/confirmation`,
          headers: { authorization: `Bearer ${staff}` },
        });
      const again = await resend();
      const fresh = await confirmToken(email);
      expect(fresh).not.toBe(token);
      // Without MAIL_URL nothing is mailed: the answer carries the link for staff to pass on (walk C6).
      expect(again.json()).toEqual({
        message: usersStaffWords.membersConfirmationResentQueued,
        link: `https://app.arena.test/confirm-email?token=${fresh}`,
      });
      expect((await confirm(fresh)).statusCode).toBe(200);
      expect((await resend()).json()).toEqual(
        refused('MEMBERS_EMAIL_ALREADY_CONFIRMED', usersStaffWords.membersEmailAlreadyConfirmed),
      );
      const audit = await app.db.selectFrom('audit').selectAll().where('target', '=', `user:${id}`).execute();
      expect(audit.map((a) => a.action)).toContain('user.confirmation');
      expect((await patch(id, approval)).statusCode).toBe(200);
    } finally {
      app.clock.advance(-(7 * 86_400_000 + 1));
    }
  });

  it('a recovery link proves the address too', async () => {
    const email = uniqueEmail('recupera');
    const id = await register(app, email);
    expect((await post(app, '/api/recovery-pass', { email })).statusCode).toBe(200);
    const token = await lastLinkToken(app, email);
    // A recovery link is no confirmation link.
    expect((await confirm(token)).statusCode).toBe(400);
    const reset = await post(app, '/api/reset-pass', {
      token,
      password: 'nova1234',
      confirm_password: 'nova1234',
      terms_version: TERMS_TEXT_DATE,
    });
    expect(reset.statusCode).toBe(200);
    expect((await patch(id, approval)).statusCode).toBe(200);
  });

  it('home: the person waiting for the confirmation is told so, and sends the link again', async () => {
    const email = uniqueEmail('reenvia');
    await register(app, email);
    const token = await login(app, email, 'senha123');
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ status: 'Pendente', email_confirmed: false });

    const before = (await outbox(app, email)).length;
    const again = () =>
      app.inject({ method: 'POST', url: '/api/users/me/confirmation', headers: { authorization: `Bearer ${token}` } });
    // A burst: RATE_LIMIT_RECOVERY (5 an hour) per account, so at most five new links are mailed.
    const answers = await Promise.all(Array.from({ length: 20 }, again));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    expect(answers.find((a) => a.statusCode === 200)?.json()).toEqual({
      message: registrationWords.confirmationResentQueued,
    });
    expect((await outbox(app, email)).length).toBe(before + 5);

    // The newest link confirms; then there is nothing to send, and home hears it.
    expect((await confirm(await confirmToken(email))).statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.json()).toMatchObject({ status: 'Pendente', email_confirmed: true });
    const done = await again();
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual(refused('EMAIL_ALREADY_CONFIRMED', registrationWords.emailAlreadyConfirmed));
  });

  it('with MAIL_URL the person is told where the new link went', async () => {
    const mailing = await createTestApp({ MAIL_URL: 'smtp://127.0.0.1:1', RATE_LIMIT_REGISTER: '1000/1h' });
    try {
      const email = uniqueEmail('reenvia-mail');
      await register(mailing, email);
      const token = await login(mailing, email, 'senha123');
      const res = await mailing.inject({
        method: 'POST',
        url: '/api/users/me/confirmation',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json()).toEqual({ message: registrationWords.confirmationResent(email) });
    } finally {
      await mailing.close();
    }
  });
});
