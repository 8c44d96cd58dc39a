/**
 * Money at scale (docs/product.md#invoices, #financeiro): issuing a month for 5,000 accounts and
 * importing a 10,000-line bank statement, on the embedded SQLite database, with their time per
 * invoice (or per line) and the process's memory; and the mail worker sending a sample of the
 * month's e-mails, each drawing its Pix QR as it leaves. Part of `npm run bench`; alone:
 * `npx tsx bench/money.ts`, which adds its run to bench/results/money.json (BENCH_LABEL names it).
 * BENCH_ACCOUNTS, BENCH_LINES and BENCH_MAILS change the sizes.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { issueMonth } from '../apps/api/src/modules/invoices/invoices.service.ts';
import { mailWorker } from '../apps/api/src/modules/mail/mail.queue.ts';
import { importStatement } from '../apps/api/src/modules/invoices/statements.service.ts';
import type { AuthUser } from '../apps/api/src/types.ts';
import { ofxStatement } from '../apps/api/test/money/ofx-files.ts';

type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

export async function moneyGoals(goal: GoalFn, accounts = 5_000, lines = 10_000, mails = 300) {
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
      `issue a month for ${accounts} accounts (SQLite; each e-mail's Pix QR drawn when it is sent)`,
      `${(issueMs / 1000).toFixed(1)} s, ${perInvoice.toFixed(2)} ms per invoice, RSS ${mb(afterIssue.rss)} MB (heap +${mb(afterIssue.heapUsed - before.heapUsed)} MB)`,
      '< 120 s, RSS < 300 MB',
      issued.issued === accounts && issueMs < 120_000 && afterIssue.rss < 300 * 2 ** 20,
    );

    // The mail worker sends the month's e-mails, drawing each one's QR as it leaves (here to a
    // transport that only takes them): the cost moved out of issuing, measured on a sample.
    const sent: number[] = [];
    const worker = mailWorker(deps, {
      sendMail: async (m: { attachments?: Array<{ content: string }> }) => {
        sent.push(m.attachments?.[0]?.content.length ?? 0);
        return {};
      },
    } as never);
    const queued = await app.db
      .selectFrom('outbox')
      .select('id')
      .orderBy('id')
      .offset(mails)
      .limit(1)
      .executeTakeFirst();
    // Only the sample is due: the rest waits a day.
    if (queued)
      await app.db
        .updateTable('outbox')
        .set({ next_attempt_at: '9999-01-01T00:00:00.000Z' })
        .where('id', '>=', queued.id)
        .execute();
    start = performance.now();
    await worker.deliverDue();
    const sendMs = performance.now() - start;
    goal(
      `send ${sent.length} of the month's invoice e-mails, each drawing its Pix QR (PNG)`,
      `${(sendMs / 1000).toFixed(1)} s, ${(sendMs / Math.max(1, sent.length)).toFixed(2)} ms per e-mail; ${sent.filter((n) => n > 0).length} with a QR`,
      'every e-mail carries its QR',
      sent.length === Math.min(mails, accounts) && sent.every((n) => n > 0),
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
        `${answer.waiting.length} waiting, ${answer.set_aside.length} set aside; RSS ${mb(afterImport.rss)} MB`,
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

/** Adds a run to bench/results/money.json, as Prettier would write it. */
async function recordRun(goals: Array<{ what: string; figure: string; goal: string; holds: boolean }>) {
  const file = resolve(import.meta.dirname, 'results/money.json');
  mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
  const history = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { runs: unknown[] }) : { runs: [] };
  history.runs.push({
    label: process.env.BENCH_LABEL ?? 'bench/money.ts',
    when: new Date().toISOString(),
    machine: { cores: cpus().length, model: cpus()[0]?.model, loadavg: loadavg().map((l) => Number(l.toFixed(1))) },
    goals,
  });
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(history), { ...options, filepath: file }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const goals: Array<{ what: string; figure: string; goal: string; holds: boolean }> = [];
  const goal: GoalFn = (what, figure, wanted, holds) => {
    goals.push({ what, figure, goal: wanted, holds });
    console.log(`${holds ? 'ok  ' : 'MISS'} ${what}: ${figure} (goal ${wanted})`);
  };
  await moneyGoals(
    goal,
    Number(process.env.BENCH_ACCOUNTS ?? 5_000),
    Number(process.env.BENCH_LINES ?? 10_000),
    Number(process.env.BENCH_MAILS ?? 300),
  );
  await recordRun(goals);
}
