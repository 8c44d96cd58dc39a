import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A database of its own for a test file or an e2e run: a fresh SQLite file, or a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set (as CI's second run does). `drop` removes it.
 */
export async function freshDatabase(
  prefix = 'arena_t',
  base = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (!base) {
    const dir = mkdtempSync(join(tmpdir(), `${name}-`));
    return {
      url: `file:${join(dir, 'arena.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pg's pool.end() resolves before its sockets close; forcing the drop while they still do
      // hands those clients an uncaught "terminating connection" error, so wait for them first.
      for (let i = 0; i < 100; i += 1) {
        const open = await c.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name]);
        if (open.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
