import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { planSteps } from './plan-steps.ts';

/**
 * Excedente stays visible after the booking (docs/product.md#plan-hours): the member sees it on
 * their own booking in Minhas reservas and in the room's list, never on another's; staff see
 * its minutes in the agenda. Today is Monday 2026-11-23, 10:00 in São Paulo.
 */
describe('a booking beyond the plan’s hours, marked', () => {
  let app: TestApp;
  let caio: Member;
  let bia: Member;
  const { asStaff, onPlan, book } = planSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    caio = await activeManager(app);
    bia = await activeManager(app);
    await onPlan(caio, 1, 'charge');
    expect((await book(caio, '2026-11-24 09:00', '2026-11-24 10:00', 'Sala 20')).statusCode).toBe(200);
    const beyond = await book(caio, '2026-11-24 10:00', '2026-11-24 11:30', 'Sala 20');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().appointment).toMatchObject({ overage: true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('in Minhas reservas', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: { authorization: `Bearer ${caio.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { date_initial: string; overage: boolean }) => [b.date_initial, b.overage])).toEqual([
      ['2026-11-24 09:00:00', false],
      ['2026-11-24 10:00:00', true],
    ]);
  });

  it('in the room’s list and day, for its owner only', async () => {
    const list = async (who: Member, date?: string) =>
      (
        await post(
          app,
          '/api/manager/appointment/list',
          { participants: 'Sala 20', ...(date ? { date } : {}) },
          who.token,
        )
      )
        .json()
        .map((b: { date_initial: string; mine: boolean; overage: boolean }) => [b.date_initial, b.mine, b.overage]);
    const own = [
      ['2026-11-24 09:00:00', true, false],
      ['2026-11-24 10:00:00', true, true],
    ];
    expect(await list(caio)).toEqual(own);
    expect(await list(caio, '2026-11-24')).toEqual(own);
    // Another member reads the same (cached) list: neither theirs nor marked.
    const other = [
      ['2026-11-24 09:00:00', false, false],
      ['2026-11-24 10:00:00', false, false],
    ];
    expect(await list(bia)).toEqual(other);
    expect(await list(bia, '2026-11-24')).toEqual(other);
  });

  it('in the staff agenda, with its minutes', async () => {
    const res = await asStaff('GET', '/api/admin/appointments?from=2026-11-24');
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((b: { user_id: number }) => b.user_id === caio.id);
    expect(mine.map((b: { overage_minutes: number }) => b.overage_minutes)).toEqual([0, 90]);
  });
});
