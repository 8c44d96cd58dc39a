import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersWords } from '@arena/shared/users/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../../src/plugins/auth.ts';
import { lastLinkToken, login, outbox, post, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

/** _Equipe do espaço_ and the staff roles (docs/product.md#staff-roles). */
describe('staff accounts', () => {
  let app: TestApp;
  let admin = '';

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    admin = await staffToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  async function invite(role: 'recepcao' | 'financeiro' | 'admin', name = `Pessoa ${role}`) {
    const email = uniqueEmail(role);
    const res = await send('POST', '/api/admin/staff', admin, { name, email, role });
    expect(res.statusCode, res.body).toBe(200);
    const link = await lastLinkToken(app, email);
    await post(app, '/api/reset-pass', {
      token: link,
      password: 'senha123',
      confirm_password: 'senha123',
      terms_version: TERMS_TEXT_DATE,
    });
    return { id: res.json().id as number, email, token: await login(app, email, 'senha123') };
  }

  it('starts with ADMIN_EMAIL as the one administrator, whose session says so', async () => {
    const list = await send('GET', '/api/admin/staff', admin);
    expect(list.json()).toEqual([
      { id: expect.any(Number), name: 'Equipe Arena', email: 'staff@arena.test', role: 'admin', invite: 'active' },
    ]);
    const me = await send('GET', '/api/users/me', admin);
    expect(me.json()).toMatchObject({ role: 'staff', staff_role: 'admin' });
  });

  it('invites with a role by e-mail; the person sets a password and sees only what the role may use', async () => {
    const rita = await invite('recepcao', 'Rita Recepção');
    const mail = (await outbox(app, rita.email))[0];
    expect(mail?.subject).toBe('Você recebeu um convite para a equipe do Arena Cowork');
    expect(mail?.text).toContain('perfil Recepção');
    const session = await post(app, '/api/session', { email: rita.email, password: 'senha123' });
    expect(session.json().user).toMatchObject({ role: 'staff', staff_role: 'recepcao' });
    // Reception reads the agenda and the members, but approves nobody and sees no e-mails.
    expect((await send('GET', '/api/admin/appointments', rita.token)).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/users', rita.token)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['PATCH', '/api/admin/users/1', { status: 'Ativo' }],
      ['GET', '/api/admin/outbox', undefined],
      ['GET', '/api/admin/staff', undefined],
    ] as const) {
      const res = await send(method, url, rita.token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refused('STAFF_ROLE_FORBIDDEN', usersWords.staffRoleForbidden));
    }
  });

  it('refuses a bad role, an e-mail in use, and someone who is not staff', async () => {
    const bad = await send('POST', '/api/admin/staff', admin, { name: 'X', email: uniqueEmail(), role: 'dono' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refused('INVALID_INPUT', usersStaffWords.staffRoleInvalid, 'role'));
    const taken = await send('POST', '/api/admin/staff', admin, {
      name: 'X',
      email: 'staff@arena.test',
      role: 'admin',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(refused('STAFF_EMAIL_TAKEN', usersStaffWords.staffEmailTaken));
    const missing = await send('PATCH', '/api/admin/staff/999999', admin, { role: 'admin' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refused('STAFF_NOT_FOUND', usersStaffWords.staffNotFound));
  });

  it('changes a role, effective on the next request of the same session', async () => {
    const fabio = await invite('financeiro');
    expect((await send('GET', '/api/admin/appointments', fabio.token)).statusCode).toBe(403);
    const changed = await send('PATCH', `/api/admin/staff/${fabio.id}`, admin, { role: 'recepcao' });
    expect(changed.json()).toMatchObject({ id: fabio.id, role: 'recepcao', invite: 'active' });
    expect((await send('GET', '/api/admin/appointments', fabio.token)).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/reports/usage?month=2026-11', fabio.token)).statusCode).toBe(403);
  });

  it('removes an account, ending its sessions at once; the last administrator stays', async () => {
    const bia = await invite('admin');
    const removed = await send('DELETE', `/api/admin/staff/${bia.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: usersStaffWords.staffRemoved });
    const after = await send('GET', '/api/admin/users', bia.token);
    expect(after.statusCode).toBe(401);
    expect((await post(app, '/api/session', { email: bia.email, password: 'senha123' })).statusCode).not.toBe(200);
    expect((await send('GET', '/api/admin/staff', admin)).json()).not.toContainEqual(
      expect.objectContaining({ id: bia.id }),
    );

    const me = (await send('GET', '/api/users/me', admin)).json() as { id: number };
    for (const res of [
      await send('DELETE', `/api/admin/staff/${me.id}`, admin),
      await send('PATCH', `/api/admin/staff/${me.id}`, admin, { role: 'financeiro' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refused('STAFF_LAST_ADMIN', usersStaffWords.staffLastAdmin));
    }
  });

  it('keeps one administrator when two demote each other at once', async () => {
    const other = await invite('admin');
    const me = (await send('GET', '/api/users/me', admin)).json() as { id: number };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send('PATCH', `/api/admin/staff/${i % 2 ? me.id : other.id}`, i % 2 ? other.token : admin, {
          role: 'recepcao',
        }),
      ),
    );
    // Done, refused as the last administrator, or refused to someone demoted a moment before: never a 5xx.
    expect(
      answers.filter((r) => ![200, 403, 409].includes(r.statusCode)).map((r) => `${r.statusCode} ${r.body}`),
    ).toEqual([]);
    const left = await app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'staff')
      .where('staff_role', '=', 'admin')
      .where('removed_at', 'is', null)
      .execute();
    expect(left).toHaveLength(1);
  });
});

describe('a staff route without roles', () => {
  it('stops the start; with them it starts', async () => {
    const app = Fastify();
    await app.register(authPlugin);
    expect(() => app.get('/api/sem-perfil', { config: { auth: 'staff' } }, async () => ({}))).toThrow(
      /names no staff roles/,
    );
    app.get('/api/com-perfil', { config: { auth: 'staff', roles: ['admin'] } }, async () => ({}));
    await app.ready();
    expect(app.routeTable).toContainEqual(expect.objectContaining({ url: '/api/com-perfil', roles: ['admin'] }));
    await app.close();
  });
});
