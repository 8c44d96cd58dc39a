import { type Kysely, sql } from 'kysely';

/**
 * No excedente is lost (docs/product.md#invoices): each booking's recorded excedente names the
 * invoice that billed it (`appointments.billed_invoice_id`); an invoice takes every excedente not
 * yet billed — or billed by an invoice since cancelled — of bookings ended before its issue,
 * whatever happened between (a suspension, a cancelled or early invoice, a plan change). Existing
 * invoices of month M billed the excedente of M−1: the bookings of that month are marked as
 * billed by the account's live invoice of M (the correction, when one replaced it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    .addColumn('billed_invoice_id', 'integer', (c) => c.references('invoices.id'))
    .execute();
  await db.schema
    .createIndex('appointments_billed_invoice_idx')
    .on('appointments')
    .column('billed_invoice_id')
    .execute();
  const invoices = await sql<{ id: number; account_id: number; month: string }>`
    select id, account_id, month from invoices where status <> 'cancelada'`.execute(db);
  for (const inv of invoices.rows) {
    const [y, m] = inv.month.split('-').map(Number) as [number, number];
    const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    await sql`
      update appointments set billed_invoice_id = ${inv.id}
      where billed_invoice_id is null and cancelled_at is null and overage_minutes > 0
        and date_initial >= ${`${before}-01 00:00:00`} and date_initial < ${`${inv.month}-01 00:00:00`}
        and user_id in (select id from users where id = ${inv.account_id} or manager_id = ${inv.account_id})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_billed_invoice_idx').execute();
  await db.schema.alterTable('appointments').dropColumn('billed_invoice_id').execute();
}
