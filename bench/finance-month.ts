/**
 * `npx tsx bench/finance-month.ts`: Financeiro's month at 100× (issue 34) without the whole large
 * seed — 2,000 accounts with a company, an invoice each for 12 months (24,000 invoices), each paid
 * by a statement line (bench/seed-large.ts's rows), on a fresh SQLite file. Times, in process
 * through the app (app.inject), what staff's screen asks on a visit: the month's list (its first
 * page once paged, and a later page), the list by status, and an invoice opened (when the API has
 * GET /admin/invoices/:id). Prints p50/p99 and the answer's size.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Insertable } from 'kysely';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/schema.ts';
import { hashPassword, SYSTEM } from '../apps/api/src/lib/passwords.ts';

const file = join(tmpdir(), `arena-finance-month-${process.pid}.sqlite`);
const ACCOUNTS = 2000;
const MONTHS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
const MONTH = '2025-10';

async function main() {
  const app = await buildApp({
    config: loadConfig({
      DATABASE_URL: `file:${file}`,
      ADMIN_EMAIL: 'equipe@arena.test',
      ADMIN_PASSWORD: 'troque123',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ERASURE_LEDGER: join(tmpdir(), `arena-finance-ledger-${process.pid}.jsonl`),
      RATE_LIMIT_GLOBAL: '100000000/1m',
      RATE_LIMIT_LOGIN: '100000000/1m',
      RATE_LIMIT_LOGIN_ACCOUNT: '100000000/1m',
    }),
    logger: false,
  });
  await app.ready();
  const insert = async <T extends keyof Database & string>(table: T, rows: Insertable<Database[T]>[]) => {
    await app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 1000)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + 1000) as never)
          .execute();
    });
  };
  const hash = await hashPassword('senha123', SYSTEM);
  const since = '2020-01-01T12:00:00.000Z';
  await insert(
    'users',
    Array.from({ length: ACCOUNTS }, (_, i) => ({
      email: `titular${i + 1}@empresa${i + 1}.test`,
      password_hash: hash,
      name: `Titular ${i + 1}`,
      lastname: 'Silva',
      phone: '11912345678',
      status: 'Ativo',
      level: 2,
      role: 'member',
      qtd_team: 0,
      manager_id: null,
      terms_version: app.config.TERMS_VERSION,
      created_at: since,
      updated_at: since,
      email_confirmed_at: since,
    })),
  );
  const holders = (
    await app.db.selectFrom('users').select('id').where('email', 'like', 'titular%').orderBy('id').execute()
  ).map((r) => r.id);
  await insert(
    'companies',
    holders.map((user_id, i) => ({
      user_id,
      document: '11222333000181',
      name: `Empresa ${i + 1}`,
      activity: 'Consultoria',
      phone: '1134567890',
      site: '',
    })),
  );
  let number = 0;
  await insert(
    'invoices',
    MONTHS.flatMap((month) =>
      holders.map((account_id) => {
        number += 1;
        // A tenth left open, so the status filter and the totals have something to sum.
        const open = number % 10 === 0;
        return {
          account_id,
          month,
          number: `${month.slice(0, 4)}-${String(number).padStart(6, '0')}`,
          status: open ? ('aberta' as const) : ('paga' as const),
          issued_at: `${month}-01T09:00:00.000Z`,
          due_date: `${month}-10`,
          total_cents: 60_000,
          lines: JSON.stringify([
            { description: 'Plano Arena Dedicada', quantity: 1, unit_cents: 60_000, total_cents: 60_000 },
          ]),
          paid_on: open ? null : `${month}-08`,
          paid_method: open ? null : ('pix' as const),
          paid_at: open ? null : `${month}-08T12:00:00.000Z`,
          received_cents: open ? 0 : 60_000,
          bill_to_name: 'Empresa',
        };
      }),
    ),
  );
  const paid = await app.db
    .selectFrom('invoices')
    .select(['id', 'month', 'number'])
    .where('status', '=', 'paga')
    .orderBy('id')
    .execute();
  await insert(
    'statement_lines',
    paid.map((inv) => ({
      line_key: `bench:${inv.id}`,
      account: '0001-12345',
      fitid: `F${inv.id}`,
      posted_on: `${inv.month}-08`,
      amount_cents: 60_000,
      applied_cents: 60_000,
      memo: `PIX RECEBIDO ${inv.number}`,
      name: 'EMPRESA LTDA',
      refnum: '',
      kind: 'CREDIT',
      imported_at: `${inv.month}-09T12:00:00.000Z`,
    })),
  );
  const lines = await app.db.selectFrom('statement_lines').select(['id', 'line_key']).execute();
  const lineOf = new Map(lines.map((l) => [l.line_key, l.id]));
  await insert(
    'payments',
    paid.map((inv) => ({
      invoice_id: inv.id,
      amount_cents: 60_000,
      paid_on: `${inv.month}-08`,
      method: 'pix' as const,
      statement_line_id: lineOf.get(`bench:${inv.id}`) ?? null,
      recorded_at: `${inv.month}-09T12:00:00.000Z`,
    })),
  );
  await app.db.executeQuery({ sql: 'analyze', parameters: [], query: { kind: 'RawNode' } } as never);

  const res = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { email: 'equipe@arena.test', password: 'troque123' },
  });
  const headers = { authorization: `Bearer ${(res.json() as { token: string }).token}` };
  const get = async (url: string) => {
    const t = performance.now();
    const r = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - t;
    if (r.statusCode >= 400) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    return { ms, bytes: r.rawPayload.length, body: r.json() as { invoices?: Array<{ id: number }> } };
  };
  const measure = async (name: string, url: string, n = 40) => {
    const first = await get(url);
    const ms: number[] = [];
    for (let i = 0; i < n; i += 1) ms.push((await get(url)).ms);
    ms.sort((a, b) => a - b);
    const q = (p: number) => (ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0).toFixed(1);
    console.log(`${name}: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, ${(first.bytes / 1024).toFixed(1)} KiB (${url})`);
    return first.body;
  };
  const page = await measure('the month (first visit)', `/api/admin/invoices?month=${MONTH}`);
  const shown = page.invoices ?? [];
  console.log(`  ${shown.length} invoices in the answer`);
  if (shown.length < ACCOUNTS) {
    await measure('a later page', `/api/admin/invoices?month=${MONTH}&before=${shown.at(-1)?.id ?? 0}`);
  }
  await measure('the month, by status (aberta)', `/api/admin/invoices?month=${MONTH}&status=aberta`);
  const id = shown[Math.floor(shown.length / 2)]?.id ?? 0;
  const opened = await app.inject({ method: 'GET', url: `/api/admin/invoices/${id}`, headers });
  if (opened.statusCode === 200) await measure('an invoice opened', `/api/admin/invoices/${id}`);
  else console.log(`an invoice opened: GET /api/admin/invoices/:id answers ${opened.statusCode}`);
  await app.close();
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
}

await main();
