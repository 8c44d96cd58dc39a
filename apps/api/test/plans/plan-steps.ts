import type { App } from '../../src/app.ts';
import { type Member, post, staffToken } from '../flows.ts';

/** Any excedente of one booking: a day's minutes, at any price a test sets. */
export const ACCEPTS_EXCEDENTE = { max_overage_minutes: 24 * 60, max_overage_cents: 100_000_000 };

/** The steps the plan tests take: staff shape a plan and put a manager on it; the manager books. */
export function planSteps(app: () => App) {
  let staff: string | undefined;
  const token = async () => (staff ??= await staffToken(app()));

  const asStaff = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    app().inject({ method, url, payload, headers: { authorization: `Bearer ${await token()}` } });

  /** A new plan of `hours` a month with its overage rule, and `who` put on it. */
  const onPlan = async (who: Member, hours: number, overage: 'block' | 'charge') => {
    const name = `Plano ${overage} ${hours} h ${who.id}`;
    const created = await asStaff('POST', '/api/admin/plans', { name, monthly_hours: hours, overage });
    if (created.statusCode !== 200) throw new Error(`plan: ${created.statusCode} ${created.body}`);
    const moved = await asStaff('PATCH', `/api/admin/users/${who.id}`, { plan: name });
    if (moved.statusCode !== 200) throw new Error(`move: ${moved.statusCode} ${moved.body}`);
    return created.json().plan as { id: number; name: string };
  };

  /**
   * A booking by a member who accepts the excedente it may carry, as the app's question lets them
   * (the server's check of that consent is tested in test/bookings/overage-consent.test.ts).
   */
  const book = (who: Member, date_initial: string, date_final: string, participants = 'Sala 10') =>
    post(
      app(),
      '/api/manager/appointment/store',
      { participants, date_initial, date_final, isStudio: false, ...ACCEPTS_EXCEDENTE },
      who.token,
    );

  const cancel = (who: Member, ai: number) =>
    app().inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { ui: who.id, ai },
    });

  const usage = async (who: Member, month?: string) => {
    const res = await app().inject({
      method: 'GET',
      url: `/api/users/me/usage${month ? `?month=${month}` : ''}`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    if (res.statusCode !== 200) throw new Error(`usage: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  return { asStaff, onPlan, book, cancel, usage };
}
