import { registrationWords } from '@arena/shared/registration/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../answers.ts';
import { activeManager, cookieOf, type Member, post, staffToken, uniqueEmail, VALID_CNPJ } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * No control character in a text field (docs/product.md#validation): a CR/LF in a name, a company
 * or a room would forge lines in the plain-text e-mails that carry it. One-line fields refuse every
 * control character; text areas keep line breaks and tabs and refuse the rest. Each refusal is the
 * ordinary 400 `INVALID_INPUT` naming the field, in Portuguese, and nothing is stored.
 */
describe('control characters in text fields', () => {
  let app: TestApp;
  let ana: Member;
  let staff = '';
  const oneLine = (field: string) => refused('INVALID_INPUT', registrationWords.controlCharacters, field);
  const multiLine = (field: string) => refused('INVALID_INPUT', registrationWords.controlCharactersMultiline, field);
  const FORGED = ['Ana\r\nBcc: alvo@exemplo.test', 'Ana\nLinha', 'Ana\u0007', 'Ana\tSouza', 'Ana\u2028X', 'Ana\u202eX'];

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_REGISTER: '1000/1h', RATE_LIMIT_CONTACT: '1000/1h' });
    ana = await activeManager(app, { qtd_team: 3 });
    staff = await staffToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, token?: string, cookie?: string) =>
    app.inject({
      method,
      url,
      payload,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
    });
  async function expectRefused(res: Awaited<ReturnType<typeof send>>, answer: object) {
    expect(res.json()).toEqual(answer);
    expect(res.statusCode).toBe(400);
  }

  it('refuses them in the registration steps', async () => {
    const email = uniqueEmail('ctrl');
    const cookie = cookieOf(await post(app, '/api/resgister-email', { email }));
    const people = { email, firstname: 'Ana', lastname: 'Souza', phone: '(11) 91234-5678' };
    for (const bad of FORGED) {
      await expectRefused(
        await send('POST', '/api/register-people', { ...people, firstname: bad }, undefined, cookie),
        oneLine('firstname'),
      );
      await expectRefused(
        await send('POST', '/api/register-people', { ...people, lastname: bad }, undefined, cookie),
        oneLine('lastname'),
      );
    }
    expect((await send('POST', '/api/register-people', people, undefined, cookie)).statusCode).toBe(200);
    const company = { email, document: VALID_CNPJ, name_company: 'Empresa', activity: 'Design', site: '' };
    for (const field of ['name_company', 'activity', 'site'] as const) {
      await expectRefused(
        await send('POST', '/api/register-company', { ...company, [field]: 'Empresa\r\nX' }, undefined, cookie),
        oneLine(field),
      );
    }
    // A NUL is refused before any field is read (app.ts: PostgreSQL cannot store it).
    const nul = await send('POST', '/api/register-people', { ...people, firstname: 'Ana\u0000' }, undefined, cookie);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('INVALID_INPUT');
    const draft = await app.db.selectFrom('registration_drafts').selectAll().where('email', '=', email).execute();
    expect(draft[0]).toMatchObject({ firstname: 'Ana', name_company: null });
  });

  it('refuses them in team members’ names, added or changed', async () => {
    const member = { name: 'Bruno Lima', email: uniqueEmail('bruno'), phone: '(21) 98765-4321' };
    await expectRefused(await send('POST', '/api/team', { ...member, name: FORGED[0] }, ana.token), oneLine('name'));
    expect((await send('POST', '/api/team', member, ana.token)).statusCode).toBe(200);
    await expectRefused(
      await send('PUT', '/api/team', { email: member.email, name: 'Bruno\nLima' }, ana.token),
      oneLine('name'),
    );
    const names = await app.db.selectFrom('users').select('name').where('email', '=', member.email).execute();
    expect(names).toEqual([{ name: 'Bruno Lima' }]);
  });

  it('refuses them in one-line contact fields, and keeps line breaks in the message', async () => {
    const contact = { name: 'Ana', email: ana.email, subject: 'Dúvida', message: 'Olá,\r\n\tsegunda linha.' };
    await expectRefused(
      await send('POST', '/api/contact', { ...contact, name: FORGED[0] }, ana.token),
      oneLine('name'),
    );
    await expectRefused(
      await send('POST', '/api/contact', { ...contact, subject: 'Assunto\nBcc: x@y.test' }, ana.token),
      oneLine('subject'),
    );
    await expectRefused(
      await send('POST', '/api/contact', { ...contact, message: 'Olá\u000bmundo' }, ana.token),
      multiLine('message'),
    );
    await expectRefused(
      await send('POST', '/api/contact', { ...contact, message: 'Olá\u001b[31m' }, ana.token),
      multiLine('message'),
    );
    const ok = await send('POST', '/api/contact', contact, ana.token);
    expect(ok.statusCode, ok.body).toBe(200);
    const stored = await app.db.selectFrom('requests').select('message').orderBy('id', 'desc').executeTakeFirst();
    expect(stored?.message).toBe('Olá,\r\n\tsegunda linha.');
  });

  it('refuses them in the studio request', async () => {
    const studio = {
      participants: 'studio',
      isStudio: true,
      name: 'Ana',
      phone: '(11) 91234-5678',
      email: ana.email,
      mensage: 'Gravação\nde podcast',
    };
    await expectRefused(
      await send('POST', '/api/manager/appointment/store', { ...studio, name: 'Ana\r\nX' }, ana.token),
      oneLine('name'),
    );
    await expectRefused(
      await send('POST', '/api/manager/appointment/store', { ...studio, mensage: 'Oi\u0007' }, ana.token),
      multiLine('mensage'),
    );
    expect((await send('POST', '/api/manager/appointment/store', studio, ana.token)).statusCode).toBe(200);
  });

  it('refuses them in the names and reasons staff type', async () => {
    await expectRefused(
      await send('POST', '/api/admin/rooms', { name: 'Sala\r\n40', capacity: 4 }, staff),
      oneLine('name'),
    );
    await expectRefused(
      await send('POST', '/api/admin/plans', { name: 'Plano\nNovo', monthly_hours: 2, overage: 'block' }, staff),
      oneLine('name'),
    );
    await expectRefused(
      await send('POST', '/api/admin/closed-days', { date: '2026-12-24', reason: 'Véspera\r\nde Natal' }, staff),
      oneLine('reason'),
    );
    await expectRefused(
      await send('PATCH', `/api/admin/users/${ana.id}`, { status: 'Inativo', reason: 'Pendência\u001b' }, staff),
      multiLine('reason'),
    );
    const rooms = await app.db.selectFrom('rooms').select('name').where('name', 'like', 'Sala%40').execute();
    expect(rooms).toEqual([]);
  });
});
