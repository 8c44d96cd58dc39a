import type { Db } from '../../db/connect.ts';
import type { RegistrationDraftTable } from '../../db/schema.ts';

type DraftFields = Partial<Omit<RegistrationDraftTable, 'email' | 'created_at'>>;

export function findDraft(db: Db, email: string) {
  return db.selectFrom('registration_drafts').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The draft a browser started, by the hash of its cookie (the newest, should there be two). */
export function findDraftOfBrowser(db: Db, browserHash: string) {
  return db
    .selectFrom('registration_drafts')
    .selectAll()
    .where('browser_hash', '=', browserHash)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Starts a draft, or starts it over when another browser owned it. Insert-if-absent first, so
 * parallel first steps for one e-mail never collide on the primary key (a 500 on PostgreSQL);
 * then another browser's draft is wiped and handed to this one, and this browser's own is kept.
 */
export async function startDraft(db: Db, email: string, browserHash: string, now: string): Promise<void> {
  await db
    .insertInto('registration_drafts')
    .values({ email, browser_hash: browserHash, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  await db
    .updateTable('registration_drafts')
    .set({
      browser_hash: browserHash,
      firstname: null,
      lastname: null,
      phone: null,
      document: null,
      name_company: null,
      activity: null,
      phone_company: null,
      site: null,
      password_hash: null,
      created_at: now,
    })
    .where('email', '=', email)
    .where('browser_hash', '!=', browserHash)
    .execute();
  await db.updateTable('registration_drafts').set({ updated_at: now }).where('email', '=', email).execute();
}

export async function updateDraft(db: Db, email: string, fields: DraftFields): Promise<void> {
  await db.updateTable('registration_drafts').set(fields).where('email', '=', email).execute();
}

/**
 * Takes the draft out, in one statement, for the browser that owns it: of parallel terms steps
 * exactly one gets it (and creates the user); the others find nothing.
 */
export function claimDraft(db: Db, email: string, browserHash: string) {
  return db
    .deleteFrom('registration_drafts')
    .where('email', '=', email)
    .where('browser_hash', '=', browserHash)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteStaleDrafts(db: Db, before: string): Promise<void> {
  await db.deleteFrom('registration_drafts').where('updated_at', '<', before).execute();
}
