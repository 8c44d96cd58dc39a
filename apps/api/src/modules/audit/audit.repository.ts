import type { Db, Trx } from '../../db/connect.ts';
import { mentionsAny } from '../../lib/mentions.ts';

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
      'audit.actor_id as recorded_actor',
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

/** Entries whose before/after holds any of the needles (an anonymised person's data, docs/product.md#privacy). */
export function listAuditMentioning(db: Db, needles: string[], target: string) {
  return db
    .selectFrom('audit')
    .select(['id', 'detail'])
    .where((eb) => eb.or([eb('target', '=', target), mentionsAny(['detail'], needles)]))
    .execute();
}

export async function rewriteAuditDetail(db: Db, id: number, detail: string): Promise<void> {
  await db.updateTable('audit').set({ detail }).where('id', '=', id).execute();
}

/** Retention (docs/product.md#retention): entries older than `before` go. */
export async function deleteAuditBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('audit').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function listAuditOf(db: Db, target: string) {
  return db.selectFrom('audit').select('detail').where('target', '=', target).execute();
}
