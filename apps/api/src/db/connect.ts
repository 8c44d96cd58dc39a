import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type Transaction,
} from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/**
 * A transaction a use case opened: the type of the steps that must run inside one (a row lock, an
 * audit entry, taking plan hours), so calling one outside a transaction does not compile
 * (docs/decisions/019-who-owns-transactions.md).
 */
export type Trx = Transaction<Database>;

const TIMESTAMP_OID = 1114;

/** Opens the database named by DATABASE_URL: `file:<path>` for SQLite, `postgres://` for PostgreSQL. */
export async function connect(url: string): Promise<{ db: Db; dialect: Dialect }> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // Loaded only for PostgreSQL: a SQLite process never needs the driver.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A request never waits forever for a connection: after 10 s it fails (and says so).
      connectionTimeoutMillis: 10_000,
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
  cacheStatements(database);
  return { db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) }), dialect: 'sqlite' };
}

/**
 * Kysely prepares every query afresh; preparing is a tenth of a request's time on SQLite (profiled
 * under load, docs/decisions/005-keep-prepared-statements.md). The app runs a few dozen distinct
 * statements, so each is prepared once and kept. Prepared statements are reusable, and each
 * query here runs to completion (all/run) before the next starts on the one connection.
 */
function cacheStatements(database: SQLite.Database): void {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      // Past a thousand, something builds SQL with values inlined: stop keeping them.
      if (cache.size < 1000) cache.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

/**
 * SQLite transactions that take the write lock as they begin (BEGIN IMMEDIATE). A deferred one
 * that reads and then writes cannot wait for another process's write — SQLite answers BUSY at
 * once — so two processes on one file booking at the same time gave a 500; now the second waits
 * (busy_timeout) and then sees the first's booking.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
