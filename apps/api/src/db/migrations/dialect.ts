import { type DialectAdapter, PostgresAdapter } from 'kysely';

/**
 * Migrations are shared; only a few statements differ by dialect (docs/style.md, apps/api). Takes any
 * Kysely instance or transaction, so repositories can ask too (db/locks.ts).
 */
export function isPostgres(db: { getExecutor(): { readonly adapter: DialectAdapter } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
