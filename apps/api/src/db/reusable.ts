import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import { type Db, idleSqlite } from './connect.ts';

/**
 * A query built and compiled once per database handle, then run with each call's values.
 * Kysely builds and compiles every query afresh, and on the hottest statements (the session
 * check of every signed-in request, the room list) that cost about a tenth of the server's CPU
 * under load (docs/performance.md, docs/decisions/006-compile-hot-queries-once.md). Values given
 * to `run` replace the placeholder values of `build`, in the order they stand in the compiled SQL.
 */
export function reusable<R>(build: (db: Db) => Compilable<R>) {
  const compiled = new WeakMap<Db, CompiledQuery<R>>();
  return async (db: Db, parameters?: readonly unknown[]): Promise<QueryResult<R>> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      compiled.set(db, query);
    }
    if (parameters && parameters.length !== query.parameters.length) {
      throw new Error(`reusable query takes ${query.parameters.length} values, got ${parameters.length}`);
    }
    const values = parameters ?? query.parameters;
    // On SQLite, a read whose connection is free runs on it at once: Kysely's connection queue
    // (a mutex and a chain of promises) was a quarter of these reads' allocations under load
    // (docs/performance.md, issue 34 item 6).
    const sqlite = query.query.kind === 'SelectQueryNode' ? idleSqlite(db) : undefined;
    if (sqlite) return { rows: sqlite.prepare(query.sql).all(values) as R[] };
    return db.executeQuery(parameters ? { ...query, parameters } : query);
  };
}
