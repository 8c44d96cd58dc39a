import { stripDocument } from '@arena/shared/rules/documents';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect.ts';
import { userColumns } from '../account/users.repository.ts';

/** Staff-side queries on members (product.md §3, §7). Staff accounts are never listed here. */

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Name and surname, e-mail, or document. Both sides are lower-cased, so the match ignores case
 * on SQLite and PostgreSQL alike (SQLite's lower() folds only ASCII letters, so there "JOÃO"
 * is not found as "joão"). The document is stored without its mask, and the term is stripped
 * the same way, so "12.345" finds 12345….
 */
function matches(q: string) {
  const term = contains(q.toLowerCase());
  const parts = [
    sql<boolean>`lower(users.name || ' ' || users.lastname) like ${term} escape '\\'`,
    sql<boolean>`lower(users.email) like ${term} escape '\\'`,
  ];
  const document = stripDocument(q);
  if (document) parts.push(sql<boolean>`companies.document like ${contains(document)} escape '\\'`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

function membersWithCompany(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.user_id', 'users.id')
    .select([
      ...userColumns,
      'users.created_at',
      'companies.document',
      'companies.name as company_name',
      'companies.activity',
      'companies.phone as company_phone',
      'companies.site',
    ])
    .where('users.role', '=', 'member');
}

type Row = Awaited<ReturnType<ReturnType<typeof membersWithCompany>['execute']>>[number];

function withCompany({ document, company_name, activity, company_phone, site, ...u }: Row) {
  return {
    ...u,
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
  if (term) q = q.where(matches(term));
  return (await q.execute()).map(withCompany);
}

export async function findMember(db: Db, id: number) {
  const row = await membersWithCompany(db).where('users.id', '=', id).executeTakeFirst();
  return row ? withCompany(row) : undefined;
}

export function findPerson(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'lastname', 'email']).where('id', '=', id).executeTakeFirst();
}

export function listTeam(db: Db, managerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'lastname', 'email', 'phone', 'status'])
    .where('manager_id', '=', managerId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * The user's row, held for the rest of the transaction on PostgreSQL: the seats check and a
 * manager's invite (team.service.ts `addMember`, which locks the same row) cannot interleave.
 */
export function lockUser(db: Db, dialect: Dialect, id: number) {
  let q = db.selectFrom('users').selectAll().where('id', '=', id);
  if (dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function teamSize(db: Db, managerId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('manager_id', '=', managerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
