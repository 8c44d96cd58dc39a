import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { planSteps } from '../plans/plan-steps.ts';

/**
 * The usage report, its CSV and the member's usage count the excedente each booking recorded when
 * it was made (docs/product.md#usage-report), and the plan then in force — never recomputed from
 * the account's plan of today. Today is Monday 2026-11-23 in São Paulo.
 */
describe('excedente as each booking recorded it', () => {
  let app: TestApp;
  const { asStaff, onPlan, book, usage } = planSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m' });
  });
  afterAll(async () => {
    await app.close();
  });

  const reportRow = async (who: Member) => {
    const report = (await asStaff('GET', '/api/admin/reports/usage?month=2026-11')).json();
    return report.accounts.find((a: { account_id: number }) => a.account_id === who.id);
  };
  const csvRow = async (who: Member) => {
    const res = await asStaff('GET', '/api/admin/reports/usage.csv?month=2026-11');
    const rows: string[][] = parse(res.rawPayload.toString('utf8'), { bom: true, delimiter: ';' });
    return rows.find((r) => r[3] === who.email);
  };

  it('keeps the 1,5 h the member confirmed as excedente after an upgrade', async () => {
    const ana = await activeManager(app);
    const small = await onPlan(ana, 2, 'charge');
    expect((await book(ana, '2026-11-24 09:00', '2026-11-24 11:00')).statusCode).toBe(200);
    expect((await book(ana, '2026-11-25 09:00', '2026-11-25 10:30')).statusCode).toBe(200);
    const rows = await app.db
      .selectFrom('appointments')
      .select(['overage_minutes', 'plan_id'])
      .where('user_id', '=', ana.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { overage_minutes: 0, plan_id: small.id },
      { overage_minutes: 90, plan_id: small.id },
    ]);
    // Upgraded to 10 h: recomputed, 3,5 h of 10 h would show no excedente at all.
    await onPlan(ana, 10, 'charge');
    expect(await usage(ana)).toMatchObject({ included_minutes: 600, used_minutes: 210, overage_minutes: 90 });
    expect(await reportRow(ana)).toMatchObject({ included_minutes: 600, used_minutes: 210, overage_minutes: 90 });
    expect((await csvRow(ana))?.slice(6)).toEqual(['10', '3,5', '1,5']);
  });

  it('shows no excedente after a downgrade that the member never agreed to', async () => {
    const bia = await activeManager(app);
    await onPlan(bia, 10, 'charge');
    expect((await book(bia, '2026-11-24 13:00', '2026-11-24 18:00', 'Sala 20')).statusCode).toBe(200);
    // Downgraded to 0,5 h: recomputed, 4,5 h would show as excedente.
    await onPlan(bia, 0.5, 'charge');
    expect(await usage(bia)).toMatchObject({ included_minutes: 30, used_minutes: 300, overage_minutes: 0 });
    expect(await reportRow(bia)).toMatchObject({ used_minutes: 300, overage_minutes: 0 });
    expect((await csvRow(bia))?.slice(6)).toEqual(['0,5', '5', '0']);
    // A booking made on the smaller plan records its own excedente: all of it, as nothing is left.
    expect((await book(bia, '2026-11-26 09:00', '2026-11-26 10:00', 'Sala 20')).statusCode).toBe(200);
    expect(await usage(bia)).toMatchObject({ used_minutes: 360, overage_minutes: 60 });
  });
});
