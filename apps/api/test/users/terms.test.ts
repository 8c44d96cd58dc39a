import { TERMS_TEXT_DATE, termsWords } from '@arena/shared/terms/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { refused } from '../answers.ts';
import { activeManager, lastLinkToken, type Member, outbox, post, uniqueEmail } from '../flows.ts';
import { ADMIN, createTestApp, envOf, type TestApp } from '../helpers.ts';

/**
 * docs/product.md#terms: accepting the terms records the version, the time and the address, once
 * per person and version, with a copy e-mailed; a new TERMS_VERSION is accepted at the next login
 * before anything else (the server refuses other member calls with TERMS_PENDING); a team member
 * accepts when setting the password from the invite.
 */
const NEXT = '2027-01-04';
const phone = '(21) 98765-4321';

describe('terms of use', () => {
  let app: TestApp;
  /** The same database served with a new TERMS_VERSION, as after a deploy that changes it. */
  let next: App;
  let ana: Member;

  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app, { qtd_team: 3 });
    next = await buildApp({
      config: loadConfig({ ...envOf(app), TERMS_VERSION: NEXT }),
      clock: app.clock,
      logger: false,
    });
  });

  afterAll(async () => {
    await next?.close();
    await app?.close();
  });

  const get = (on: App, url: string, token: string) =>
    on.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const acceptances = (userId: number) =>
    app.db.selectFrom('terms_acceptances').selectAll().where('user_id', '=', userId).orderBy('version').execute();
  const copies = async (email: string, version: string) =>
    (await outbox(app, email)).filter((m) => m.subject.startsWith('Cópia dos Termos') && m.subject.includes(version));
  const loginOn = async (on: App, email: string, password: string) => {
    const res = await post(on, '/api/session', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { token: string; user: { terms_pending: boolean } };
  };

  it('records the registration’s acceptance (version, time, address) and mails a copy of the text', async () => {
    expect(await acceptances(ana.id)).toEqual([
      { user_id: ana.id, version: TERMS_TEXT_DATE, accepted_at: app.clock().toISOString(), ip: '127.0.0.1' },
    ]);
    const [copy, ...more] = await copies(ana.email, '28/11/2026');
    expect(more).toEqual([]);
    expect(copy?.text).toContain('versão de 28/11/2026');
    expect(copy?.text).toContain('a partir do endereço IP 127.0.0.1');
    // The contract a consumer must be shown: who the company is, the withdrawal, the highlighted clauses.
    expect(copy?.text).toContain('Estes Termos de Uso são o contrato entre Arena Cowork');
    expect(copy?.text).toContain('Direito de arrependimento (7 dias)');
    expect(copy?.text).toContain('[Atenção] O descumprimento destas regras pode levar à advertência');
    // Mail stays ASCII, and the policy is named by its full address, useful in an e-mail (review S21).
    expect(copy?.text).toContain('na Política de Privacidade, em https://app.arena.test/privacidade:');
    expect(copy?.text).not.toMatch(/[\u2011\u00a0]/);
    expect((await loginOn(app, ana.email, ana.password)).user.terms_pending).toBe(false);
  });

  it('asks for a new version at the next login and refuses every other member call but invoices, data and Atendimento until it is accepted', async () => {
    const { token, user } = await loginOn(next, ana.email, ana.password);
    expect(user.terms_pending).toBe(true);
    const me = await get(next, '/api/users/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ terms_pending: true });

    for (const url of ['/api/appointments/mine', '/api/users/me/usage', '/api/team']) {
      const res = await get(next, url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(refused('TERMS_PENDING', termsWords.termsPending));
    }
    // Invoices stay open under the version accepted (CDC art. 51 IV, XIII): seen, and paid.
    expect((await get(next, '/api/invoices', token)).statusCode).toBe(200);
    // What a person may still do meanwhile: read and download their data, acceptances included.
    const data = await get(next, '/api/users/me/data', token);
    expect(data.statusCode).toBe(200);
    expect(data.json().terms_acceptances).toEqual([
      { version: TERMS_TEXT_DATE, accepted_at: app.clock().toISOString(), ip: '127.0.0.1' },
    ]);

    // The version read must be the one in force.
    const stale = await post(next, '/api/terms/accept', { version: TERMS_TEXT_DATE }, token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refused('TERMS_VERSION_OUTDATED', termsWords.termsVersionOutdated));

    const accept = await post(next, '/api/terms/accept', { version: NEXT }, token);
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toEqual({ message: termsWords.termsAcceptedQueued });
    expect((await get(next, '/api/appointments/mine', token)).statusCode).toBe(200);
    expect((await get(next, '/api/users/me', token)).json()).toMatchObject({ terms_pending: false });
    expect((await acceptances(ana.id)).map((a) => a.version)).toEqual([TERMS_TEXT_DATE, NEXT]);
    expect(await copies(ana.email, '04/01/2027')).toHaveLength(1);
  });

  it('lets a member with the terms pending sign out', async () => {
    const bia = await activeManager(app);
    const { token } = await loginOn(next, bia.email, bia.password);
    const out = await next.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
  });

  it('records one acceptance and one copy per version, however many accepts arrive at once', async () => {
    const caio = await activeManager(app);
    const { token } = await loginOn(next, caio.email, caio.password);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(next, '/api/terms/accept', { version: NEXT }, token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect((await acceptances(caio.id)).map((a) => a.version)).toEqual([TERMS_TEXT_DATE, NEXT]);
    expect(await copies(caio.email, '04/01/2027')).toHaveLength(1);
  });

  it('never asks staff', async () => {
    const staff = await loginOn(next, ADMIN.email, ADMIN.password);
    expect(staff.user.terms_pending).toBe(false);
    expect((await get(next, '/api/admin/users?status=Ativo', staff.token)).statusCode).toBe(200);
  });

  it('has a team member accept the terms when setting the password from the invite', async () => {
    const dora = await activeManager(app, { qtd_team: 2 });
    const email = uniqueEmail('equipe');
    expect((await post(app, '/api/team', { name: 'Bruno Lima', email, phone }, dora.token)).statusCode).toBe(200);
    const token = await lastLinkToken(app, email);
    const body = { token, password: 'bruno123', confirm_password: 'bruno123' };

    const without = await post(app, '/api/reset-pass', body);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual(refused('INVITE_TERMS_REQUIRED', termsWords.inviteTermsRequired));
    const old = await post(next, '/api/reset-pass', { ...body, terms_version: TERMS_TEXT_DATE });
    expect(old.statusCode).toBe(409);

    // Neither refusal used up the link.
    const set = await post(app, '/api/reset-pass', { ...body, terms_version: TERMS_TEXT_DATE });
    expect(set.statusCode, set.body).toBe(200);
    const bruno = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await acceptances(bruno.id)).toEqual([
      { user_id: bruno.id, version: TERMS_TEXT_DATE, accepted_at: app.clock().toISOString(), ip: '127.0.0.1' },
    ]);
    expect(await copies(email, '28/11/2026')).toHaveLength(1);
    expect((await loginOn(app, email, 'bruno123')).user.terms_pending).toBe(false);
    // A new version reaches the team member too.
    expect((await loginOn(next, email, 'bruno123')).user.terms_pending).toBe(true);
  });

  it('refuses to start with a TERMS_VERSION older than the text it would show', () => {
    expect(() => loadConfig({ TERMS_VERSION: '2026-01-01' })).toThrow(/^Invalid TERMS_VERSION: older than/);
  });
});
