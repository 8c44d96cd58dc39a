import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;
type Goal = { what: string; figure: string; goal: string; holds: boolean };

/** bench/money.ts's goals, run by `npx tsx bench/money.ts` in a child process, reported through `goal`. */
export function moneyInChild(goal: GoalFn): void {
  const out = execFileSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'money.ts')], {
    env: { ...process.env, BENCH_MONEY_JSON: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 1_800_000,
  });
  const goals = JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as Goal[];
  for (const g of goals) goal(g.what, g.figure, g.goal, g.holds);
}
