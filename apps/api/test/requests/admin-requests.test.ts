import { errorWords } from '@arena/shared/contract/error-words';
import { usersWords } from '@arena/shared/users/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** docs/product.md#back-office: the requests inbox keeps the sender's contact at hand, and its changes are audited. */
describe('the requests inbox', () => {
  let app: TestApp;
  let staff: string;
  let member: Member;

  beforeAll(async () => {
    app = await createTestApp();
    staff = await staffToken(app);
    member = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${staff}` } });

  it('adds the account a message came from, with the phone the form did not ask for', async () => {
    const support = { name: 'Ana', email: 'outro@empresa.test', subject: 'Recepção', message: 'Linha 1\nLinha 2' };
    await post(app, '/api/contact', support, member.token);
    await post(app, '/api/contact', { ...support, name: 'Visitante', email: 'visitante@empresa.test' });

    const [anonymous, signed] = (await call('GET', '/api/admin/requests?type=support')).json();
    expect(signed).toMatchObject({
      type: 'support',
      status: 'open',
      name: 'Ana',
      email: 'outro@empresa.test',
      phone: '',
      message: 'Linha 1\nLinha 2',
      user_id: member.id,
      member: { id: member.id, name: 'Ana Souza', email: member.email, phone: '11912345678' },
    });
    expect(anonymous).toMatchObject({ name: 'Visitante', user_id: null, member: null });
  });

  it('marks a request done and open again, logging only real changes', async () => {
    const [request] = (await call('GET', '/api/admin/requests?status=open')).json();
    const entries = () =>
      app.db.selectFrom('audit').selectAll().where('target', '=', `request:${request.id}`).execute();
    app.clock.advance(5 * 60_000);
    expect((await call('PATCH', `/api/admin/requests/${request.id}`, { status: 'done' })).json()).toEqual({
      message: usersWords.actionDone,
    });
    const [done] = (await call('GET', '/api/admin/requests?status=done')).json();
    expect(done).toMatchObject({ id: request.id, status: 'done', updated_at: '2026-11-23T13:05:00.000Z' });
    expect((await call('PATCH', `/api/admin/requests/${request.id}`, { status: 'done' })).statusCode).toBe(200);
    expect(await entries()).toHaveLength(1);
    await call('PATCH', `/api/admin/requests/${request.id}`, { status: 'open' });
    expect((await entries()).map((e) => JSON.parse(e.detail))).toEqual([
      { before: { status: 'open' }, after: { status: 'done' } },
      { before: { status: 'done' }, after: { status: 'open' } },
    ]);

    const unknown = await call('PATCH', '/api/admin/requests/2147483647', { status: 'done' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: errorWords.requestNotFound, code: 'REQUEST_NOT_FOUND' });
  });
});
