import type { Db, Trx } from '../../db/connect.ts';
import { findMentioning } from '../../lib/mentions.ts';

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

/**
 * Entries about `targets` (the person, their invoices and bookings), and entries whose before/after
 * names any of the needles, however spelt (an anonymised person's data, docs/product.md#anonymize):
 * read a page at a time from after `after`, compared in JS.
 */
export function listAuditMentioning(db: Db, needles: string[], targets: Set<string>, after = 0) {
  return findMentioning(
    (from, size) =>
      db
        .selectFrom('audit')
        .select(['id', 'target', 'detail'])
        .where('id', '>', from)
        .orderBy('id')
        .limit(size)
        .execute(),
    (row) => [row.detail],
    needles,
    { after, also: (row) => targets.has(row.target), inTransaction: db.isTransaction },
  );
}

/** The entries with these ids, as they are now (an anonymisation's batch checks them again). */
export function listAuditById(db: Db, ids: number[]) {
  return ids.length
    ? db.selectFrom('audit').select(['id', 'target', 'detail']).where('id', 'in', ids).execute()
    : Promise.resolve([]);
}

export async function rewriteAuditDetail(db: Db, id: number, detail: string): Promise<void> {
  await db.updateTable('audit').set({ detail }).where('id', '=', id).execute();
}

/** Retention (docs/product.md#retention): entries older than `before` go. */
export async function deleteAuditBefore(db: Db, before: string, limit?: number): Promise<number> {
  // At most `limit` of the oldest at once: the retention job deletes in short transactions.
  const old = db.selectFrom('audit').select('id').where('created_at', '<', before);
  const result = await (
    limit === undefined
      ? db.deleteFrom('audit').where('created_at', '<', before)
      : db.deleteFrom('audit').where('id', 'in', old.orderBy('created_at').limit(limit))
  ).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function listAuditOf(db: Db, target: string) {
  return db.selectFrom('audit').select('detail').where('target', '=', target).execute();
}
