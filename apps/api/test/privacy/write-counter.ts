import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Counts the rows each write transaction changes (issue 34: a job never holds the write lock
 * long), without timing anything: on SQLite by wrapping better-sqlite3's statements, on
 * PostgreSQL the pg client's queries, which Kysely uses for everything. A write outside BEGIN is
 * a transaction of its own. `stop()` answers the rows of each transaction, in order.
 */
export function countWrites(): { stop: () => number[] } {
  const done: number[] = [];
  const open = new Map<object, number>();
  const isWrite = (sql: string) => /^\s*(insert|update|delete)\b/i.test(sql);
  const seen = (conn: object, sql: string, rows: number) => {
    const head = sql.trimStart().slice(0, 8).toLowerCase();
    if (head.startsWith('begin') || head.startsWith('start')) open.set(conn, 0);
    else if (head.startsWith('commit') || head.startsWith('rollback')) {
      done.push(open.get(conn) ?? 0);
      open.delete(conn);
    } else if (isWrite(sql)) {
      if (open.has(conn)) open.set(conn, (open.get(conn) ?? 0) + rows);
      else done.push(rows);
    }
  };

  const probe = new SQLite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as {
    run: (...a: unknown[]) => { changes: number };
    all: (...a: unknown[]) => unknown[];
  };
  probe.close();
  const { run, all } = proto;
  const sqliteConn = {};
  proto.run = function (this: { source: string }, ...args: unknown[]) {
    const out = run.apply(this, args);
    seen(sqliteConn, this.source, out.changes);
    return out;
  };
  proto.all = function (this: { source: string }, ...args: unknown[]) {
    const out = all.apply(this, args);
    if (isWrite(this.source)) seen(sqliteConn, this.source, out.length);
    return out;
  };

  const client = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const query = client.query;
  client.query = function (this: object, ...args: unknown[]) {
    const out = query.apply(this, args);
    const sql = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
    if (out instanceof Promise)
      void out.then(
        (res: { rowCount?: number | null }) => seen(this, sql, res?.rowCount ?? 0),
        () => seen(this, sql, 0),
      );
    return out;
  };

  return {
    stop: () => {
      proto.run = run;
      proto.all = all;
      client.query = query;
      return done;
    },
  };
}
