import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Room pictures live in the database (docs/decisions/012-room-pictures-in-the-database.md), so
 * every process behind a load balancer serves them and every backup holds them. One picture per
 * room; the room's `img` names its version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = isPostgres(db) ? 'bytea' : 'blob';
  await db.schema
    .createTable('room_pictures')
    .addColumn('room_id', 'integer', (c) => c.primaryKey().references('rooms.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', bytes, (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Room names are unique regardless of case ("Sala 10" and "sala 10" would confuse members);
  // the service says so in pt-BR first, this index holds when two staff save at once.
  await sql`CREATE UNIQUE INDEX rooms_name_lower_idx ON rooms (lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS rooms_name_lower_idx`.execute(db);
  await db.schema.dropTable('room_pictures').ifExists().execute();
}
