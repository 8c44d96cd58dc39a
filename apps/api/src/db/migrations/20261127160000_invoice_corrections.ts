import { type Kysely, sql } from 'kysely';

/**
 * Correcting invoices (docs/product.md#corrections): an issued invoice never changes, so staff
 * correct one by cancelling it and issuing a new one that names it (`replaces_id`). The month's
 * invoice stays one per account among the invoices that correct nothing (the unique index on
 * account and month becomes partial), and an invoice is replaced at most once (a unique index on
 * `replaces_id`): twenty "Corrigir" clicks at once leave one correction whichever process takes
 * them. `period_from` keeps the first day of a pro-rata invoice, so a recomputed correction bills
 * the same days; invoices issued before it read it back from their plan line (`— 23/11 a 30/11`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('replaces_id', 'integer', (c) => c.references('invoices.id'))
    .execute();
  await db.schema.alterTable('invoices').addColumn('period_from', 'text').execute();
  await db.schema.dropIndex('invoices_account_month_key').execute();
  await db.schema
    .createIndex('invoices_account_month_key')
    .on('invoices')
    .columns(['account_id', 'month'])
    .unique()
    .where(sql.ref('replaces_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('invoices_replaces_key')
    .on('invoices')
    .column('replaces_id')
    .unique()
    .where(sql.ref('replaces_id'), 'is not', null)
    .execute();
  const rows = await sql<{ id: number; month: string; lines: string }>`select id, month, lines from invoices`.execute(
    db,
  );
  for (const row of rows.rows) {
    const first = (JSON.parse(row.lines) as Array<{ description?: string }>)[0]?.description ?? '';
    const day = / — (\d{2})\/(\d{2}) a \d{2}\/\d{2} /.exec(first);
    if (!day || `${row.month.slice(5, 7)}` !== day[2]) continue;
    await sql`update invoices set period_from = ${`${row.month}-${day[1]}`} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_replaces_key').execute();
  await db.schema.dropIndex('invoices_account_month_key').execute();
  await sql`delete from invoices where replaces_id is not null`.execute(db);
  await db.schema
    .createIndex('invoices_account_month_key')
    .on('invoices')
    .columns(['account_id', 'month'])
    .unique()
    .execute();
  await db.schema.alterTable('invoices').dropColumn('period_from').execute();
  await db.schema.alterTable('invoices').dropColumn('replaces_id').execute();
}
