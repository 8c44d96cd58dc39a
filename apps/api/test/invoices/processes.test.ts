import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { activeManager, staffToken } from '../flows.ts';
import { ADMIN, freshDatabase } from '../helpers.ts';
import { freePort, type ServerProcess, startServer } from '../process.ts';
import { localDate } from '../../src/lib/time.ts';

/**
 * Two processes on one database (docs/operations.md#monthly-cycle; PostgreSQL with
 * TEST_DATABASE_URL): both run the monthly job at start, and staff ask both to issue the current
 * month 20 times at once, racing the job; each account still has exactly one invoice of it,
 * numbered without gaps;
 * 20 corrections of one invoice across both leave one (docs/product.md#corrections).
 */
const ACCOUNTS = 12;
const database = await freshDatabase();
const env = {
  DATABASE_URL: database.url,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_GLOBAL: '100000/1m',
  LOG_LEVEL: 'warn',
};
let one: ServerProcess;
let two: ServerProcess;
const accounts: number[] = [];

beforeAll(async () => {
  const setup = await buildApp({ config: loadConfig(env), logger: false });
  try {
    const token = await staffToken(setup as never);
    const created = await setup.inject({
      method: 'POST',
      url: '/api/admin/plans',
      payload: { name: 'Arena Processos', monthly_hours: 4, overage: 'charge' },
      headers: { authorization: `Bearer ${token}` },
    });
    const planId = created.json().plan.id as number;
    // Approved on an unpriced plan (no invoice at approval), then priced: this month is the job's.
    for (let i = 0; i < ACCOUNTS; i += 1)
      accounts.push((await activeManager(setup as never, { plan: 'Arena Processos' })).id);
    await setup.inject({
      method: 'PATCH',
      url: `/api/admin/plans/${planId}`,
      payload: { monthly_price_cents: 12_345 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await setup.db.selectFrom('invoices').select('id').execute()).toEqual([]);
  } finally {
    await setup.close();
  }
  [one, two] = [startServer(env, await freePort()), startServer(env, await freePort())];
  await Promise.all([one.ready(), two.ready()]);
}, 90_000);

afterAll(async () => {
  for (const p of [one, two]) if (p && p.child.exitCode === null) p.child.kill('SIGTERM');
  await Promise.all([one?.exit, two?.exit]);
  await database.drop();
});

describe('two processes issuing invoices', () => {
  it('issue each account’s month exactly once, from the job at start and from 20 parallel calls, and correct one invoice once from 20 clicks on both', async () => {
    const login = await fetch(`${one.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    // The current month, as the processes' clock reads it: the only month staff may issue unasked.
    const month = localDate(new Date(), loadConfig(env).SPACE_TIMEZONE).slice(0, 7);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${(i % 2 ? one : two).url}/api/admin/invoices/issue`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ month }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { issued: number } })),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const byStaff = answers.reduce((s, a) => s + a.body.issued, 0);

    // Staff on both processes click "Corrigir" on one invoice 20 times at once: one correction
    // (docs/product.md#corrections), the other clicks told which invoice replaced it.
    const listed = await fetch(`${one.url}/api/admin/invoices?month=${month}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const target = ((await listed.json()) as { invoices: Array<{ id: number }> }).invoices[0];
    const clicks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${(i % 2 ? one : two).url}/api/admin/invoices/${target?.id}/correct`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            reason: 'Valor combinado',
            lines: [{ description: 'Plano com desconto', quantity: 1, unit_cents: 10_000 }],
          }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } })),
      ),
    );
    expect(clicks.filter((c) => c.status === 200)).toHaveLength(1);
    expect(new Set(clicks.filter((c) => c.status !== 200).map((c) => `${c.status} ${c.body.code}`))).toEqual(
      new Set(['409 INVOICE_REPLACED']),
    );
    // Both processes ran the job at start for this month; wait until both are done with it.
    for (const p of [one, two]) p.child.kill('SIGTERM');
    expect(await Promise.all([one.exit, two.exit])).toEqual([0, 0]);

    const check = await buildApp({ config: loadConfig(env), logger: false });
    try {
      const rows = await check.db
        .selectFrom('invoices')
        .select(['account_id', 'month', 'number', 'replaces_id', 'status'])
        .execute();
      const months = [...new Set(rows.map((r) => r.month))].sort();
      expect(months).toEqual([month]);
      // Every invoice was issued once, by the job (the system) or by one of the staff calls.
      const issues = await check.db
        .selectFrom('audit')
        .select(['actor_id'])
        .where('action', '=', 'invoice.issue')
        .execute();
      const byJob = issues.filter((i) => i.actor_id === null).length;
      expect(byJob + byStaff).toBe(ACCOUNTS);
      const corrections = rows.filter((r) => r.replaces_id !== null);
      expect(corrections.map((r) => r.replaces_id)).toEqual([target?.id]);
      for (const month of months) {
        const of = rows.filter((r) => r.month === month && r.replaces_id === null);
        expect(of.map((r) => r.account_id).sort((a, b) => a - b)).toEqual(accounts);
      }
      for (const year of new Set(rows.map((r) => r.number.slice(0, 4)))) {
        const seqs = rows
          .filter((r) => r.number.startsWith(year))
          .map((r) => Number(r.number.slice(5)))
          .sort((a, b) => a - b);
        expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, k) => k + 1));
      }
    } finally {
      await check.close();
    }
  }, 90_000);
});
