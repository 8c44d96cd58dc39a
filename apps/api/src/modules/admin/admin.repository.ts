import type { Db } from '../../db/connect.ts';
import type { RequestTable } from '../../db/schema.ts';
import { userColumns } from '../account/users.repository.ts';

/** Staff-side queries (product.md §3). */
export async function listUsersWithCompany(db: Db, status?: string) {
  let q = db
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
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(1000);
  if (status) q = q.where('users.status', '=', status);
  const rows = await q.execute();
  return rows.map(({ document, company_name, activity, company_phone, site, ...u }) => ({
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
  }));
}

export function listRequests(db: Db, filter: { type?: RequestTable['type']; status?: RequestTable['status'] }) {
  let q = db
    .selectFrom('requests')
    .select(['id', 'type', 'status', 'name', 'email', 'phone', 'subject', 'message', 'user_id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000);
  if (filter.type) q = q.where('type', '=', filter.type);
  if (filter.status) q = q.where('status', '=', filter.status);
  return q.execute();
}

export async function setRequestStatus(
  db: Db,
  id: number,
  status: RequestTable['status'],
  now: string,
): Promise<boolean> {
  const r = await db.updateTable('requests').set({ status, updated_at: now }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function listOutbox(db: Db) {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'text', 'html', 'created_at'])
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(({ recipient, ...m }) => ({ ...m, to: recipient }));
}

export async function recordAudit(
  db: Db,
  e: { actorId: number; action: string; target: string; detail: unknown; now: string },
) {
  await db
    .insertInto('audit')
    .values({
      actor_id: e.actorId,
      action: e.action,
      target: e.target,
      detail: JSON.stringify(e.detail),
      created_at: e.now,
    })
    .execute();
}
