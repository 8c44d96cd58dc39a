import type { Db, Trx } from '../../db/connect.ts';

/** The audit table: every staff action (docs/product.md#audit-log). */

export async function insertAudit(
  trx: Trx,
  row: { actorId: number | null; action: string; target: string; detail: string; now: string },
): Promise<void> {
  await trx
    .insertInto('audit')
    .values({ actor_id: row.actorId, action: row.action, target: row.target, detail: row.detail, created_at: row.now })
    .execute();
}

/** The audit log, newest first, with who acted. */
export async function listAudit(db: Db, page: { before?: number; limit: number }) {
  let q = db
    .selectFrom('audit')
    .leftJoin('users', 'users.id', 'audit.actor_id')
    .select([
      'audit.id',
      'audit.action',
      'audit.target',
      'audit.detail',
      'audit.created_at',
      'users.id as actor_id',
      'users.name as actor_name',
      'users.lastname as actor_lastname',
      'users.email as actor_email',
    ])
    .orderBy('audit.id', 'desc')
    .limit(page.limit);
  if (page.before) q = q.where('audit.id', '<', page.before);
  return q.execute();
}
