import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freshDatabase } from '@arena/testing/database';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

/**
 * The e2e world (docs/style.md, Tests): the built web app served by the real server on a fresh
 * database — SQLite, or PostgreSQL when TEST_DATABASE_URL is set — and one Debian Chromium.
 */
const root = resolve(import.meta.dirname, '..');
export const ADMIN = { email: 'equipe@arena.test', password: 'troque123' };

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

async function waitFor(url: string, server: ChildProcess, log: () => string) {
  for (let i = 0; i < 900; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer ${url}:\n${log()}`);
}

// Vitest's provided context is typed by declaration merging, which only interfaces do.
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    /** The server's database, for what only time makes and no API call may (an overdue invoice, a booking in its check-in window). */
    databaseURL: string;
    /** The built web app, for a spec that runs a server of its own (invoices/pix-paid.spec.ts). */
    webDist: string;
  }
}

export default async function setup(project: TestProject) {
  // Each run builds into its own folder, so parallel runs never rebuild under a live server.
  const web = mkdtempSync(join(tmpdir(), 'arena-e2e-web-'));
  const bin = join(root, 'node_modules/.bin');
  execFileSync(join(bin, 'vite'), ['build', '--outDir', web, '--emptyOutDir'], {
    cwd: join(root, 'apps/web'),
    stdio: 'ignore',
  });
  execFileSync('node', [join(root, 'apps/web/scripts/compress.mjs'), web], { stdio: 'ignore' });
  const db = await freshDatabase('arena_e2e');
  const port = await freePort();
  let output = '';
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: db.url,
      WEB_DIST: web,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STAFF_EMAIL: 'financeiro@arena.test',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NEWS_URL: 'https://arenacowork.com.br/informativo',
      WHATSAPP_NUMBER: '5511912345678',
      // Many accounts are made from one address during the run.
      RATE_LIMIT_REGISTER: '10000/1h',
      RATE_LIMIT_CONTACT: '10000/1h',
      RATE_LIMIT_GLOBAL: '100000/1m',
      // Invoices carry a Pix BR Code (docs/product.md#pix).
      PIX_KEY: 'financeiro@arenacowork.com.br',
      PIX_MERCHANT_NAME: 'Arena Cowork',
      PIX_MERCHANT_CITY: 'São Paulo',
      // An invoice open 5 days past due blocks new bookings (docs/product.md#overdue); only the
      // overdue spec makes one, so no other spec's account is ever blocked.
      OVERDUE_BLOCK_DAYS: '5',
      // Check-in and release (docs/product.md#checkin): no other spec books today, so none of
      // their bookings is ever in a window or past a deadline (bookings/checkin.spec.ts).
      CHECKIN_MINUTES: '15',
    },
  });
  server.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(`${baseURL}/api/health`, server, () => output);

  const browser: BrowserServer = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  project.provide('baseURL', baseURL);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('databaseURL', db.url);
  project.provide('webDist', web);

  return async () => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await db.drop();
    rmSync(web, { recursive: true, force: true });
  };
}
