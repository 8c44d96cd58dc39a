import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, root, startFlags, startServer } from '../process.ts';

const dir = mkdtempSync(join(tmpdir(), 'arena-server-'));
const start = (env: Record<string, string>) =>
  startServer({ DATABASE_URL: `file:${join(dir, 'arena.sqlite')}`, ...env }, Number(env.PORT ?? 0));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the README front door', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  it('has the working demo, with its staff account, as its first code block', () => {
    const first = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(first).toMatch(/ADMIN_EMAIL=\S+ ADMIN_PASSWORD=\S+ npm start/);
  });
  it('says before that block that install compiles better-sqlite3 and takes a few minutes', () => {
    const before = readme.slice(0, readme.indexOf('```sh'));
    expect(before).toMatch(/better-sqlite3/);
    expect(before).toMatch(/python3 make g\+\+/);
    expect(before).toMatch(/a few minutes/);
  });
});

describe('the server process', () => {
  it('refuses a bad setting with one line naming the variable', async () => {
    const run = start({ PORT: 'setenta' });
    expect(await run.exit).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Arena: Invalid PORT: .*"setenta"/);
  });

  it('on a database with no staff account and no ADMIN_EMAIL, says in plain lines how to create one', async () => {
    const port = await freePort();
    const run = startServer({ DATABASE_URL: `file:${join(dir, 'nostaff.sqlite')}` }, port);
    await run.ready();
    await new Promise((r) => setTimeout(r, 200));
    expect(run.output()).toContain('there is no staff account yet, so nobody can approve a registration');
    expect(run.output()).toContain('ADMIN_EMAIL=equipe@arena.test ADMIN_PASSWORD=troque123 npm start');
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    // Once a staff account exists, a start without ADMIN_EMAIL says nothing of the kind.
    const again = startServer(
      {
        DATABASE_URL: `file:${join(dir, 'nostaff.sqlite')}`,
        ADMIN_EMAIL: 'equipe@arena.test',
        ADMIN_PASSWORD: 'troque123',
      },
      port,
    );
    await again.ready();
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
    const third = startServer({ DATABASE_URL: `file:${join(dir, 'nostaff.sqlite')}` }, port);
    await third.ready();
    await new Promise((r) => setTimeout(r, 200));
    expect(third.output()).not.toContain('no staff account');
    third.child.kill('SIGTERM');
    expect(await third.exit).toBe(0);
  });

  it('starts on PORT, migrates SQLite, answers health, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = start({
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'equipe@arena.test',
      ADMIN_PASSWORD: 'troque123',
    });
    let health: unknown;
    for (let i = 0; i < 100 && !health; i++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.json())
        .catch(() => new Promise((r) => setTimeout(() => r(undefined), 100)));
    }
    expect(health).toEqual({ status: 'ok', db: 'ok' });
    const login = await fetch(`http://127.0.0.1:${port}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'equipe@arena.test', password: 'troque123' }),
    });
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('staff');
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
  });

  it('runs as npm start runs it: the bundle, with the start script’s Node flags', { timeout: 60_000 }, async () => {
    execFileSync(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: root });
    expect(startFlags()).toEqual(expect.arrayContaining(['--max-old-space-size=128']));
    const port = await freePort();
    const run = startServer(
      {
        DATABASE_URL: `file:${join(dir, 'bundle.sqlite')}`,
        ADMIN_EMAIL: 'equipe@arena.test',
        ADMIN_PASSWORD: 'troque123',
        NODE_ENV: 'production',
      },
      port,
      { bundle: true },
    );
    await run.ready();
    const login = await fetch(`${run.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'equipe@arena.test', password: 'troque123' }),
    });
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('staff');
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
  });
});
