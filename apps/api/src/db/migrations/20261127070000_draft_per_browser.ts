import { type Kysely, sql } from 'kysely';

/**
 * Two rules of issue 19 (docs/product.md#registration-draft, docs/product.md#plan-list):
 *
 * - A registration draft belongs to the browser that started it: the table is keyed by that
 *   browser's cookie hash instead of the e-mail, so a first step for the same e-mail from another
 *   browser starts a draft of its own and never touches this one. One draft per browser (its
 *   newest is kept when a browser had two).
 * - Plan names are unique ignoring case, in the database too: parallel creations or renames to
 *   "Arena Plus" and "arena plus" meet a unique index, and the loser hears the usual 409. A name
 *   that already clashes this way is told apart by its id, so the index can be built.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registration_drafts_by_browser')
    .addColumn('browser_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('phone', 'text')
    .addColumn('document', 'text')
    .addColumn('name_company', 'text')
    .addColumn('activity', 'text')
    .addColumn('phone_company', 'text')
    .addColumn('site', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into registration_drafts_by_browser
      (browser_hash, email, firstname, lastname, phone, document, name_company, activity,
       phone_company, site, password_hash, created_at, updated_at)
    select d.browser_hash, d.email, d.firstname, d.lastname, d.phone, d.document, d.name_company,
       d.activity, d.phone_company, d.site, d.password_hash, d.created_at, d.updated_at
    from registration_drafts d
    where not exists (select 1 from registration_drafts o where o.browser_hash = d.browser_hash
      and (o.updated_at > d.updated_at or (o.updated_at = d.updated_at and o.email > d.email)))`.execute(db);
  await db.schema.dropTable('registration_drafts').execute();
  await db.schema.alterTable('registration_drafts_by_browser').renameTo('registration_drafts').execute();
  await db.schema.createIndex('registration_drafts_email_idx').on('registration_drafts').column('email').execute();

  await sql`update plans set name = name || ' (' || id || ')'
    where exists (select 1 from plans p where lower(p.name) = lower(plans.name) and p.id < plans.id)`.execute(db);
  await sql`CREATE UNIQUE INDEX plans_name_lower_idx ON plans (lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS plans_name_lower_idx`.execute(db);
  await db.schema.dropIndex('registration_drafts_email_idx').ifExists().execute();
  await db.schema
    .createTable('registration_drafts_by_email')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('phone', 'text')
    .addColumn('document', 'text')
    .addColumn('name_company', 'text')
    .addColumn('activity', 'text')
    .addColumn('phone_company', 'text')
    .addColumn('site', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into registration_drafts_by_email
    select d.email, d.browser_hash, d.firstname, d.lastname, d.phone, d.document, d.name_company,
       d.activity, d.phone_company, d.site, d.password_hash, d.created_at, d.updated_at
    from registration_drafts d
    where not exists (select 1 from registration_drafts o where o.email = d.email and o.updated_at > d.updated_at)`.execute(
    db,
  );
  await db.schema.dropTable('registration_drafts').execute();
  await db.schema.alterTable('registration_drafts_by_email').renameTo('registration_drafts').execute();
}
