import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import type { App } from '../../src/app.ts';
import { lastLinkToken, login, type Member, post, staffToken } from '../flows.ts';

/** The steps the money tests take: staff price a plan and put a manager on it; a manager's team member. */
export function invoiceSteps(app: () => App) {
  let staff: string | undefined;
  const token = async () => (staff ??= await staffToken(app()));

  const asStaff = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      ...(typeof payload === 'string' ? { body: payload } : { payload: payload as object }),
      headers: { authorization: `Bearer ${await token()}` },
    });

  const as = (who: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } });

  let n = 0;
  /** A new priced plan, and `who` (if given) put on it. */
  const pricedPlan = async (
    prices: { monthly_price_cents: number; seat_price_cents?: number; overage_hour_cents?: number },
    opts: { hours?: number; who?: Member } = {},
  ) => {
    n += 1;
    const name = `Plano pago ${n} ${Date.now() % 100000}`;
    const created = await asStaff('POST', '/api/admin/plans', {
      name,
      monthly_hours: opts.hours ?? 2,
      overage: 'charge',
      ...prices,
    });
    if (created.statusCode !== 200) throw new Error(`plan: ${created.statusCode} ${created.body}`);
    if (opts.who) {
      const moved = await asStaff('PATCH', `/api/admin/users/${opts.who.id}`, { plan: name });
      if (moved.statusCode !== 200) throw new Error(`move: ${moved.statusCode} ${moved.body}`);
    }
    return created.json().plan as { id: number; name: string };
  };

  /** A team member of `manager`, with a password, signed in. */
  const teamMember = async (manager: Member, email: string): Promise<Member> => {
    const added = await post(app(), '/api/team', { name: 'Gil', email, phone: '(21) 98765-4321' }, manager.token);
    if (added.statusCode !== 200) throw new Error(`team: ${added.statusCode} ${added.body}`);
    const link = await lastLinkToken(app(), email);
    await post(app(), '/api/reset-pass', {
      token: link,
      password: 'gil12345',
      confirm_password: 'gil12345',
      terms_version: TERMS_TEXT_DATE,
    });
    const row = await app().db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id: row.id, email, password: 'gil12345', token: await login(app(), email, 'gil12345') };
  };

  return { asStaff, as, pricedPlan, teamMember };
}
