/**
 * Where `npm run bench` leaves its figures: bench/results/latest.json, and the table between the
 * bench markers of docs/performance.md, formatted as Prettier would so lint stays clean.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';

export type Goal = { what: string; figure: string; goal: string; holds: boolean };

const root = resolve(import.meta.dirname, '..');

export async function writeResults(goals: Goal[], raw: Record<string, unknown>, bareRps: number) {
  const when = new Date().toISOString();
  const results = join(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  const machine = {
    cores: cpus().length,
    model: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
  // Written as the repository's formatter would (CI checks every file with it).
  const json = join(results, 'latest.json');
  const jsonOptions = (await prettier.resolveConfig(json)) ?? {};
  writeFileSync(
    json,
    await prettier.format(JSON.stringify({ when, machine, bareRps, goals, raw }), { ...jsonOptions, filepath: json }),
  );
  const rows = goals.map((g) => `| ${g.what} | ${g.figure} | ${g.goal} | ${g.holds ? 'yes' : '**no**'} |`);
  const doc = join(root, 'docs/performance.md');
  const text = readFileSync(doc, 'utf8');
  const table = [
    `<!-- bench:start -->`,
    `Last run: ${when.slice(0, 16).replace('T', ' ')} UTC, ${machine.cores} cores (${machine.model}), Node ${machine.node}; bare Node \`http\` baseline ${bareRps.toFixed(0)} req/s.`,
    '',
    '| what | measured | goal | holds |',
    '| --- | --- | --- | --- |',
    ...rows,
    `<!-- bench:end -->`,
  ].join('\n');
  // Written as Prettier would, so `npm run lint` stays clean after a run.
  const updated = text.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, table);
  const options = (await prettier.resolveConfig(doc)) ?? {};
  writeFileSync(doc, await prettier.format(updated, { ...options, filepath: doc }));
  const missed = goals.filter((g) => !g.holds).length;
  console.log(
    `\n${goals.length - missed} of ${goals.length} goals hold; written to bench/results/latest.json and docs/performance.md`,
  );
}
