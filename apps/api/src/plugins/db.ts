import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import { connect } from '../db/connect.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * Opens DATABASE_URL and runs the migrations (app.ts then seeds, ops/seed.ts). A database that
 * cannot be reached at start (PostgreSQL not up yet, restarting) is waited for: tried again after
 * 0.5, 1, 2 … 5 s, each try logged, and the server listens once it answered
 * (docs/decisions/022-riding-through-faults.md).
 */
export const dbPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = await connect(app.config.DATABASE_URL, app.log);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    for (let attempt = 1; ; attempt += 1) {
      try {
        await sql`select 1`.execute(db);
        break;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        const wait = Math.min(5_000, 250 * 2 ** attempt);
        app.log.warn(
          { err: (err as Error).message, attempt, retryInMs: wait },
          'database unreachable at start; waiting for it',
        );
        await new Promise((r) => setTimeout(r, wait));
      }
    }
    await migrateToLatest(db as unknown as Kysely<unknown>);
  },
  { name: 'arena-db' },
);
