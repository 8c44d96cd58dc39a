/**
 * Money at scale (docs/product.md#invoices, #financeiro): issuing a month for 5,000 accounts and
 * importing a 10,000-line bank statement, on the embedded SQLite database, with their time per
 * invoice (or per line) and the process's memory. Part of `npm run bench`; alone:
 * `npx tsx bench/money.ts`. BENCH_ACCOUNTS and BENCH_LINES change the sizes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { issueMonth } from '../apps/api/src/modules/invoices/invoices.service.ts';
import { importStatement } from '../apps/api/src/modules/invoices/payments.service.ts';
import type { AuthUser } from '../apps/api/src/types.ts';
import { ofxStatement } from '../apps/api/test/money/ofx-files.ts';

type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

export async function moneyGoals(goal: GoalFn, accounts = 5_000, lines = 10_000) {
  const dir = mkdtempSync(join(tmpdir(), 'arena-money-'));
  const app = await buildApp({
    config: loadConfig({
      DATABASE_URL: `file:${join(dir, 'arena.sqlite')}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PIX_KEY: 'financeiro@arenacowork.com.br',
      PIX_MERCHANT_NAME: 'Arena Cowork',
      PIX_MERCHANT_CITY: 'Sao Paulo',
      INVOICE_CHECK_MINUTES: '1440',
    }),
    logger: false,
  });
  try {
    const now = new Date().toISOString();
    const plan = await app.db
      .insertInto('plans')
      .values({
        name: 'Arena Bench',
        monthly_minutes: 600,
        overage: 'charge',
        active: 1,
        created_at: now,
        updated_at: now,
        monthly_price_cents: 49_900,
        seat_price_cents: 9_900,
        overage_hour_cents: 6_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < accounts; i += 500) {
      await app.db
        .insertInto('users')
        .values(
          Array.from({ length: Math.min(500, accounts - i) }, (_, k) => ({
            email: `conta${i + k}@bench.test`,
            password_hash: null,
            name: `Conta ${i + k}`,
            lastname: 'Silva',
            phone: '11912345678',
            status: 'Ativo',
            level: 2,
            role: 'member',
            plan_id: plan.id,
            qtd_team: (i + k) % 4,
            manager_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const deps = app.deps;
    global.gc?.();
    const before = process.memoryUsage();
    let start = performance.now();
    const issued = await issueMonth(deps, '2030-01');
    const issueMs = performance.now() - start;
    const afterIssue = process.memoryUsage();
    const perInvoice = issueMs / Math.max(1, issued.issued);
    goal(
      `issue a month for ${accounts} accounts (SQLite, Pix QR in each e-mail)`,
      `${(issueMs / 1000).toFixed(1)} s, ${perInvoice.toFixed(2)} ms per invoice, RSS ${mb(afterIssue.rss)} MB (heap +${mb(afterIssue.heapUsed - before.heapUsed)} MB)`,
      '< 120 s, RSS < 300 MB',
      issued.issued === accounts && issueMs < 120_000 && afterIssue.rss < 300 * 2 ** 20,
    );

    // Half the credits carry an invoice's txid, a quarter match by amount alone, a quarter match nothing.
    const invoices = await app.db.selectFrom('invoices').select(['number', 'total_cents']).orderBy('id').execute();
    const file = ofxStatement(
      Array.from({ length: lines }, (_, i) => {
        const inv = invoices[i % invoices.length];
        const kind = i % 4;
        return {
          fitid: `BENCH${i}`,
          amount: kind === 3 ? '1.23' : ((inv?.total_cents ?? 100) / 100).toFixed(2),
          memo: kind < 2 ? `PIX RECEBIDO ${inv?.number.replace('-', '')}` : 'TED RECEBIDA',
        };
      }),
    );
    const staff = { id: null } as unknown as AuthUser;
    start = performance.now();
    const answer = await importStatement(deps, staff, Buffer.from(file, 'latin1'));
    const importMs = performance.now() - start;
    const afterImport = process.memoryUsage();
    goal(
      `import a ${lines}-line OFX statement (${(file.length / 2 ** 20).toFixed(1)} MB)`,
      `${(importMs / 1000).toFixed(1)} s, ${((importMs / lines) * 1000).toFixed(0)} µs per line; ${answer.matched.length} matched, ` +
        `${answer.unmatched.length} unmatched, ${answer.ambiguous.length} ambiguous; RSS ${mb(afterImport.rss)} MB`,
      '< 60 s, RSS < 400 MB',
      importMs < 60_000 && afterImport.rss < 400 * 2 ** 20,
    );
    start = performance.now();
    const again = await importStatement(deps, staff, Buffer.from(file, 'latin1'));
    goal(
      'the same statement again (every line already applied)',
      `${((performance.now() - start) / 1000).toFixed(1)} s, ${again.already.length} already, ${again.matched.length} applied`,
      'nothing applied twice',
      again.matched.length === 0 && again.already.length === lines,
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const goal: GoalFn = (what, figure, wanted, holds) =>
    console.log(`${holds ? 'ok  ' : 'MISS'} ${what}: ${figure} (goal ${wanted})`);
  await moneyGoals(goal, Number(process.env.BENCH_ACCOUNTS ?? 5_000), Number(process.env.BENCH_LINES ?? 10_000));
}
