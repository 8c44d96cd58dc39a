import type { SelectQueryBuilder } from 'kysely';
import type { Trx } from './connect.ts';
import type { Database } from './schema.ts';
import { isPostgres } from './migrations/dialect.ts';

/**
 * Holds the selected rows until the transaction ends, on PostgreSQL. SQLite has no row locks:
 * its write transactions begin IMMEDIATE (db/connect.ts) and so already run one at a time.
 * Repositories call these so no service needs to know which database it runs on. They take a
 * transaction: outside one, PostgreSQL would release the lock as the statement ends. A query that
 * joins names the table whose rows it holds (`of`): otherwise every joined row is held too.
 */
export function forUpdate<T extends keyof Database, O>(trx: Trx, query: SelectQueryBuilder<Database, T, O>, of?: T) {
  return isPostgres(trx) ? query.forUpdate(of) : query;
}

/** As forUpdate, but lets rows that point at the locked one (foreign keys) still be inserted. */
export function forNoKeyUpdate<T extends keyof Database, O>(trx: Trx, query: SelectQueryBuilder<Database, T, O>) {
  return isPostgres(trx) ? query.forNoKeyUpdate() : query;
}
