import SQLite from 'better-sqlite3';

// What bench/large.ts measures with: the longest write transaction, and a list of times' quantiles.

/**
 * The longest write transaction (BEGIN to COMMIT or ROLLBACK) since the last reset, on SQLite: the
 * bench wraps better-sqlite3's Statement.run, which Kysely uses for both, when this module is first
 * imported (bench/large.ts). Bench only.
 */
export const tx = { begun: 0, longest: 0, count: 0, first: '', longestFirst: '' };
{
  const probe = new SQLite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as { run: (...a: unknown[]) => unknown };
  probe.close();
  const run = proto.run;
  proto.run = function (this: { source: string }, ...args: unknown[]) {
    const sql = this.source.trimStart().slice(0, 8).toLowerCase();
    if (sql.startsWith('begin')) Object.assign(tx, { begun: performance.now(), first: '' });
    else if (tx.begun && !tx.first) tx.first = this.source.slice(0, 120);
    const alone = !tx.begun && !/^(commit|rollback)/.test(sql);
    const t0 = performance.now();
    const out = run.apply(this, args);
    // A write outside BEGIN (an autocommit batch) holds the lock for its own length: counted too.
    if (alone) {
      const ms = performance.now() - t0;
      if (ms > tx.longest) Object.assign(tx, { longest: ms, longestFirst: this.source.slice(0, 120) });
      tx.count += 1;
    }
    if (tx.begun && (sql.startsWith('commit') || sql.startsWith('rollback'))) {
      const ms = performance.now() - tx.begun;
      if (ms > tx.longest) Object.assign(tx, { longest: ms, longestFirst: tx.first });
      tx.count += 1;
      tx.begun = 0;
    }
    return out;
  };
}

/** n, p50, p99 and max of a list of times in ms. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
export const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: +quantile(s, 0.5).toFixed(1),
    p99: +quantile(s, 0.99).toFixed(1),
    max: +(s.at(-1) ?? 0).toFixed(1),
  };
};
