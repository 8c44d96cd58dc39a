import type { Db } from '../../db/connect.ts';
import type { RegistrationDraftTable } from '../../db/schema.ts';

type DraftFields = Partial<Omit<RegistrationDraftTable, 'email' | 'browser_hash' | 'created_at'>>;

/**
 * Drafts are keyed by the hash of the browser's cookie (docs/product.md#registration-draft): a
 * browser holds one draft, and nothing done from another browser reaches it.
 */
export function findDraftOfBrowser(db: Db, browserHash: string) {
  return db.selectFrom('registration_drafts').selectAll().where('browser_hash', '=', browserHash).executeTakeFirst();
}

/**
 * A first step from this browser: a new draft, or, when this browser's draft is for the same
 * e-mail, that draft kept as it is (a new first step resumes it, docs/product.md#registration-draft);
 * a draft of this browser for another e-mail starts over for the new one. One statement, so
 * parallel first steps from one browser never collide on the key.
 */
export async function startDraft(db: Db, email: string, browserHash: string, now: string): Promise<void> {
  const blank = {
    firstname: null,
    lastname: null,
    phone: null,
    document: null,
    name_company: null,
    activity: null,
    phone_company: null,
    site: null,
    password_hash: null,
  };
  await db
    .insertInto('registration_drafts')
    .values({ email, browser_hash: browserHash, ...blank, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('browser_hash').doUpdateSet((eb) => ({
        email,
        updated_at: now,
        ...Object.fromEntries(
          Object.keys(blank).map((k) => [
            k,
            eb
              .case()
              .when('registration_drafts.email', '=', email)
              .then(eb.ref(`registration_drafts.${k as keyof typeof blank}`))
              .else(null)
              .end(),
          ]),
        ),
        created_at: eb
          .case()
          .when('registration_drafts.email', '=', email)
          .then(eb.ref('registration_drafts.created_at'))
          .else(now)
          .end(),
      })),
    )
    .execute();
}

export async function updateDraft(db: Db, browserHash: string, fields: DraftFields): Promise<void> {
  await db.updateTable('registration_drafts').set(fields).where('browser_hash', '=', browserHash).execute();
}

/**
 * Takes this browser's draft out, in one statement: of parallel terms steps exactly one gets it
 * (and creates the user); the others find nothing. Another browser's draft of the same e-mail
 * is left alone: its terms step then hears that the e-mail has an account.
 */
export function claimDraft(db: Db, email: string, browserHash: string) {
  return db
    .deleteFrom('registration_drafts')
    .where('email', '=', email)
    .where('browser_hash', '=', browserHash)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteStaleDrafts(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('registration_drafts').where('updated_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every draft of an address, from any browser (an anonymised person's, docs/product.md#privacy). */
export async function deleteDraftsOf(db: Db, email: string): Promise<void> {
  await db.deleteFrom('registration_drafts').where('email', '=', email).execute();
}
