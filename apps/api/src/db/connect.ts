import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { searchFold } from '../lib/search-fold.ts';
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
import type { FastifyBaseLogger } from 'fastify';
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

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Opens the database named by DATABASE_URL: `file:<path>` for SQLite, `postgres://` for PostgreSQL.
 * Opening never waits for PostgreSQL: connections are made per query (plugins/db.ts retries the
 * first ones at start).
 */
export async function connect(url: string, log?: Log): Promise<{ db: Db; dialect: Dialect }> {
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
    // A connection PostgreSQL ends (a restart, a failover, pg_terminate_backend) emits 'error';
    // unheard, that ends the process. Idle connections report on the pool, connections in use on
    // themselves: both are logged (once in five seconds) and dropped, and the next query opens a
    // fresh one (docs/decisions/022-riding-through-faults.md).
    let loggedAt = 0;
    const lost = (err: Error) => {
      if (Date.now() - loggedAt < 5_000) return;
      loggedAt = Date.now();
      log?.warn({ err: err.message }, 'database connection lost; the next query opens another');
    };
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
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
  // Staff's member search (modules/users/members.repository.ts).
  database.function('arena_fold', { deterministic: true }, (text: unknown) =>
    searchFold(typeof text === 'string' ? text : text === null ? null : String(text)),
  );
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) });
  sqliteHandles.set(db, database);
  return { db, dialect: 'sqlite' };
}

const sqliteHandles = new WeakMap<Db, SQLite.Database>();

/**
 * The SQLite connection under `db` when nothing holds it: `db` is the root handle `connect` made
 * (not a transaction) and no transaction is open on the one connection. A read run on it then,
 * synchronously, is the read Kysely's queue would have run next, without the queue's promises
 * (db/reusable.ts). While a transaction is open the read waits its turn as before, so it never
 * sees another request's uncommitted writes.
 */
export function idleSqlite(db: Db): SQLite.Database | undefined {
  const database = sqliteHandles.get(db);
  return database && !database.inTransaction ? database : undefined;
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

  /**
   * SQLite ends a transaction itself on some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM):
   * the ROLLBACK that follows then fails with "cannot rollback - no transaction is active", and
   * that error would replace the real cause in the log and the answer. Nothing is left to undo.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } catch (err) {
      if (!/no transaction is active/.test((err as Error).message)) throw err;
    }
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
