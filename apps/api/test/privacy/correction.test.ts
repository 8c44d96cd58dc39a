import { privacyStaffWords } from '@arena/shared/privacy/staff-words';
import { registrationWords } from '@arena/shared/registration/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post, staffToken, uniqueEmail, VALID_CNPJ, VALID_CPF } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Staff correct a member's data (docs/product.md#privacy, LGPD art. 18 III): name, phone and the
 * company's fields, the document by its check digits; each correction audited with its before and
 * after. E-mails to staff never carry a CPF or CNPJ.
 */
describe('correcting a member’s data', () => {
  let app: TestApp;
  let staff: string;
  let ana: Member;

  beforeAll(async () => {
    app = await createTestApp();
    staff = await staffToken(app);
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const patch = (id: number, payload: object, token = staff) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const detail = async (id: number) =>
    (
      await app.inject({ method: 'GET', url: `/api/admin/users/${id}`, headers: { authorization: `Bearer ${staff}` } })
    ).json();

  it('replaces name, phone and company data, and records before and after', async () => {
    const res = await patch(ana.id, {
      name: 'Ana Maria',
      lastname: 'Souza Lima',
      phone: '(11) 98888-7777',
      company: {
        document: VALID_CPF,
        name: 'Ana Maria Design',
        activity: 'Ilustração',
        phone: '(11) 3333-4444',
        site: '',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: privacyStaffWords.membersCorrected });
    const after = await detail(ana.id);
    expect(after).toMatchObject({
      name: 'Ana Maria',
      lastname: 'Souza Lima',
      phone: '11988887777',
      status: 'Ativo',
      company: {
        document: '52998224725',
        name: 'Ana Maria Design',
        activity: 'Ilustração',
        phone: '1133334444',
        site: '',
      },
    });
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { authorization: `Bearer ${staff}` },
    });
    const entry = (audit.json() as Array<{ action: string; target: string; before: unknown; after: unknown }>).find(
      (e) => e.action === 'user.update' && e.target === `user:${ana.id}`,
    );
    expect(entry?.before).toEqual({
      name: 'Ana',
      lastname: 'Souza',
      phone: '11912345678',
      company: {
        document: VALID_CNPJ.replace(/\D/g, ''),
        name: 'Empresa Teste',
        activity: 'Design',
        phone: '1134567890',
        site: 'https://empresa.test',
      },
    });
    expect(entry?.after).toEqual({
      name: 'Ana Maria',
      lastname: 'Souza Lima',
      phone: '11988887777',
      company: {
        document: '52998224725',
        name: 'Ana Maria Design',
        activity: 'Ilustração',
        phone: '1133334444',
        site: '',
      },
    });
  });

  it('refuses a document whose check digits are wrong, and other bad values, changing nothing', async () => {
    const before = await detail(ana.id);
    for (const [payload, message] of [
      [{ company: { document: '529.982.247-26' } }, registrationWords.documentInvalid],
      [{ company: { document: '11.222.333/0001-82' } }, registrationWords.documentInvalid],
      [{ phone: '1234' }, registrationWords.phoneInvalid],
      [{ name: '   ' }, registrationWords.fillAllFields],
    ] as const) {
      const res = await patch(ana.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await detail(ana.id)).toEqual(before);
  });

  it('corrects a team member’s name but not a company they do not hold', async () => {
    const email = uniqueEmail('equipe');
    expect((await post(app, '/api/team', { name: 'Téo', email, phone: '(11) 91111-2222' }, ana.token)).statusCode).toBe(
      200,
    );
    const id = (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    expect((await patch(id, { name: 'Téo Lima' })).statusCode).toBe(200);
    expect((await detail(id)).name).toBe('Téo Lima');
    const company = await patch(id, { company: { name: 'Outra' } });
    expect(company.statusCode).toBe(409);
    expect(company.json().message).toBe(privacyStaffWords.membersCompanyNotHeld);
  });

  it('sends staff no CPF or CNPJ in any e-mail', async () => {
    // A registration with a CPF, and requests of every kind, each e-mailed to staff.
    await activeManager(app);
    await post(
      app,
      '/api/contact',
      { name: 'Ana', email: ana.email, subject: 'Financeiro', message: 'Olá' },
      ana.token,
    );
    await post(app, '/api/users/me/deletion-request', {}, ana.token);
    await app.background.idle();
    const toStaff = await app.db
      .selectFrom('outbox')
      .select(['subject', 'text', 'html'])
      .where('recipient', '=', app.config.STAFF_EMAIL)
      .execute();
    expect(toStaff.length).toBeGreaterThanOrEqual(3);
    const documents = [VALID_CPF, VALID_CNPJ, '52998224725', VALID_CNPJ.replace(/\D/g, '')];
    for (const m of toStaff) {
      for (const d of documents) expect(`${m.subject} ${m.text} ${m.html}`, m.subject).not.toContain(d);
    }
  });
});
