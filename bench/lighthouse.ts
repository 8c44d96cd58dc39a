import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { freePort } from '../apps/api/test/process.ts';

export type Scores = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** The metrics behind the performance score, in ms (CLS unitless). */
  metrics: Record<string, number>;
  /** Every run's performance score, the median's included. */
  runs?: number[];
};
/** A first visit (nothing cached, no service worker) or a repeat one (the app installed). */
export type Visit = 'first' | 'repeat';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** BENCH_LIGHTHOUSE_PATHS (`/room`, or `/home,/room`) measures fewer screens, for a quick comparison. */
export const PATHS = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',') ?? ['/', '/home', '/room'];
/** BENCH_LIGHTHOUSE_VISITS=first leaves the repeat visits out. */
const VISITS = (process.env.BENCH_LIGHTHOUSE_VISITS?.split(',') ?? ['first', 'repeat']) as Visit[];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function openChromium(port: number) {
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
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, page: context.pages()[0] ?? (await context.newPage()), close };
}

/**
 * The session goes into the origin's local storage from a page that is not the app (the health
 * answer): nothing of the app is loaded, cached or installed before Lighthouse opens it.
 */
async function signIn(context: BrowserContext, base: string, session: Record<string, unknown> | null) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/api/health`);
  await page.evaluate(
    (value) => (value ? localStorage.setItem('arena.session', value) : localStorage.removeItem('arena.session')),
    session ? JSON.stringify(session) : null,
  );
  await page.goto('about:blank');
}

/** A run Lighthouse could not complete is tried again, up to this many times in all. */
const ATTEMPTS = 3;

async function measure(base: string, path: string, port: number): Promise<Scores | null> {
  const result = await lighthouse(`${base}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  // A run Lighthouse could not complete (no paint seen, a page that did not load) says why.
  const failed = result?.lhr.runtimeError;
  if (failed) {
    console.log(`  Lighthouse ${path}: run failed, ${failed.code}: ${failed.message}`);
    // Not a score of 0 among the runs: a failed trace (NO_NAVSTART) pulled a page's median down.
    return null;
  }
  const categories = result?.lhr.categories ?? {};
  const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
  if (process.env.BENCH_LIGHTHOUSE_DETAILS) {
    const audits = result?.lhr.audits ?? {};
    console.log((JSON.stringify(audits['largest-contentful-paint-element']?.details) ?? '').slice(0, 1500));
    if (result) {
      const file = join(tmpdir(), `arena-lh-${path.replace(/\W/g, '') || 'root'}-${Date.now()}.json`);
      writeFileSync(file, JSON.stringify(result.lhr));
      console.log(`  the whole report: ${file}`);
    }
    if (audits['cumulative-layout-shift']?.numericValue)
      console.log(`layout shifts: ${JSON.stringify(audits['layout-shifts']?.details).slice(0, 2000)}`);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    metrics: Object.fromEntries(
      METRICS.map((m) => [m, Math.round((result?.lhr.audits[m]?.numericValue ?? 0) * 1000) / 1000]),
    ),
  };
}

/**
 * Lighthouse 12, mobile (its default: a mid-range phone, slow 4G, 4× CPU slowdown, simulated), on
 * the public page (signed out, as a visitor sees it) and two signed-in screens, each visited two
 * ways. A first visit runs in a fresh Chromium profile every time: the session is put in local
 * storage without loading the app, so nothing is cached and no service worker answers. A repeat
 * visit runs in one profile where the app was opened first, so the service worker has precached
 * it. Lighthouse is told to leave storage alone so the screens open signed in.
 */
