/**
 * `npm run bench:web`: only the phone's side of `npm run bench` — Lighthouse (mobile) on `/`,
 * `/home` and `/room`, first and repeat visits, against the built server on a seeded year of
 * data. Writes bench/results/lighthouse.json; the whole bench writes the same figures in latest.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { login } from '@arena/testing/members';
import { fetchTransport } from '@arena/testing/transport';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { hashPassword, SYSTEM } from '../apps/api/src/lib/passwords.ts';
import { freePort, startServer } from '../apps/api/test/process.ts';
import { lighthouseGoals, lighthouseScores } from './lighthouse.ts';
import type { Goal } from './report.ts';
import { seedYear } from './seed.ts';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'arena-bench-web-'));
const env = {
  DATABASE_URL: `file:${join(dir, 'arena.sqlite')}`,
  ADMIN_EMAIL: 'equipe@arena.test',
  ADMIN_PASSWORD: 'troque123',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};

async function main() {
  const setup = await buildApp({ config: loadConfig(env), logger: false });
  const seeded = await seedYear(setup, await hashPassword('senha123', SYSTEM));
  await setup.close();
  const server = startServer(env, await freePort(), { bundle: true });
  for (let ok = false; !ok;) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    ok = await fetch(`${server.url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (!ok) await new Promise((r) => setTimeout(r, 50));
  }
  const goals: Goal[] = [];
  try {
    const session = await login(fetchTransport(server.url), seeded.manager.email, 'senha123');
    const visits = await lighthouseScores(server.url, { token: session.token, ...session.user });
    lighthouseGoals((what, figure, goal, holds) => {
      goals.push({ what, figure, goal, holds });
      console.log(`${holds ? 'ok  ' : 'MISS'} ${what}: ${figure} (goal ${goal})`);
    }, visits);
    // A run limited to some screens or visits (bench/lighthouse.ts) is a quick comparison: not kept.
    if (process.env.BENCH_LIGHTHOUSE_PATHS || process.env.BENCH_LIGHTHOUSE_VISITS) return;
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/lighthouse.json'),
      `${JSON.stringify({ at: new Date().toISOString(), goals, visits }, null, 2)}\n`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exit;
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
