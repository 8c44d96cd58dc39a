/**
 * Money at scale (docs/product.md#invoices, #financeiro): issuing a month for 5,000 accounts and
 * importing a 10,000-line bank statement, on the embedded SQLite database, with their time per
 * invoice (or per line) and the process's memory; and the mail worker sending a sample of the
 * month's e-mails, each drawing its Pix QR as it leaves; then a member's calls (the invoice list,
 * an invoice's page, the overdue check) with 12 invoices per account, p50 and p99. Part of `npm run bench`; alone:
 * `npx tsx bench/money.ts`, which adds its run to bench/results/money.json (BENCH_LABEL names it).
 * BENCH_ACCOUNTS, BENCH_LINES and BENCH_MAILS change the sizes.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { myInvoice, myInvoices } from '../apps/api/src/modules/invoices/my-invoices.service.ts';
import { bookingBlockOf } from '../apps/api/src/modules/invoices/overdue-block.service.ts';
import { issueMonth } from '../apps/api/src/modules/invoices/invoices.service.ts';
import { mailWorker } from '../apps/api/src/modules/mail/mail.queue.ts';
import { importStatement } from '../apps/api/src/modules/invoices/statements.service.ts';
import { localDate } from '../apps/api/src/lib/time.ts';
import type { AuthUser } from '../apps/api/src/types.ts';
import { ofxStatement } from '../apps/api/test/invoices/ofx-files.ts';

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
      OVERDUE_BLOCK_DAYS: '5',
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
    // Dated today (São Paulo): a credit pays only an invoice issued on or before its date.
    const today = localDate(new Date(), 'America/Sao_Paulo');
    const file = ofxStatement(
      Array.from({ length: lines }, (_, i) => {
        const inv = invoices[i % invoices.length];
        const kind = i % 4;
        return {
          fitid: `BENCH${i}`,
          date: today,
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
      `match a statement's credits to invoices (parse, match and record, per credit; ${lines} credits, ${invoices.length} open invoices)`,
      `${((importMs / lines) * 1000).toFixed(0)} µs per credit`,
      '< 6 ms per credit',
      importMs / lines < 6,
    );
    goal(
      `import a ${lines}-line OFX statement (${(file.length / 2 ** 20).toFixed(1)} MB)`,
      `${(importMs / 1000).toFixed(1)} s, ${((importMs / lines) * 1000).toFixed(0)} µs per line; ${answer.counts.matched} matched, ` +
        `${answer.counts.waiting} waiting, ${answer.counts.set_aside} set aside; RSS ${mb(afterImport.rss)} MB`,
      '< 60 s, RSS < 400 MB',
      importMs < 60_000 && afterImport.rss < 400 * 2 ** 20,
    );
    start = performance.now();
    const again = await importStatement(deps, staff, Buffer.from(file, 'latin1'));
    goal(
      'the same statement again (every line already applied)',
      `${((performance.now() - start) / 1000).toFixed(1)} s, ${again.counts.already} already, ${again.counts.matched} applied`,
      'nothing applied twice',
      again.counts.matched === 0 && again.counts.already === lines,
    );

    await memberCalls(app, goal, accounts);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const HISTORY_MONTHS = 11;

/**
 * What a member's screens ask at 100× the data (docs/performance.md#money-at-scale): each account
 * gets 11 months of paid invoices besides the month just issued (12 per account), then the
 * member's list, an invoice's page and the overdue check (each booking, each arrival on home and
 * /room) are timed for 1,000 accounts, p50 and p99.
 */
async function memberCalls(app: Awaited<ReturnType<typeof buildApp>>, goal: GoalFn, accounts: number) {
  const ids = (await app.db.selectFrom('users').select('id').where('email', 'like', '%@bench.test').execute()).map(
    (r) => r.id,
  );
  const lines = JSON.stringify([
    { description: 'Plano Arena Bench', quantity: 1, unit_cents: 49_900, total_cents: 49_900 },
  ]);
  let n = 0;
  for (let m = 1; m <= HISTORY_MONTHS; m += 1) {
    const month = `2029-${String(m).padStart(2, '0')}`;
    for (let i = 0; i < ids.length; i += 500) {
      await app.db
        .insertInto('invoices')
        .values(
          ids.slice(i, i + 500).map((account_id) => {
            n += 1;
            return {
              account_id,
              month,
              number: `2029-${String(n).padStart(6, '0')}`,
              status: 'paga' as const,
              issued_at: `${month}-01T03:00:00.000Z`,
              due_date: `${month}-10`,
              total_cents: 49_900,
              received_cents: 49_900,
              lines,
              issued_by: null,
              paid_on: `${month}-08`,
              paid_method: 'pix' as const,
            };
          }),
        )
        .execute();
    }
  }
  const sample = ids.filter((_, i) => i % Math.max(1, Math.floor(ids.length / 1000)) === 0).slice(0, 1000);
  const deps = app.deps;
  const timed = async (call: (id: number) => Promise<unknown>) => {
    const ms: number[] = [];
    for (const id of sample) {
      const start = performance.now();
      await call(id);
      ms.push(performance.now() - start);
    }
    ms.sort((a, b) => a - b);
    const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
    return { p50: at(0.5), p99: at(0.99) };
  };
  const caller = (id: number) => ({ id, manager_id: null }) as unknown as AuthUser;
  const latest = new Map(
    (await app.db.selectFrom('invoices').select(['id', 'account_id']).where('month', '=', '2030-01').execute()).map(
      (r) => [r.account_id, r.id],
    ),
  );
  const calls: Array<[string, (id: number) => Promise<unknown>]> = [
    ['the member’s invoice list (GET /invoices, 12 invoices)', (id) => myInvoices(deps, caller(id))],
    [
      'an invoice’s page (GET /invoices/:id, its Pix QR drawn)',
      (id) => myInvoice(deps, caller(id), latest.get(id) ?? 0),
    ],
    ['the overdue check (each booking; GET /users/me/booking-block)', (id) => bookingBlockOf(deps, caller(id))],
  ];
  for (const [what, call] of calls) {
    const { p50, p99 } = await timed(call);
    goal(
      `${what}, ${sample.length} of ${accounts} accounts, ${(accounts * (HISTORY_MONTHS + 1)).toLocaleString('en')} invoices`,
      `p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`,
      'p99 < 50 ms',
      p99 < 50,
    );
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

type Goal = { what: string; figure: string; goal: string; holds: boolean };

if (import.meta.url === `file://${process.argv[1]}`) {
  const goals: Goal[] = [];
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
  // Run by `npm run bench` (moneyInChild): the goals go back to it as the last line, not to money.json.
  if (process.env.BENCH_MONEY_JSON) console.log(JSON.stringify(goals));
  else await recordRun(goals);
}
