import type { Db, Trx } from '../../db/connect.ts';

/** Each version of the terms a person accepted (docs/product.md#terms): table `terms_acceptances`. */

/**
 * Records an acceptance unless this person already accepted this version: true when this call
 * recorded it. Of parallel acceptances exactly one records it (the key is person and version).
 */
export async function insertAcceptance(
  trx: Trx,
  a: { user_id: number; version: string; accepted_at: string; ip: string },
): Promise<boolean> {
  const rows = await trx
    .insertInto('terms_acceptances')
    .values(a)
    .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
    .returning('version')
    .execute();
  return rows.length === 1;
}

/** A person's acceptances, the latest first (Meus dados, the staff's member page). */
export function listAcceptances(db: Db, userId: number) {
  return db
    .selectFrom('terms_acceptances')
    .select(['version', 'accepted_at', 'ip'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at', 'desc')
    .execute();
}

/** The versions recorded for a text of the terms, the latest first (table `terms_versions`). */
export function versionsOfText(db: Db, fingerprint: string) {
  return db
    .selectFrom('terms_versions')
    .select('version')
    .where('fingerprint', '=', fingerprint)
    .orderBy('recorded_at', 'desc')
    .orderBy('version', 'desc')
    .execute();
}

/** Records `version` for a text unless that version exists: true when this call recorded it. */
export async function insertTermsVersion(
  db: Db,
  row: { version: string; fingerprint: string; text: string; recorded_at: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('terms_versions')
    .values(row)
    .onConflict((oc) => oc.column('version').doNothing())
    .returning('version')
    .execute();
  return rows.length === 1;
}

/** The text recorded for a version (JSON of its sections), if the version was put in force here. */
export async function textOfVersion(db: Db, version: string): Promise<string | undefined> {
  const row = await db.selectFrom('terms_versions').select('text').where('version', '=', version).executeTakeFirst();
  return row?.text;
}

/** A version's record: its text (JSON of its sections) and when it was put in force here. */
export function termsVersionRecord(db: Db, version: string) {
  return db
    .selectFrom('terms_versions')
    .select(['version', 'text', 'recorded_at'])
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Whether any text of the terms was put in force in this database yet. */
export async function anyTermsVersion(db: Db): Promise<boolean> {
  return (await db.selectFrom('terms_versions').select('version').limit(1).executeTakeFirst()) !== undefined;
}
