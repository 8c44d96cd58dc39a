import type { Db } from '../../db/connect.ts';
import { findMentioning } from '../../lib/mentions.ts';

/**
 * The outbox forgetting (docs/product.md#anonymize, #retention): an anonymised person's copies, and
 * the bodies and messages past their period. The outbox's other queries are in mail.repository.ts.
 */

/**
 * An anonymised person's copies (docs/product.md#anonymize): every message to any of their
 * addresses (the current one and those they had before), and every message about them (naming an
 * `about` needle, however spelt). Answers how many were deleted.
 */
export async function deleteMailsOf(db: Db, emails: string[], about: string[]): Promise<number> {
  const addressed = await db.deleteFrom('outbox').where('recipient', 'in', emails).executeTakeFirst();
  const aboutThem = await listMailsMentioning(db, about);
  const ids = aboutThem.map((m) => m.id);
  let deleted = Number(addressed.numDeletedRows);
  for (let i = 0; i < ids.length; i += 500) {
    const res = await db
      .deleteFrom('outbox')
      .where('id', 'in', ids.slice(i, i + 500))
      .executeTakeFirst();
    deleted += Number(res.numDeletedRows);
  }
  return deleted;
}

/** Messages that name the person, however spelt, HTML copies included: read a page at a time, compared in JS. */
export function listMailsMentioning(db: Db, needles: string[]) {
  return findMentioning(
    (after, size) =>
      db
        .selectFrom('outbox')
        .select(['id', 'recipient', 'subject', 'text', 'html', 'live_body', 'attachments'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(size)
        .execute(),
    (m) => [m.recipient, m.subject, m.text, m.html, m.live_body, m.attachments],
    needles,
  );
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
