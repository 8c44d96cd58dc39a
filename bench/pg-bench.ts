import postgres from 'pg';

// The 100× bench's PostgreSQL database (bench/large.ts, BENCH_DATABASE_URL).

/**
 * BENCH_DATABASE_URL names a database the bench owns: its public schema is dropped and made again, so
 * each run seeds the same five years (a second run on a filled database met its own rows).
 */
export async function emptied(url: string): Promise<void> {
  const client = new postgres.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public');
  } finally {
    await client.end();
  }
}

/** The bench's end on an error: a missing PostgreSQL database says how to make it, anything else is thrown. */
export function explainMissingDatabase(err: unknown): never {
  // The database named in BENCH_DATABASE_URL must exist: the bench fills it, it does not make it.
  if ((err as { code?: string }).code === '3D000') {
    console.error(`${(err as Error).message}: create it first, e.g. createdb -h 127.0.0.1 -U postgres bench100`);
    process.exit(1);
  }
  throw err;
}
