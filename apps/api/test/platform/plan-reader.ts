import SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { usingPostgres } from '../helpers.ts';

/**
 * The tables that grow with the years (a space at 100× the data, issue 34): a whole-table read of
 * one of them on a screen's every visit is a bug.
 */
export const LARGE_TABLES = [
  'appointments',
  'invoices',
  'payments',
  'statement_lines',
  'audit',
  'outbox',
  'booking_guests',
  'users',
  'sessions',
];

/**
 * Records every statement `db` (and each transaction it opens) sends to the database, as run —
 * SQL and parameters — while `run` goes. On SQLite every statement is seen where it runs (the
 * driver's statements, which `reusable`'s reads on a free connection reach without Kysely's
 * executor, db/connect.ts idleSqlite); on PostgreSQL the executor's own `executeQuery` is wrapped,
 * so what a route, a service or `reusable` sends is seen alike.
 */
export async function recordQueries(db: Kysely<Database>, run: () => Promise<unknown>): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const restore = usingPostgres ? tapExecutor(db, seen) : tapStatements(seen);
  try {
    await run();
  } finally {
    restore();
  }
  return seen;
}

function tapExecutor(db: Kysely<Database>, seen: CompiledQuery[]): () => void {
  let proto: Record<string, unknown> | null = Object.getPrototypeOf(db.getExecutor()) as Record<string, unknown>;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'executeQuery'))
    proto = Object.getPrototypeOf(proto) as Record<string, unknown> | null;
  if (!proto) throw new Error('no executeQuery on the executor');
  const tapped = proto;
  const original = tapped.executeQuery as (this: unknown, query: CompiledQuery, ...rest: unknown[]) => Promise<unknown>;
  tapped.executeQuery = function (this: unknown, query: CompiledQuery, ...rest: unknown[]) {
    seen.push(query);
    return original.call(this, query, ...rest);
  };
  return () => {
    tapped.executeQuery = original;
  };
}

function tapStatements(seen: CompiledQuery[]): () => void {
  const probe = new SQLite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  probe.close();
  const methods = ['all', 'get', 'run', 'iterate'] as const;
  const originals = methods.map((m) => proto[m] as (this: { source: string }, ...args: unknown[]) => unknown);
  methods.forEach((m, i) => {
    const original = originals[i];
    proto[m] = function (this: { source: string }, ...args: unknown[]) {
      const values = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
      seen.push(CompiledQuery.raw(this.source, values));
      return original?.apply(this, args);
    };
  });
  return () => methods.forEach((m, i) => (proto[m] = originals[i]));
}

/** Statements a plan can be read for (not BEGIN, SET, PRAGMA or a plain INSERT … VALUES). */
export function explainable(query: CompiledQuery): boolean {
  const text = query.sql.trim().toLowerCase();
  return /^(select|update|delete|with)\b/.test(text) || (/^insert\b/.test(text) && /\bselect\b/.test(text));
}

/**
 * The large tables `query` reads whole. SQLite: a `SCAN <table>` (through an index or not);
 * PostgreSQL: a Seq Scan, or an index walked with no condition. PostgreSQL's planner rightly
 * prefers a Seq Scan on a test's tiny table, which would hide a missing index, so sequential scans
 * are priced out (`enable_seqscan = off`, what a large table does to their cost) in the explaining
 * transaction: a Seq Scan left in the plan then means no index could serve it. One exception on
 * both: a page (`limit`) read in an index's order with nothing sorted afterwards stops at the page
 * (the audit log's and the outbox's newest first), whatever the table's size.
 */
export async function wholeTableReads(db: Kysely<Database>, query: CompiledQuery): Promise<string[]> {
  const paged = /\blimit\s+(\?|\$\d+|\d+)\s*(offset\s+(\?|\$\d+|\d+))?\s*$/i.test(query.sql.trim());
  const large = (table: string) => LARGE_TABLES.includes(table);
  if (!usingPostgres) {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const details = plan.rows.map((r) => r.detail);
    const sorted = details.some((d) => /USE TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/.test(d));
    // `SCAN t USING INDEX i` walks the whole index: as whole a read as `SCAN t`.
    // The page exception holds for the outer loop alone (the plan's first line).
    return details.filter((d, i) => {
      const scan = /^SCAN (\w+)/.exec(d);
      return scan !== null && large(scan[1] ?? '') && !(paged && !sorted && i === 0);
    });
  }
  // The plan is read in a transaction rolled back at the end: what it sets about the tables never stays.
  const rolledBack = new Error('plan read');
  let found: string[] = [];
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      // An index walked whole looks cheap on a tiny table too: the large tables and their indexes
      // are made to count a million rows (on the pages they have), as five years of a space would,
      // for this plan only.
      const tables = sql`select oid from pg_class where relkind = 'r' and relname in (${sql.join(LARGE_TABLES)})`;
      await sql`update pg_class set reltuples = 1000000, relpages = 1
        where oid in (${tables}) or oid in (select indexrelid from pg_index where indrelid in (${tables}))`.execute(
        trx,
      );
      found = await readPlan(trx);
      throw rolledBack;
    })
    .catch((err: unknown) => {
      if (err !== rolledBack) throw err;
    });
  return found;

  async function readPlan(trx: Kysely<Database>): Promise<string[]> {
    const plan = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const found: string[] = [];
    // A Bitmap Index Scan names no table: it reads for the Bitmap Heap Scan above it (`heap`).
    const walk = (node: Record<string, unknown>, underPage: boolean, heap = '') => {
      const type = String(node['Node Type']);
      const relation = String(node['Relation Name'] ?? (type === 'Bitmap Index Scan' ? heap : ''));
      const page = type === 'Limit' || (underPage && type !== 'Sort' && type !== 'Hash' && type !== 'Aggregate');
      if (large(relation)) {
        const noCond = node['Index Cond'] === undefined;
        if (type === 'Seq Scan') found.push(`Seq Scan on ${relation}`);
        else if (/^(Index (Only )?Scan( Backward)?|Bitmap Index Scan)$/.test(type) && noCond && !underPage)
          found.push(`${type} on ${relation} (walked whole)`);
      }
      const below = type === 'Bitmap Heap Scan' ? relation : heap;
      for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child, page, below);
    };
    const root = plan.rows[0]?.['QUERY PLAN'];
    const tree = (typeof root === 'string' ? JSON.parse(root) : root) as Array<{ Plan: Record<string, unknown> }>;
    walk(tree[0]?.Plan ?? {}, false);
    return found;
  }
}
