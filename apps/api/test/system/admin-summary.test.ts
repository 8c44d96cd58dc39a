import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, approve, post, register, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** docs/product.md#back-office: the back-office badges count waiting registrations and open requests. */
describe('GET /api/admin/summary', () => {
  let app: TestApp;
  let staff: string;
  beforeAll(async () => {
    app = await createTestApp();
    staff = await staffToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const summary = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('counts pending registrations and open requests, not the staff account or approved ones', async () => {
    expect(await summary()).toEqual({ pending: 0, openRequests: 0 });
    const first = await register(app, uniqueEmail('pendente'));
    await register(app, uniqueEmail('pendente'));
    expect(await summary()).toEqual({ pending: 2, openRequests: 0 });
    await approve(app, first);
    const manager = await activeManager(app);
    const contact = { name: 'Ana', email: manager.email, subject: 'Financeiro', message: 'Olá' };
    expect((await post(app, '/api/contact', contact, manager.token)).statusCode).toBe(200);
    expect(await summary()).toEqual({ pending: 1, openRequests: 1 });
  });
});
