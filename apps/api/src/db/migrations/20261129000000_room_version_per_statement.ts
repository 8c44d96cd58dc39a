import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * The room's bookings version (20261125080000) is bumped once per statement on PostgreSQL, not once
 * per row. A row trigger updated the same few `rooms` rows once for every booking a statement or a
 * transaction wrote: PostgreSQL keeps each version of an updated row until the transaction ends, so
 * a transaction writing many bookings slowed with every row it wrote (the 100× seed's 600,000
 * bookings in one transaction had not finished after 20 minutes). One trigger per event, each
 * reading its transition table, bumps every room the statement touched once. SQLite updates a row
 * in place, so its row triggers stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP TRIGGER IF EXISTS appointments_bump_room_version ON appointments`.execute(db);
  await sql`DROP FUNCTION IF EXISTS rooms_bump_bookings_version()`.execute(db);
  await sql`CREATE FUNCTION rooms_bump_bookings_version_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE rooms SET bookings_version = bookings_version + 1 WHERE id IN (SELECT room_id FROM new_rows);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION rooms_bump_bookings_version_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE rooms SET bookings_version = bookings_version + 1 WHERE id IN (SELECT room_id FROM old_rows);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION rooms_bump_bookings_version_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE rooms SET bookings_version = bookings_version + 1
        WHERE id IN (SELECT room_id FROM old_rows UNION SELECT room_id FROM new_rows);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER appointments_room_version_insert AFTER INSERT ON appointments
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rooms_bump_bookings_version_inserted()`.execute(
    db,
  );
  await sql`CREATE TRIGGER appointments_room_version_delete AFTER DELETE ON appointments
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rooms_bump_bookings_version_deleted()`.execute(
    db,
  );
  await sql`CREATE TRIGGER appointments_room_version_update AFTER UPDATE ON appointments
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION rooms_bump_bookings_version_updated()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [event, done] of [
    ['insert', 'inserted'],
    ['delete', 'deleted'],
    ['update', 'updated'],
  ]) {
    await sql.raw(`DROP TRIGGER IF EXISTS appointments_room_version_${event} ON appointments`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS rooms_bump_bookings_version_${done}()`).execute(db);
  }
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
}
