import type { Db } from '../../db/connect.ts';
import { findMentioning } from '../../lib/mentions.ts';

/**
 * The outbox forgetting (docs/product.md#anonymize, #retention): an anonymised person's copies, and
 * the bodies and messages past their period. The outbox's other queries are in mail.repository.ts.
 */

/** The columns an anonymisation reads and rewrites of a copy. */
const MAIL_TEXTS = ['id', 'recipient', 'subject', 'text', 'html', 'live_body', 'attachments'] as const;

/**
 * Messages that name the person, however spelt, HTML copies included, or are addressed to them (the
 * recipient is one of the texts): read a page at a time from after `after`, compared in JS.
 */
export function listMailsMentioning(db: Db, needles: string[], after = 0) {
  return findMentioning(
    (from, size) =>
      db.selectFrom('outbox').select(MAIL_TEXTS).where('id', '>', from).orderBy('id').limit(size).execute(),
    (m) => [m.recipient, m.subject, m.text, m.html, m.live_body, m.attachments],
    needles,
    { after, inTransaction: db.isTransaction },
  );
}

/** The copies with these ids, as they are now (an anonymisation's batch checks them again). */
export function listMailsById(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom('outbox').select(MAIL_TEXTS).where('id', 'in', ids).execute() : Promise.resolve([]);
}

export async function deleteMailsById(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await db.deleteFrom('outbox').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function rewriteMail(
  db: Db,
  id: number,
  m: {
    subject: string;
    text: string;
    html: string;
    live_body: string | null;
    attachments: string | null;
  },
): Promise<void> {
  await db.updateTable('outbox').set(m).where('id', '=', id).execute();
}

/**
 * Retention (docs/product.md#retention): the bodies of messages sent (or given up) before `before`
 * are cleared; recipient, subject, date and state stay. Answers how many were cleared.
 */
export async function clearBodiesBefore(db: Db, before: string, limit?: number): Promise<number> {
  // At most `limit` at once when given: the retention job clears in short transactions.
  const old = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '!=', 'queued')
    .where((eb) => eb(eb.fn.coalesce('sent_at', 'created_at'), '<', before))
    .where((eb) => eb.or([eb('text', '!=', ''), eb('html', '!=', ''), eb('attachments', 'is not', null)]));
  const cleared = db.updateTable('outbox').set({ text: '', html: '', attachments: null, live_body: null });
  const result = await (
    limit === undefined
      ? cleared
          .where('status', '!=', 'queued')
          .where((eb) => eb(eb.fn.coalesce('sent_at', 'created_at'), '<', before))
          .where((eb) => eb.or([eb('text', '!=', ''), eb('html', '!=', ''), eb('attachments', 'is not', null)]))
      : cleared.where('id', 'in', old.limit(limit))
  ).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Retention (docs/product.md#retention): the messages sent (or given up) before `before` are
 * deleted, recipient and subject with them (a guest's address among them). Answers how many.
 */
export async function deleteMailsBefore(db: Db, before: string, limit?: number): Promise<number> {
  const result = await (
    limit === undefined
      ? db
          .deleteFrom('outbox')
          .where('status', '!=', 'queued')
          .where((eb) => eb(eb.fn.coalesce('sent_at', 'created_at'), '<', before))
      : db.deleteFrom('outbox').where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select('id')
            .where('status', '!=', 'queued')
            .where((e) => e(e.fn.coalesce('sent_at', 'created_at'), '<', before))
            .limit(limit),
        )
  ).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The visitors' purge (docs/product.md#retention): the copies of guests' invitations and their
 * cancellations (by `subjects`, and the older `… convidou você para o Arena Cowork`) to `emails`,
 * written before `before`. Answers how many were deleted.
 */
export async function deleteGuestMailsTo(
  db: Db,
  emails: string[],
  subjects: string[],
  before: string,
): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < emails.length; i += 500) {
    const result = await db
      .deleteFrom('outbox')
      .where('recipient', 'in', emails.slice(i, i + 500))
      .where('status', '!=', 'queued')
      .where('created_at', '<', before)
      .where((eb) =>
        eb.or([eb('subject', 'in', subjects), eb('subject', 'like', '% convidou você para o Arena Cowork')]),
      )
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
