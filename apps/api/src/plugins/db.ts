import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensureAdmin, seedRooms } from '../db/seed.ts';

/** Opens DATABASE_URL, runs the migrations, seeds the rooms and the staff account. */
export const dbPlugin = fp(async (app: FastifyInstance) => {
  const { db } = await connect(app.config.DATABASE_URL);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await migrateToLatest(db as unknown as Kysely<unknown>);
  const now = app.clock().toISOString();
  await seedRooms(db, now);
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = app.config;
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    await ensureAdmin(db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, now, app.log);
  }
});
