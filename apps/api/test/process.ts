import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The real `server.ts` process, as `npm start` runs it, for tests that need one or several. */
export const root = resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
  /** Resolves when /api/health answers 200; throws after `ms`. */
  ready: (ms?: number) => Promise<void>;
};

/**
 * The Node flags `npm start` gives the server (the root package.json's start script, their one
 * home), so the benchmark and the tests run the bundle exactly as it is deployed.
 */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) apps\/api\/dist\/server\.js/.exec(scripts.start)?.[1];
  if (flags === undefined) throw new Error(`npm start does not run apps/api/dist/server.js: ${scripts.start}`);
  return flags.split(' ').filter(Boolean);
}

/** The server from its TypeScript, or (`bundle`) as `npm start` runs it, from apps/api/dist. */
export function startServer(env: Record<string, string>, port = 0, { bundle = false } = {}): ServerProcess {
  let out = '';
  // Node itself with tsx as a loader (not the tsx wrapper), so a signal reaches the server.
  const args = bundle ? [...startFlags(), 'apps/api/dist/server.js'] : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  // Generous: a start is not what these tests measure, and a loaded machine starts tsx slowly.
  const ready = async (ms = 60_000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
      const ok = await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server not ready after ${ms} ms: ${out}`);
  };
  return { child, url, output: () => out, exit, ready };
}
