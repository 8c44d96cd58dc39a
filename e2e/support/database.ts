import SQLite from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * One statement on the e2e server's database, for what a spec needs and no API call may do: a
 * booking whose check-in window is open now, whatever the hour the run happens at (the booking
 * rules refuse a start in the past). `?` placeholders, in order.
 */
export async function runSql(text: string, values: unknown[] = []): Promise<void> {
  const url = inject('databaseURL');
  if (url.startsWith('file:')) {
    const db = new SQLite(url.slice('file:'.length), { timeout: 5_000 });
    try {
      db.prepare(text).run(...values);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let n = 0;
    await client.query(
      text.replace(/\?/g, () => `$${(n += 1)}`),
      values,
    );
  } finally {
    await client.end();
  }
}
