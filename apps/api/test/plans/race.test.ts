import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { planSteps } from './plan-steps.ts';

/**
 * docs/product.md#plans: the hours are taken inside the booking's transaction, behind a lock on the
 * account, so parallel bookings of one account in different rooms cannot overspend together
 * (the room lock alone would let them through: each holds a different room).
 */
describe('racing bookings of one account', () => {
  let app: TestApp;
  const { onPlan, book, usage } = planSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets 20 parallel one-hour bookings across rooms take exactly the plan’s 3 hours on block', async () => {
    const ana = await activeManager(app);
    await onPlan(ana, 3, 'block');
    const rooms = ['Sala 10', 'Sala 20', 'Sala 30'];
    // 20 different slots (no two in the same room and hour), so only the hours can refuse them.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const day = 24 + Math.floor(i / 9);
        const hour = 8 + (i % 9);
        const at = (h: number) => `2026-11-${day} ${String(h).padStart(2, '0')}:00`;
        return book(ana, at(hour), at(hour + 1), rooms[i % 3]);
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(422);
      expect(a.json().code).toBe('PLAN_HOURS_EXCEEDED');
    }
    const rows = await app.db
      .selectFrom('appointments')
      .select('id')
      .where('user_id', '=', ana.id)
      .where('cancelled_at', 'is', null)
      .execute();
    expect(rows).toHaveLength(3);
    expect(await usage(ana)).toMatchObject({ used_minutes: 180, remaining_minutes: 0, overage_minutes: 0 });
  });

  it('marks exactly the hours beyond the plan as excedente when 20 race on charge', async () => {
    const bia = await activeManager(app);
    await onPlan(bia, 2, 'charge');
    const rooms = ['Sala 10', 'Sala 20', 'Sala 30'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const day = 1 + Math.floor(i / 9);
        const hour = 8 + (i % 9);
        const at = (h: number) => `2026-12-0${day} ${String(h).padStart(2, '0')}:00`;
        return book(bia, at(hour), at(hour + 1), rooms[i % 3]);
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const rows = await app.db
      .selectFrom('appointments')
      .select('overage_minutes')
      .where('user_id', '=', bia.id)
      .execute();
    // Whatever order they ran in, two went within the plan and eighteen beyond it.
    expect(rows.filter((r) => r.overage_minutes === 0)).toHaveLength(2);
    expect(rows.filter((r) => r.overage_minutes === 60)).toHaveLength(18);
    expect(await usage(bia, '2026-12')).toMatchObject({ used_minutes: 1200, overage_minutes: 1080 });
  });
});
