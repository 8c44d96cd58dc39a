import { type Kysely, type SqlBool, sql } from 'kysely';

/**
 * The outbox becomes a queue that loses nothing, and bookings remember their reminder
 * (docs/product.md#shape, #my-bookings; docs/operations.md, "E-mail").
 *
 * outbox: `status` (queued, sent, failed), `attempts`, `next_attempt_at` (backoff), `claimed_until`
 * (the lease of the worker sending it, so a process that dies lets another take it over),
 * `message_id` (the same Message-ID on every attempt), `live_body` (the text and HTML with their
 * live links while the message waits, when the stored copy is redacted; cleared once sent).
 * Existing rows keep what they said: sent stays sent, an error is failed, the rest is queued.
 *
 * appointments: `reminded_at`, set in the transaction that queues the reminder, so of several
 * processes exactly one sends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('next_attempt_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('outbox').addColumn('claimed_until', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('message_id', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('live_body', 'text').execute();
  await sql`UPDATE outbox SET
      status = CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN error IS NOT NULL THEN 'failed' ELSE 'queued' END,
      attempts = CASE WHEN sent_at IS NOT NULL OR error IS NOT NULL THEN 1 ELSE 0 END,
      next_attempt_at = created_at`.execute(db);
  // The worker's question, "what is due?", reads only the waiting rows.
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .column('next_attempt_at')
    .where(sql<SqlBool>`status = 'queued'`)
    .execute();

  await db.schema.alterTable('appointments').addColumn('reminded_at', 'text').execute();
  await db.schema
    .createIndex('appointments_reminder_idx')
    .on('appointments')
    .column('date_initial')
    .where(sql<SqlBool>`reminded_at IS NULL AND cancelled_at IS NULL`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_reminder_idx').ifExists().execute();
  await db.schema.alterTable('appointments').dropColumn('reminded_at').execute();
  await db.schema.dropIndex('outbox_due_idx').ifExists().execute();
  for (const column of ['live_body', 'message_id', 'claimed_until', 'next_attempt_at', 'attempts', 'status']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
}
