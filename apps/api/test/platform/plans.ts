import { CompiledQuery, sql } from 'kysely';
import { type TestApp, usingPostgres } from '../helpers.ts';

/**
 * The index searches of a query's plan, as text (SQLite's `SEARCH …`, PostgreSQL's Index Conds
 * with sequential scans priced out), for checks on how a range is bounded; whole-table reads are
 * plan-reader.ts's.
 */
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
