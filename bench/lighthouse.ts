import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../apps/api/test/process.ts';

type Scores = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** The metrics behind the performance score, in ms (CLS unitless). */
  metrics: Record<string, number>;
  /** Every run's performance score, the median's included. */
  runs?: number[];
};
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * Lighthouse 12, mobile (its default: a mid-range phone, slow 4G, 4× CPU slowdown, simulated), on
 * the public page and two signed-in screens. Debian's Chromium runs with a profile of its own; the
 * session is put in that profile's local storage first, and Lighthouse is told to leave storage
 * alone so /home and /room open signed in.
 */
export async function lighthouseScores(base: string, session: Record<string, unknown>) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'arena-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const scores: Record<string, Scores> = {};
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(base);
    await page.evaluate((value) => localStorage.setItem('arena.session', value), JSON.stringify(session));
    const runs: Record<string, Scores[]> = {};
    for (let run = 0; run < RUNS; run += 1)
      for (const path of ['/', '/home', '/room']) {
        // The public page is measured signed out, as a visitor sees it.
        if (path === '/') await page.evaluate(() => localStorage.removeItem('arena.session'));
        const result = await lighthouse(`${base}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (path === '/')
          await page.evaluate((value) => localStorage.setItem('arena.session', value), JSON.stringify(session));
        const categories = result?.lhr.categories ?? {};
        const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
        const one: Scores = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          metrics: Object.fromEntries(
            METRICS.map((m) => [m, Math.round((result?.lhr.audits[m]?.numericValue ?? 0) * 1000) / 1000]),
          ),
        };
        const finalUrl = result?.lhr.finalDisplayedUrl ?? '';
        if (process.env.BENCH_LIGHTHOUSE_DETAILS) {
          const audits = result?.lhr.audits ?? {};
          console.log(JSON.stringify(audits['largest-contentful-paint-element']?.details).slice(0, 1500));
          console.log(JSON.stringify(audits['bootup-time']?.details).slice(0, 1500));
          console.log(JSON.stringify(audits['mainthread-work-breakdown']?.details).slice(0, 800));
          if (audits['cumulative-layout-shift']?.numericValue)
            console.log(`layout shifts: ${JSON.stringify(audits['layout-shifts']?.details).slice(0, 2000)}`);
          const tasks = (audits['long-tasks']?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
          console.log(
            `long tasks: ${tasks.map((t) => `${t.url} @${Math.round(Number(t.startTime))} ${Math.round(Number(t.duration))} ms`).join('; ')}`,
          );
        }
        console.log(`  Lighthouse ${path} run ${run + 1} (${finalUrl}): ${JSON.stringify(one)}`);
        (runs[path] ??= []).push(one);
      }
    // Each page's median run by performance score (Lighthouse's own advice for noisy machines).
    for (const [path, list] of Object.entries(runs)) {
      const median = [...list].sort((a, b) => a.performance - b.performance)[Math.floor(list.length / 2)];
      if (median) scores[path] = { ...median, runs: list.map((r) => r.performance) };
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return scores;
}
