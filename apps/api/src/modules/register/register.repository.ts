import type { Db } from '../../db/connect.ts';
import type { RegistrationDraftTable } from '../../db/schema.ts';

type DraftFields = Partial<Omit<RegistrationDraftTable, 'email' | 'created_at'>>;

export function findDraft(db: Db, email: string) {
  return db.selectFrom('registration_drafts').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Starts a draft, or starts it over when another browser owned it. */
export async function startDraft(db: Db, email: string, browserHash: string, now: string): Promise<void> {
  const existing = await findDraft(db, email);
  if (existing && existing.browser_hash === browserHash) {
    await db.updateTable('registration_drafts').set({ updated_at: now }).where('email', '=', email).execute();
    return;
  }
  await db.deleteFrom('registration_drafts').where('email', '=', email).execute();
  await db
    .insertInto('registration_drafts')
    .values({ email, browser_hash: browserHash, created_at: now, updated_at: now })
    .execute();
}

export async function updateDraft(db: Db, email: string, fields: DraftFields): Promise<void> {
  await db.updateTable('registration_drafts').set(fields).where('email', '=', email).execute();
}

export async function deleteDraft(db: Db, email: string): Promise<void> {
  await db.deleteFrom('registration_drafts').where('email', '=', email).execute();
}

export async function deleteStaleDrafts(db: Db, before: string): Promise<void> {
  await db.deleteFrom('registration_drafts').where('updated_at', '<', before).execute();
}
