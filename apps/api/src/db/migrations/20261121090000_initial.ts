import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? 'serial' : 'integer';

  await db.schema
    .createTable('users')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pendente'))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('plan', 'text')
    .addColumn('qtd_team', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('manager_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_manager_idx').on('users').column('manager_id').execute();
  await db.schema.createIndex('users_status_idx').on('users').column('status').execute();

  await db.schema
    .createTable('companies')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('site', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('registration_drafts')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('phone', 'text')
    .addColumn('document', 'text')
    .addColumn('name_company', 'text')
    .addColumn('activity', 'text')
    .addColumn('phone_company', 'text')
    .addColumn('site', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('img', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(6))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Appointment times are the space's wall-clock time; PostgreSQL keeps them as timestamps so
  // the exclusion constraint below can forbid overlaps (docs/product.md#booking-rules).
  const when = pg ? sql`timestamp(0)` : 'text';
  await db.schema
    .createTable('appointments')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date_initial', when, (c) => c.notNull())
    .addColumn('date_final', when, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer')
    .addCheckConstraint('appointments_end_after_start', sql`date_final > date_initial`)
    .execute();
  await db.schema
    .createIndex('appointments_room_time_idx')
    .on('appointments')
    .columns(['room_id', 'date_initial'])
    .execute();
  await db.schema.createIndex('appointments_user_idx').on('appointments').column('user_id').execute();

  if (pg) {
    await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
    await sql`ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
      EXCLUDE USING gist (room_id WITH =, tsrange(date_initial, date_final) WITH &&)
      WHERE (cancelled_at IS NULL)`.execute(db);
  } else {
    // SQLite has no exclusion constraint; a trigger refuses the overlap inside the same write.
    for (const event of ['INSERT', 'UPDATE']) {
      await sql
        .raw(
          `CREATE TRIGGER appointments_no_overlap_${event.toLowerCase()}
        BEFORE ${event} ON appointments
        WHEN NEW.cancelled_at IS NULL AND EXISTS (
          SELECT 1 FROM appointments a
          WHERE a.room_id = NEW.room_id AND a.cancelled_at IS NULL AND a.id IS NOT NEW.id
            AND a.date_initial < NEW.date_final AND a.date_final > NEW.date_initial)
        BEGIN SELECT RAISE(ABORT, 'appointments_no_overlap'); END`,
        )
        .execute(db);
    }
  }

  await db.schema
    .createTable('closed_days')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('requests')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('requests_type_status_idx').on('requests').columns(['type', 'status']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('audit')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit',
    'outbox',
    'requests',
    'closed_days',
    'appointments',
    'rooms',
    'one_time_tokens',
    'registration_drafts',
    'sessions',
    'companies',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
