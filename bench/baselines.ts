import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

/** The processes Arena is measured against in the same run (docs/performance.md). */
const root = resolve(import.meta.dirname, '..');

/** Bare Node `http` answering a fixed JSON: what the machine can do at all. */
export function bareServer(port: number) {
  return spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"hello":"world"}'); }).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
}

/** Fastify answering the same fixed JSON with no plugin, rule, database or session. */
export function bareFastify(port: number) {
  return spawn(
    process.execPath,
    [
      '-e',
      `const app = require('fastify')(); app.get('/', async () => ({ hello: 'world' })); app.listen({ port: ${port}, host: '127.0.0.1' })`,
    ],
    { stdio: 'ignore', cwd: join(root, 'apps/api') },
  );
}

/**
 * The ceiling of a signed-in read: a bearer token checked against the sessions table and the
 * rooms read from better-sqlite3, nothing more (ceiling-server.ts), on the bench's own database.
 */
export function ceilingServer(sqliteFile: string, port: number) {
  return spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/ceiling-server.ts'), sqliteFile, String(port)], {
    stdio: 'ignore',
    cwd: root,
  });
}

/** Resolves once `url` answers (any status), so a measurement never starts on a cold socket. */
export async function answering(url: string, headers: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(url, { headers })
      .then(() => true)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}
