import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Pix charges through the Banco Central's API Pix (issue 33, docs/product.md#pix-charges).
 *
 * - `pix_charges`: one `cobv` per invoice, known at the PSP by `txid` (26–35 letters and digits,
 *   drawn once). `state` is what the PSP last said (criada: not yet at the PSP; ativa, concluida,
 *   removida). `pending` is what the charge job still has to tell the PSP (criar; revisar, when
 *   the balance changed by a payment from elsewhere; remover), and the
 *   job claims the row under a lease (`claimed_until`), with `attempts`, `next_attempt_at` and
 *   `last_error` for the backoff, as the mail outbox does. `revision` counts the PSP's revisions.
 * - `pix_received`: every Pix the PSP reports (webhook or reconcile), once by its `end_to_end_id`;
 *   `invoice_id` is null for a txid Arena does not know (kept for staff); `applied_cents` is what
 *   paid the invoice (the rest of an overpayment waits for staff, who may refund it).
 * - `pix_refunds`: a devolução staff asked for, by its id, of one received Pix.
 * - `pix_sync`: one row: the end of the last reconcile's window and its lease, the webhook's
 *   registration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  await db.schema
    .createTable('pix_charges')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().unique().references('invoices.id'))
    .addColumn('txid', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('criada'))
    .addColumn('pending', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('copia_e_cola', 'text')
    // The amount the PSP's charge asks (the balance when it was created or revised).
    .addColumn('amount_cents', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('pix_charges_state', sql`state in ('criada', 'ativa', 'concluida', 'removida')`)
    .addCheckConstraint('pix_charges_pending', sql`pending is null or pending in ('criar', 'revisar', 'remover')`)
    .execute();
  await db.schema.createIndex('pix_charges_due').on('pix_charges').columns(['pending', 'next_attempt_at']).execute();

  await db.schema
    .createTable('pix_received')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('end_to_end_id', 'text', (c) => c.notNull().unique())
    .addColumn('txid', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('applied_cents', 'integer', (c) => c.notNull().defaultTo(0))
    // What staff asked the PSP to give back (devoluções not refused), within what may be.
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payer_name', 'text')
    .addColumn('payer_document', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'pix_received_applied',
      sql`applied_cents >= 0 and refunded_cents >= 0 and applied_cents + refunded_cents <= amount_cents`,
    )
    .execute();
  await db.schema.createIndex('pix_received_invoice').on('pix_received').column('invoice_id').execute();

  await db.schema
    .createTable('pix_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('end_to_end_id', 'text', (c) => c.notNull().references('pix_received.end_to_end_id'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addCheckConstraint('pix_refunds_state', sql`state in ('em_processamento', 'devolvido', 'nao_realizado')`)
    .execute();
  await db.schema.createIndex('pix_refunds_e2e').on('pix_refunds').column('end_to_end_id').execute();

  await db.schema
    .createTable('pix_sync')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('reconciled_until', 'text')
    .addColumn('reconcile_claimed_until', 'text')
    .addColumn('next_reconcile_at', 'text')
    .addColumn('webhook_url', 'text')
    .addColumn('webhook_registered_at', 'text')
    .execute();
  await sql`insert into pix_sync (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pix_sync').execute();
  await db.schema.dropTable('pix_refunds').execute();
  await db.schema.dropTable('pix_received').execute();
  await db.schema.dropTable('pix_charges').execute();
}
