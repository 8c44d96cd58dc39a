import { type Kysely, sql } from 'kysely';

/**
 * Staff accounts with roles (docs/product.md#staff-roles): `recepcao`, `financeiro` or `admin`
 * on each staff row, null on members. The staff accounts that exist (the one ADMIN_EMAIL made)
 * become administrators, so every installation keeps one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('staff_role', 'text').execute();
  await sql`update users set staff_role = 'admin' where role = 'staff'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
}
