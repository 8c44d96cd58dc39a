import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

const TIMESTAMP_OID = 1114;

/** Opens the database named by DATABASE_URL: `file:<path>` for SQLite, `postgres://` for PostgreSQL. */
export function connect(url: string): { db: Db; dialect: Dialect } {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // Appointment times are local wall-clock times: keep them as the text PostgreSQL sends.
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') =>
          oid === TIMESTAMP_OID ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text'),
      } as pg.CustomTypesConfig,
    });
    // Counts come back as bigint text; they are small, so read them as numbers.
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const path = url === ':memory:' ? ':memory:' : resolve(url.replace(/^file:/, ''));
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
}