export async function lighthouseScores(
  base: string,
  session: Record<string, unknown>,
): Promise<Record<Visit, Record<string, Scores>>> {
  const port = await freePort();
  const runs: Record<Visit, Record<string, Scores[]>> = { first: {}, repeat: {} };
  // A run Lighthouse could not complete is tried again (ATTEMPTS in all), never kept as a 0.
  const keep = async (visit: Visit, path: string, run: number, attempt: () => Promise<Scores | null>) => {
    for (let n = 1; n <= ATTEMPTS; n += 1) {
      const one = await attempt();
      if (!one) continue;
      console.log(`  Lighthouse ${visit} visit ${path} run ${run + 1}: ${JSON.stringify(one)}`);
      (runs[visit][path] ??= []).push(one);
      return;
    }
  };

  for (let run = 0; run < RUNS && VISITS.includes('first'); run += 1)
    for (const path of PATHS)
      await keep('first', path, run, async () => {
        const fresh = await openChromium(port);
        try {
          await signIn(fresh.context, base, path === '/' ? null : session);
          return await measure(base, path, port);
        } finally {
          await fresh.close();
        }
      });

  if (!VISITS.includes('repeat')) return pickMedians(runs);
  const installed = await openChromium(port);
  try {
    await installed.page.goto(base);
    await installed.page
      .waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    for (let run = 0; run < RUNS; run += 1)
      for (const path of PATHS)
        await keep('repeat', path, run, async () => {
          await signIn(installed.context, base, path === '/' ? null : session);
          return measure(base, path, port);
        });
  } finally {
    await installed.close();
  }

  return pickMedians(runs);
}

function pickMedians(runs: Record<Visit, Record<string, Scores[]>>): Record<Visit, Record<string, Scores>> {
  // Each page's median run by performance score (Lighthouse's own advice for noisy machines).
  const median = (list: Scores[]) => {
    const m = [...list].sort((a, b) => a.performance - b.performance)[Math.floor(list.length / 2)] as Scores;
    return { ...m, runs: list.map((r) => r.performance) };
  };
  const pick = (visit: Visit) =>
    Object.fromEntries(Object.entries(runs[visit]).map(([path, list]) => [path, median(list)]));
  return { first: pick('first'), repeat: pick('repeat') };
}

type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;

/**
 * What a phone feels: on a first visit the loading itself (LCP ≤ 2.5 s, CLS < 0.1, TBT ≤ 200 ms,
 * web.dev's "good"), on a repeat visit the scores (the app installed should be near perfect).
 */
export function lighthouseGoals(goal: GoalFn, visits: Record<Visit, Record<string, Scores>>) {
  for (const [page, s] of Object.entries(visits.first)) {
    const lcp = s.metrics['largest-contentful-paint'] ?? Infinity;
    const cls = s.metrics['cumulative-layout-shift'] ?? Infinity;
    const tbt = s.metrics['total-blocking-time'] ?? Infinity;
    goal(`Lighthouse mobile ${page}, first visit: LCP`, `${(lcp / 1000).toFixed(2)} s`, '≤ 2.5 s', lcp <= 2500);
    goal(`Lighthouse mobile ${page}, first visit: CLS`, cls.toFixed(3), '< 0.1', cls < 0.1);
    goal(`Lighthouse mobile ${page}, first visit: TBT`, `${tbt.toFixed(0)} ms`, '≤ 200 ms', tbt <= 200);
    goal(`Lighthouse mobile ${page}, first visit: performance`, `${s.performance}`, '≥ 90', s.performance >= 90);
  }
  for (const [page, s] of Object.entries(visits.repeat)) {
    goal(`Lighthouse mobile ${page}, repeat visit: performance`, `${s.performance}`, '≥ 95', s.performance >= 95);
    goal(`Lighthouse mobile ${page}: accessibility`, `${s.accessibility}`, '100', s.accessibility === 100);
    goal(`Lighthouse mobile ${page}: best practices`, `${s['best-practices']}`, '≥ 95', s['best-practices'] >= 95);
    if (page === '/') goal(`Lighthouse mobile ${page}: SEO`, `${s.seo}`, '≥ 90', s.seo >= 90);
  }
}
