import { type Kysely, PostgresAdapter } from 'kysely';

/** Migrations are shared; only a few statements differ by dialect (style.md, apps/api). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
