/**
 * Pix charges at scale (docs/product.md#pix-charges), on the embedded SQLite database: the charge
 * job creating the charges of a month issued for 5,000 accounts against a PSP held in memory that
 * fails one call in 20 (those retried after the backoff), with the time per charge — Arena's side
 * only, the PSP answering at once — and 1,000 webhook notifications, 10 at a time, each applied
 * once. Alone: `npx tsx bench/pix.ts`, which adds its run to bench/results/pix.json (BENCH_LABEL
 * names it); BENCH_ACCOUNTS and BENCH_WEBHOOKS change the sizes.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { issueMonth } from '../apps/api/src/modules/invoices/invoices.service.ts';
import { syncCharges } from '../apps/api/src/modules/invoices/pix/charges.job.ts';
import type { NewCobv } from '../apps/api/src/modules/invoices/pix/port.ts';
import { MemoryPsp } from '../apps/api/test/invoices/memory-psp.ts';

type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;

/** The in-memory PSP, failing every `every`-th creation as a PSP that is briefly down does. */
class FlakyPsp extends MemoryPsp {
  calls = 0;
  failures = 0;
  constructor(private every: number) {
    super();
  }
  override async createCobv(txid: string, cobv: NewCobv) {
    this.calls += 1;
    if (this.calls % this.every === 0) {
      this.failures += 1;
      throw Object.assign(new Error('PSP indisponível'), { retryable: true });
    }
    return super.createCobv(txid, cobv);
  }
}

export async function pixGoals(goal: GoalFn, accounts = 5_000, webhooks = 1_000) {
  const dir = mkdtempSync(join(tmpdir(), 'arena-pix-'));
  let now = new Date('2030-01-02T12:00:00.000Z');
  const clock = () => now;
  const secret = 'bench'.repeat(8);
  const app = await buildApp({
    config: loadConfig({
      DATABASE_URL: `file:${join(dir, 'arena.sqlite')}`,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      INVOICE_CHECK_MINUTES: '1440',
      RATE_LIMIT_GLOBAL: '1000000/1m',
    }),
    clock,
    logger: false,
  });
  // The webhook's settings only: the jobs are run here by hand, not by the app's timers.
  Object.assign(app.config, {
    pixApi: {
      url: 'https://psp.bench/api/v2',
      clientId: 'bench',
      clientSecret: 'bench',
      tokenUrl: 'https://psp.test/oauth/token',
      cert: '',
      key: '',
      webhookSecret: secret,
      chave: 'financeiro@arena.test',
    },
  });
  try {
    const at = now.toISOString();
    const plan = await app.db
      .insertInto('plans')
      .values({
        name: 'Arena Bench',
        monthly_minutes: 600,
        overage: 'charge',
        active: 1,
        created_at: at,
        updated_at: at,
        monthly_price_cents: 49_900,
        seat_price_cents: 0,
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
            qtd_team: 0,
            manager_id: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
    const issued = await issueMonth(app.deps, '2030-01');
    // A cobv names its debtor's CPF/CNPJ: these bench accounts have none, so the invoices get one.
    await app.db.updateTable('invoices').set({ bill_to_document: '52998224725' }).execute();

    const psp = new FlakyPsp(20);
    let start = performance.now();
    await syncCharges(app.deps, psp);
    let rounds = 1;
    // The failed ones wait their backoff (1, 2 … minutes), then go.
    while (
      (await app.db.selectFrom('pix_charges').select('id').where('pending', 'is not', null).executeTakeFirst()) &&
      rounds < 50
    ) {
      now = new Date(now.getTime() + 61 * 60_000);
      await syncCharges(app.deps, psp);
      rounds += 1;
    }
    const chargeMs = performance.now() - start;
    const active = await app.db.selectFrom('pix_charges').select('id').where('state', '=', 'ativa').execute();
    goal(
      `create the charges of ${issued.issued} invoices (SQLite; a PSP in memory failing 1 call in 20)`,
      `${(chargeMs / 1000).toFixed(1)} s, ${(chargeMs / Math.max(1, active.length)).toFixed(2)} ms per charge, ${psp.failures} retries over ${rounds} runs`,
      'every invoice charged once; < 60 s',
      active.length === issued.issued && psp.cobv.size === issued.issued && chargeMs < 60_000,
    );

    const charges = await app.db.selectFrom('pix_charges').select('txid').limit(webhooks).execute();
    start = performance.now();
    const statuses: number[] = [];
    for (let i = 0; i < charges.length; i += 10) {
      const batch = charges.slice(i, i + 10);
      const answers = await Promise.all(
        batch.map((c, k) =>
          app.inject({
            method: 'POST',
            url: `/api/pix/webhook/${secret}/pix`,
            payload: {
              pix: [
                {
                  endToEndId: `E0000000020300102${String(i + k).padStart(15, '0')}`,
                  txid: c.txid,
                  valor: '499.00',
                  horario: now.toISOString(),
                },
              ],
            },
          }),
        ),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    const webhookMs = performance.now() - start;
    const paid = await app.db.selectFrom('invoices').select('id').where('status', '=', 'paga').execute();
    goal(
      `${charges.length} webhook notifications, 10 at a time, each paying its invoice`,
      `${(webhookMs / 1000).toFixed(1)} s, ${(webhookMs / Math.max(1, charges.length)).toFixed(2)} ms each`,
      '1,000 in < 60 s, every one applied',
      statuses.every((s) => s === 200) && paid.length === charges.length && webhookMs < 60_000,
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Adds a run to bench/results/pix.json, as Prettier would write it. */
async function recordRun(goals: Array<{ what: string; figure: string; goal: string; holds: boolean }>) {
  const file = resolve(import.meta.dirname, 'results/pix.json');
  mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
  const history = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { runs: unknown[] }) : { runs: [] };
  history.runs.push({
    label: process.env.BENCH_LABEL ?? 'bench/pix.ts',
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
  await pixGoals(goal, Number(process.env.BENCH_ACCOUNTS ?? 5_000), Number(process.env.BENCH_WEBHOOKS ?? 1_000));
  await recordRun(goals);
}
