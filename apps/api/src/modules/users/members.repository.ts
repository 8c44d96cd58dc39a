import { stripDocument } from '@arena/shared/rules/documents';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { isPostgres } from '../../db/migrations/dialect.ts';
import { ACCENTS } from '../../lib/search-fold.ts';
import { userColumns } from './users.repository.ts';

/** Staff's member lists (docs/product.md#api, #back-office): members only, never staff accounts. */

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `text` as the search compares it: lower case, without accents ("Conceição" → "conceicao"). */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/**
 * The SQL of `folded` for a column. PostgreSQL: nested replace() of each accented letter, then
 * lower() (its unaccent would need an extension). SQLite: `arena_fold` (lib/search-fold.ts, set
 * on each connection in db/connect.ts), the same folding in one call instead of 53.
 */
function foldedSql(db: Db, expr: RawBuilder<unknown>) {
  if (!isPostgres(db)) return sql`arena_fold(${expr})`;
  const replaced = ACCENTS.reduce<RawBuilder<unknown>>(
    (e, [from, to]) => sql`replace(${e}, ${sql.lit(from)}, ${sql.lit(to)})`,
    expr,
  );
  return sql`lower(${replaced})`;
}

/**
 * Name and surname, e-mail, company name or document, ignoring case and accents on SQLite and
 * PostgreSQL alike, so "joao" finds João. The document is stored without its mask, and the term
 * is stripped the same way, so "12.345" finds 12345….
 */
function matches(db: Db, q: string) {
  const term = contains(folded(q));
  const parts = [
    sql<boolean>`${foldedSql(db, sql`users.name || ' ' || users.lastname`)} like ${term} escape '\\'`,
    sql<boolean>`lower(users.email) like ${term} escape '\\'`,
    sql<boolean>`${foldedSql(db, sql`coalesce(companies.name, '')`)} like ${term} escape '\\'`,
  ];
  const document = stripDocument(q);
  if (document) parts.push(sql<boolean>`companies.document like ${contains(document)} escape '\\'`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** Each member with their account's company: a team member has none of their own, so their manager's (docs/product.md#statuses-and-levels). */
function membersWithCompany(db: Db) {
  return (
    db
      .selectFrom('users')
      .leftJoin('companies', (join) =>
        join.on((eb) => eb('companies.user_id', '=', eb.fn.coalesce('users.manager_id', 'users.id'))),
      )
      .leftJoin('plans', 'plans.id', 'users.plan_id')
      .select([
        ...userColumns,
        'users.created_at',
        'users.email_confirmed_at',
        'companies.document',
        'companies.name as company_name',
        'companies.activity',
        'companies.phone as company_phone',
        'companies.site',
      ])
      .where('users.role', '=', 'member')
      // A removed team member is history, not a member (docs/product.md#privacy).
      .where('users.removed_at', 'is', null)
  );
}

type Row = Awaited<ReturnType<ReturnType<typeof membersWithCompany>['execute']>>[number];

function withCompany({ document, company_name, activity, company_phone, site, email_confirmed_at, ...u }: Row) {
  return {
    ...u,
    email_confirmed: email_confirmed_at !== null,
    company:
      document === null
        ? null
        : {
            document,
            name: company_name ?? '',
            activity: activity ?? '',
            phone: company_phone ?? '',
            site: site ?? '',
          },
  };
}

/** Members, newest first, optionally by status and a search term. */
export async function listMembers(db: Db, filter: { status?: string; q?: string }) {
  let q = membersWithCompany(db).orderBy('users.created_at', 'desc').orderBy('users.id', 'desc').limit(1000);
  if (filter.status) q = q.where('users.status', '=', filter.status);
  const term = filter.q;
  if (term) q = q.where(matches(db, term));
  return (await q.execute()).map(withCompany);
}

export async function findMember(db: Db, id: number) {
  const row = await membersWithCompany(db).where('users.id', '=', id).executeTakeFirst();
  return row ? withCompany(row) : undefined;
}
