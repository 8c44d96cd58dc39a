import { privacyWords } from '@arena/shared/privacy/words';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * `Solicitar exclusão` pressed many times at once (docs/product.md#my-data): one privacy request, one
 * e-mail to staff, and every press answers its deadline; once staff close it, a new one may come.
 */
describe('Solicitar exclusão in parallel', () => {
  let app: TestApp;
  let ana: Member;

  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const privacyRequests = () =>
    app.db
      .selectFrom('requests')
      .select(['id', 'status'])
      .where('user_id', '=', ana.id)
      .where('type', '=', 'privacy')
      .orderBy('id')
      .execute();

  it('files one request however many arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => post(app, '/api/users/me/deletion-request', {}, ana.token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    // Monday 2026-11-23 in São Paulo: due on 2026-12-08, whichever press filed it.
    for (const a of answers) expect(a.json()).toEqual({ message: privacyWords.deletionRequested('08/12/2026') });
    expect(await privacyRequests()).toHaveLength(1);
    await app.background.idle();
    const notices = await app.db
      .selectFrom('outbox')
      .select('id')
      .where('subject', '=', 'Pedido de exclusão de dados (LGPD)')
      .where('text', 'like', `%${ana.email}%`)
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('tells an account holder that open invoices stay due', async () => {
    const bia = await activeManager(app);
    await app.db
      .insertInto('invoices')
      .values({
        account_id: bia.id,
        month: '2026-11',
        number: '2026-900001',
        status: 'aberta',
        issued_at: '2026-11-01T03:00:00.000Z',
        due_date: '2026-11-10',
        total_cents: 12_345,
        lines: '[]',
      })
      .execute();
    const res = await post(app, '/api/users/me/deletion-request', {}, bia.token);
    expect(res.json()).toEqual({
      message: `${privacyWords.deletionRequested('08/12/2026')} ${privacyWords.deletionOpenInvoices(1)}`,
    });
  });

  it('files a new one once staff have closed the last', async () => {
    const [open] = await privacyRequests();
    const staff = await staffToken(app);
    const closed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/requests/${open?.id}`,
      payload: { status: 'done' },
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const again = await Promise.all(
      Array.from({ length: 20 }, () => post(app, '/api/users/me/deletion-request', {}, ana.token)),
    );
    expect(again.every((a) => a.statusCode === 200)).toBe(true);
    expect((await privacyRequests()).map((r) => r.status)).toEqual(['done', 'open']);
    // The old one cannot be opened again beside it.
    const reopen = await app.inject({
      method: 'PATCH',
      url: `/api/admin/requests/${open?.id}`,
      payload: { status: 'open' },
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ message: privacyStaffWords.privacyRequestAlreadyOpen });
  });
});
