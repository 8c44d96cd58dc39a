/**
 * A 10 MB bank statement (docs/product.md#financeiro, decision 033): the time and peak RSS of
 * reading it, and of importing it on the embedded SQLite database, each in a child Node process
 * with `npm start`'s heap flags (`--max-semi-space-size=2 --max-old-space-size=128`; the child
 * runs the TypeScript through tsx, which costs it some memory the bundle does not). Alone:
 * `npx tsx bench/statement-file.ts`, which adds its run to bench/results/statement-file.json
 * (BENCH_LABEL names it; BENCH_STATEMENT_MB changes the size). Then the same file posted to the
 * server as `npm start` runs it (build it first: `npm run build -w @arena/api`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { login } from '@arena/testing/members';
import { fetchTransport } from '@arena/testing/transport';
import * as prettier from 'prettier';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { readStatement } from '../apps/api/src/modules/invoices/ofx.ts';
import { importStatement } from '../apps/api/src/modules/invoices/statements.service.ts';
import type { AuthUser } from '../apps/api/src/types.ts';
import { statementOfSize } from '../apps/api/test/invoices/ofx-files.ts';
import { freePort, startServer } from '../apps/api/test/process.ts';
import { peakRss } from './load.ts';

type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;
type Measure = { ms: number; rssBeforeMb: number; maxRssMb: number; heapMb: number; credits: number; size: number };

/** `npm start`'s Node flags (package.json "start"), the production heap. */
const START_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=128'];

