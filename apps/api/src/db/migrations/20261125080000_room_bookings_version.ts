import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * A version per room that the database bumps on every change to that room's bookings (issue 13):
 * the room's list is cached by each process under this version, read with the room itself, so a
 * booking made by another process is seen by the next read (docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rooms')
    .addColumn('bookings_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION rooms_bump_bookings_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          UPDATE rooms SET bookings_version = bookings_version + 1 WHERE id = OLD.room_id;
        END IF;
        IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.room_id IS DISTINCT FROM OLD.room_id) THEN
          UPDATE rooms SET bookings_version = bookings_version + 1 WHERE id = NEW.room_id;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER appointments_bump_room_version
      AFTER INSERT OR UPDATE OR DELETE ON appointments
      FOR EACH ROW EXECUTE FUNCTION rooms_bump_bookings_version()`.execute(db);
    return;
  }
  const bump = (ref: string) => `UPDATE rooms SET bookings_version = bookings_version + 1 WHERE id = ${ref};`;
  await sql
    .raw(`CREATE TRIGGER appointments_version_insert AFTER INSERT ON appointments BEGIN ${bump('NEW.room_id')} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER appointments_version_update AFTER UPDATE ON appointments BEGIN
        ${bump('OLD.room_id')}
        UPDATE rooms SET bookings_version = bookings_version + 1 WHERE id = NEW.room_id AND NEW.room_id IS NOT OLD.room_id;
      END`,
    )
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER appointments_version_delete AFTER DELETE ON appointments BEGIN ${bump('OLD.room_id')} END`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS appointments_bump_room_version ON appointments`.execute(db);
    await sql`DROP FUNCTION IF EXISTS rooms_bump_bookings_version()`.execute(db);
  } else {
    for (const t of ['insert', 'update', 'delete'])
      await sql.raw(`DROP TRIGGER IF EXISTS appointments_version_${t}`).execute(db);
  }
  await db.schema.alterTable('rooms').dropColumn('bookings_version').execute();
}
