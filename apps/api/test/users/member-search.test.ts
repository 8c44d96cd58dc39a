import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Staff's member search (docs/product.md#back-office): name, e-mail, document and company name, ignoring case
 * and accents, on SQLite and on PostgreSQL (TEST_DATABASE_URL) alike.
 */
describe('GET /api/admin/users?q=', () => {
  let app: TestApp;
  let staff: string;
  let joao: Member;
  let marta: Member;

  const emails = async (q: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(q)}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ email: string }>).map((u) => u.email).sort();
  };

  beforeAll(async () => {
    app = await createTestApp();
    staff = await staffToken(app);
    joao = await activeManager(app);
    marta = await activeManager(app);
    await app.db.updateTable('users').set({ name: 'João', lastname: 'Conceição' }).where('id', '=', joao.id).execute();
    await app.db.updateTable('users').set({ name: 'Marta', lastname: 'Lima' }).where('id', '=', marta.id).execute();
    await app.db.updateTable('companies').set({ name: 'Padaria Açaí Ltda' }).where('user_id', '=', marta.id).execute();
    await app.db.updateTable('companies').set({ name: 'Estúdio Ôba' }).where('user_id', '=', joao.id).execute();
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds accented names typed without accents, in any case', async () => {
    expect(await emails('joao')).toEqual([joao.email]);
    expect(await emails('conceicao')).toEqual([joao.email]);
    expect(await emails('JOAO CONCEICAO')).toEqual([joao.email]);
    expect(await emails('JOÃO')).toEqual([joao.email]);
    expect(await emails('joão conceição')).toEqual([joao.email]);
  });

  it('finds the company name, with or without its accents', async () => {
    expect(await emails('padaria')).toEqual([marta.email]);
    expect(await emails('acai')).toEqual([marta.email]);
    expect(await emails('AÇAÍ')).toEqual([marta.email]);
    expect(await emails('estudio oba')).toEqual([joao.email]);
  });

  it('still finds e-mails and finds nothing for what no member has', async () => {
    expect(await emails(marta.email.toUpperCase())).toEqual([marta.email]);
    expect(await emails('ninguém')).toEqual([]);
    expect(await emails('%')).toEqual([]);
  });
});
