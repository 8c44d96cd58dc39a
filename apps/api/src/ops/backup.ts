import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';

/**
 * A consistent, timestamped copy of the database (restore in docs/operations.md §7):
 * SQLite's online backup, safe while the app runs and writes; `pg_dump` (custom format, for
 * `pg_restore`) for PostgreSQL. Answers the file written.
 */
export async function backup(databaseUrl: string, dir: string, now = new Date()): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const file = resolve(join(dir, `arena-${stamp}.dump`));
    await promisify(execFile)('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, databaseUrl]);
    return file;
  }
  if (!databaseUrl.startsWith('file:')) throw new Error('DATABASE_URL must be file:<path> or postgres://… to back up');
  const file = resolve(join(dir, `arena-${stamp}.sqlite`));
  const source = new SQLite(resolve(databaseUrl.slice('file:'.length)), { readonly: true, fileMustExist: true });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
  // The copy inherits WAL mode, which would leave -wal and -shm files beside it; a backup is
  // one self-contained file, so it goes back to a rollback journal before it is checked.
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return file;
}
