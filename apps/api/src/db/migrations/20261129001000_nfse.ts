import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * NFS-e per invoice (issue 35, docs/decisions/037-nfse.md), when NFSE_MODE is on.
 *
 * - `nfse`: one row per invoice (unique `invoice_id`), its DPS numbered once (`serie`, `n_dps`,
 *   unique together) from `nfse_series`. `state`: pendente (to send), enviando (claimed by a
 *   process under `claimed_until`), aceita, rejeitada (codes and messages kept for financeiro),
 *   cancelando (the cancellation event to send), cancelada. `attempts`, `next_attempt_at` and
 *   `last_error` give the backoff, as the mail outbox and the Pix charges do.
 * - `nfse_series`: the last nDPS given in each series.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  await db.schema
    .createTable('nfse_series')
    .addColumn('serie', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('nfse')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().unique().references('invoices.id'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pendente'))
    .addColumn('serie', 'integer', (c) => c.notNull())
    .addColumn('n_dps', 'integer', (c) => c.notNull())
    .addColumn('dps_id', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    // JSON [{code, description, complement?}] of the API's last rejection (or of a refused cancellation).
    .addColumn('error_messages', 'text')
    .addColumn('error_codes', 'text')
    .addColumn('access_key', 'text')
    .addColumn('nfse_number', 'text')
    .addColumn('nfse_xml', 'text')
    .addColumn('danfse_url', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('nfse_serie_n_dps', ['serie', 'n_dps'])
    .addCheckConstraint(
      'nfse_state',
      sql`state in ('pendente', 'enviando', 'aceita', 'rejeitada', 'cancelando', 'cancelada')`,
    )
    .execute();
  await db.schema.createIndex('nfse_due').on('nfse').columns(['state', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nfse').execute();
  await db.schema.dropTable('nfse_series').execute();
}
