import type { Kysely } from 'kysely';

/**
 * A revoked session remembers why it ended (docs/product.md#sessions: SAIR, a new password,
 * _Sair de todos os outros dispositivos_, a removed team member or staff account), so the holder
 * of its token is told that, not that it expired. Sessions revoked before this say nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('ended_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('ended_reason').execute();
}