async function child(mode: string, path: string): Promise<Measure> {
  const file = readFileSync(path);
  const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
  if (mode === 'read') {
    const start = performance.now();
    const credits = await readStatement(file);
    const ms = performance.now() - start;
    return { ms, rssBeforeMb, ...memory(), credits: credits.length, size: file.length };
  }
  const dir = mkdtempSync(join(tmpdir(), 'arena-statement-'));
  const app = await buildApp({
    config: loadConfig({
      DATABASE_URL: `file:${join(dir, 'arena.sqlite')}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    }),
    logger: false,
  });
  try {
    const start = performance.now();
    const answer = await importStatement(app.deps, { id: null } as unknown as AuthUser, file);
    const ms = performance.now() - start;
    return {
      ms,
      rssBeforeMb,
      ...memory(),
      credits: answer.counts.waiting + answer.counts.set_aside + answer.counts.matched,
      size: file.length,
    };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const memory = () => ({
  maxRssMb: process.resourceUsage().maxRSS / 1024,
  heapMb: process.memoryUsage().heapUsed / 2 ** 20,
});

export async function statementFileGoals(goal: GoalFn, mb = 10) {
  const dir = mkdtempSync(join(tmpdir(), 'arena-statement-'));
  try {
    const path = join(dir, 'extrato.ofx');
    writeFileSync(path, statementOfSize(mb), 'latin1');
    for (const mode of ['read', 'import'] as const) {
      let m: Measure;
      try {
        const out = execFileSync(
          process.execPath,
          [...START_FLAGS, '--import', 'tsx', import.meta.filename, '--child', mode, path],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 },
        );
        m = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Measure;
      } catch (error) {
        const status = (error as { status?: number }).status;
        goal(`${mode} a ${mb} MB statement with npm start's heap flags`, `failed (exit ${status})`, 'answers', false);
        continue;
      }
      const size = (m.size / 2 ** 20).toFixed(1);
      const [what, wanted, holds] =
        mode === 'read'
          ? [`read a ${size} MB OFX statement (${m.credits} credits)`, '< 5 s', m.ms < 5_000]
          : [`import a ${size} MB OFX statement (${m.credits} credits, SQLite)`, '< 120 s', m.ms < 120_000];
      goal(
        `${what}, in a child process with npm start's heap flags (${START_FLAGS.join(' ')})`,
        `${(m.ms / 1000).toFixed(2)} s; RSS ${m.rssBeforeMb.toFixed(0)} MB before (code and modules loaded), ` +
          `peak ${m.maxRssMb.toFixed(0)} MB; heap ${m.heapMb.toFixed(0)} MB at the end`,
        `${wanted}, within the 128 MB heap`,
        holds,
      );
    }
    await throughServer(goal, path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The file posted to the server as `npm start` runs it (the bundle in apps/api/dist and its
 * flags), on a fresh SQLite database, while /api/health is asked every 50 ms: the answer's time,
 * the server's peak RSS and the slowest health answer (from when it was due).
 */
async function throughServer(goal: GoalFn, path: string) {
  const dir = mkdtempSync(join(tmpdir(), 'arena-statement-server-'));
  const env = {
    DATABASE_URL: `file:${join(dir, 'arena.sqlite')}`,
    ADMIN_EMAIL: 'equipe@arena.test',
    ADMIN_PASSWORD: 'troque123',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_GLOBAL: '100000000/1m',
  };
  const server = startServer(env, await freePort(), { bundle: true });
  try {
    await server.ready();
    const { token } = await login(fetchTransport(server.url), env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const body = readFileSync(path);
    const healthMs: number[] = [];
    const started = performance.now();
    const { result, mb } = await peakRss(server.child.pid ?? 0, async () => {
      let answered = false;
      const answer = fetch(`${server.url}/api/admin/statements`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-ofx', authorization: `Bearer ${token}` },
        body,
      }).then(async (r) => {
        const json = (await r.json()) as { counts?: { waiting: number; set_aside: number; matched: number } };
        answered = true;
        const credits = json.counts ? json.counts.waiting + json.counts.set_aside + json.counts.matched : 0;
        return { status: r.status, ms: performance.now() - started, credits };
      });
      while (!answered) {
        const due = performance.now() + 50;
        await new Promise((resolve) => setTimeout(resolve, 50));
        const health = await fetch(`${server.url}/api/health`);
        await health.arrayBuffer();
        healthMs.push(performance.now() - due);
      }
      return answer;
    });
    const slowest = Math.max(0, ...healthMs);
    goal(
      `import a ${(body.length / 2 ** 20).toFixed(1)} MB OFX statement through POST /api/admin/statements, the server run as npm start runs it`,
      `${result.status} in ${(result.ms / 1000).toFixed(1)} s (${result.credits} credits); server peak RSS ${mb.toFixed(0)} MB; ` +
        `slowest of ${healthMs.length} /api/health answers meanwhile ${slowest.toFixed(0)} ms`,
      '200, health < 1 s throughout, the server alive',
      result.status === 200 && slowest < 1_000 && server.child.exitCode === null,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exit;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Adds a run to bench/results/statement-file.json, as Prettier would write it. */
async function recordRun(goals: Array<{ what: string; figure: string; goal: string; holds: boolean }>) {
  const file = resolve(import.meta.dirname, 'results/statement-file.json');
  mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
  const history = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { runs: unknown[] }) : { runs: [] };
  history.runs.push({
    label: process.env.BENCH_LABEL ?? 'bench/statement-file.ts',
    when: new Date().toISOString(),
    machine: { cores: cpus().length, model: cpus()[0]?.model, loadavg: loadavg().map((l) => Number(l.toFixed(1))) },
    goals,
  });
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(history), { ...options, filepath: file }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--child');
  if (at >= 0) {
    const measure = await child(process.argv[at + 1] ?? 'read', process.argv[at + 2] ?? '');
    console.log(JSON.stringify(measure));
  } else {
    const goals: Array<{ what: string; figure: string; goal: string; holds: boolean }> = [];
    const goal: GoalFn = (what, figure, wanted, holds) => {
      goals.push({ what, figure, goal: wanted, holds });
      console.log(`${holds ? 'ok  ' : 'MISS'} ${what}: ${figure} (goal ${wanted})`);
    };
    await statementFileGoals(goal, Number(process.env.BENCH_STATEMENT_MB ?? 10));
    await recordRun(goals);
  }
}
