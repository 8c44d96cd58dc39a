import { CompiledQuery, type DatabaseConnection, type Kysely, type QueryExecutor, sql } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { type TestApp, usingPostgres } from '../helpers.ts';

/**
 * Reading query plans (issue 34 item 3): each repository call runs for real and every query it
 * sends is recorded at the connection, with the values it was sent with — so a repository that
 * changes its SQL is checked as it is, not as a copy in the test, and the reusable (precompiled)
 * queries are seen with their real values. Then each is explained: SQLite's EXPLAIN QUERY PLAN must
 * not `SCAN` a large table; PostgreSQL's EXPLAIN is read with sequential scans priced out
 * (`enable_seqscan = off`): on a test database every table is tiny and a Seq Scan is the planner's
 * right choice there, so the question asked is "is there an index this query can use at all",
 * which is what a large table makes it choose. An index walked whole (an Index Scan without an
 * Index Cond) counts as a scan too.
 */
export async function captured(
  app: TestApp,
  run: (db: Kysely<Database>) => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const executor = app.db.getExecutor() as QueryExecutor & { provideConnection: QueryExecutor['provideConnection'] };
  const original = executor.provideConnection;
  executor.provideConnection = (consumer) =>
    original.call(executor, (connection: DatabaseConnection) =>
      consumer({
        executeQuery: (query) => {
          if (!/^\s*(begin|commit|rollback|savepoint|release)/i.test(query.sql)) seen.push(query);
          return connection.executeQuery(query);
        },
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      }),
    );
  try {
    await run(app.db);
  } finally {
    delete (executor as Partial<typeof executor>).provideConnection;
    if (executor.provideConnection !== original) executor.provideConnection = original;
  }
  return seen;
}

/** A plan's whole-table reads (`SCAN t` / `Seq Scan on t`) and its index searches, as text. */
export type Plan = {
  scans: string[];
  searches: string[];
};

export async function planOf(app: TestApp, query: CompiledQuery): Promise<Plan> {
  if (!usingPostgres) {
    const plan = await app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const details = plan.rows.map((r) => r.detail);
    return {
      // `SCAN CONSTANT ROW`, a subquery's `SCAN (subquery-1)` or a CTE read no table.
      scans: details.filter((d) => /^SCAN /.test(d) && !/^SCAN (CONSTANT ROW|\(subquery|.*\bCTE\b)/.test(d)),
      searches: details.filter((d) => /^SEARCH /.test(d)),
    };
  }
  return app.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const scans: string[] = [];
    const searches: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      const type = String(node['Node Type']);
      const relation = node['Relation Name'];
      const whole = type === 'Seq Scan' || (/^Index (Only )?Scan$/.test(type) && node['Index Cond'] === undefined);
      if (relation && whole) scans.push(`${type} on ${String(relation)}`);
      if (node['Index Cond'] !== undefined)
        searches.push(`${String(node.Alias ?? relation)}: ${String(node['Index Cond'])}`);
      for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
    };
    const root = plan.rows[0]?.['QUERY PLAN'];
    const tree = (typeof root === 'string' ? JSON.parse(root) : root) as Array<{ Plan: Record<string, unknown> }>;
    walk(tree[0]?.Plan ?? {});
    return { scans, searches };
  });
}

/** The tables that grow with the years (issue 34): a whole read of one of these fails. */
export const LARGE = [
  'appointments',
  'invoices',
  'payments',
  'statement_lines',
  'audit',
  'outbox',
  'booking_guests',
  'users',
] as const;

/** The scans of `plan` that read a large table whole (`SCAN audit USING INDEX …` included). */
export function largeScans(plan: Plan): string[] {
  return plan.scans.filter((s) => LARGE.some((t) => new RegExp(`\\b${t}\\b`).test(s)));
}
