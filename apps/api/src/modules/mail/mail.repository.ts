import { randomUUID } from 'node:crypto';
import type { OutboxStatus } from '@arena/shared/mail/schemas';
import type { Db } from '../../db/connect.ts';
import { isPostgres } from '../../db/migrations/dialect.ts';

/**
 * The outbox table: every e-mail the system sends or keeps (docs/product.md#shape), and the queue the
 * worker sends from (mail.queue.ts). The only place that queries it.
 */

/** A file sent with a message: a booking's invitation (modules/calendar). */
/**
 * `encoding: 'base64'` for bytes, as nodemailer reads it; text otherwise. With `qr`, the content is
 * the QR code of that text as a PNG, drawn when the message is sent (qr.ts); `content` is then empty.
 */
export type Attachment = {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
  qr?: string;
  /**
   * The invoice whose Pix charge's dynamic code takes the place of `qr` (and of it in the text)
   * when the charge is active as the message is sent (mail/live-pix.ts, docs/product.md#pix-charges).
   */
  pix_invoice?: number;
};
/** A message as the outbox keeps it. */
export type OutboxMail = { to: string; subject: string; text: string; html: string; attachments?: Attachment[] };

/** What the worker needs of a claimed row to send it. */
export type QueuedMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
  messageId: string | null;
  attempts: number;
};

/**
 * Writes a message to the outbox with `db`: the caller's transaction when a change causes the
 * mail, so the two are kept or lost together. `live` is the body with its live links when the
 * stored copy (`mail`) has them redacted; the worker sends it and forgets it.
 */
export async function enqueueMail(
  db: Db,
  mail: OutboxMail,
  now: string,
  extra: { live?: { text: string; html: string }; domain: string },
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
      created_at: now,
      next_attempt_at: now,
      message_id: `<${randomUUID()}@${extra.domain}>`,
      live_body: extra.live ? JSON.stringify(extra.live) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` due messages for this worker until `leaseUntil`, counting the attempt.
 * PostgreSQL skips rows another process holds (FOR UPDATE SKIP LOCKED); SQLite runs the one
 * UPDATE under its write lock. Either way each row goes to one worker, and a row whose lease ran
 * out (its process died mid-send) is due again.
 */
export async function claimDue(db: Db, now: string, leaseUntil: string, limit: number): Promise<QueuedMail[]> {
  let due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({ claimed_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returning(['id', 'recipient', 'subject', 'text', 'html', 'attachments', 'message_id', 'live_body', 'attempts'])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => {
      const live = r.live_body ? (JSON.parse(r.live_body) as { text: string; html: string }) : null;
      return {
        id: r.id,
        to: r.recipient,
        subject: r.subject,
        text: live?.text ?? r.text,
        html: live?.html ?? r.html,
        attachments: r.attachments ? (JSON.parse(r.attachments) as Attachment[]) : [],
        messageId: r.message_id,
        attempts: r.attempts,
      };
    });
}

/** The SMTP server took it: sent, and the live links are forgotten (docs/product.md#shape). */
export async function markSent(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: at, error: null, claimed_until: null, live_body: null })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** Refused for now: try again from `next`, keeping the reason for staff. */
export async function markRetry(db: Db, id: number, error: string, next: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ error, next_attempt_at: next, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** Refused for good, or out of attempts: failed, until staff send it again. */
export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'failed', error, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * Messages nobody tried within `cutoff` (no worker: no MAIL_URL, or every process was down) are
 * not sent late: a day-old reminder or link helps nobody. They are failed with `reason`, and
 * staff can send one again.
 */
export async function expireUntried(db: Db, cutoff: string, reason: string): Promise<number> {
  const rows = await db
    .updateTable('outbox')
    .set({ status: 'failed', error: reason })
    .where('status', '=', 'queued')
    .where('attempts', '=', 0)
    .where('created_at', '<', cutoff)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Staff send a failed message again (POST /admin/outbox/:id/resend): queued at once, its
 * attempts counted afresh. Answers the row as it was, or undefined when there is none.
 */
export async function requeue(db: Db, id: number, now: string) {
  const before = await db
    .selectFrom('outbox')
    .select(['id', 'status', 'attempts', 'error'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before || before.status !== 'failed') return before;
  await db
    .updateTable('outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, claimed_until: null, error: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .execute();
  return before;
}

const listed = [
  'id',
  'recipient',
  'subject',
  'text',
  'html',
  'attachments',
  'created_at',
  'sent_at',
  'error',
  'status',
  'attempts',
  'next_attempt_at',
] as const;

/** The outbox as staff read it (docs/product.md#api, #back-office), newest first, a page at a time. */
export async function listOutbox(db: Db, page: { before?: number; limit: number }) {
  let q = db.selectFrom('outbox').select(listed).orderBy('id', 'desc').limit(page.limit);
  if (page.before) q = q.where('id', '<', page.before);
  return (await q.execute()).map(toItem);
}

export async function findOutboxItem(db: Db, id: number) {
  const row = await db.selectFrom('outbox').select(listed).where('id', '=', id).executeTakeFirst();
  return row && toItem(row);
}

function toItem<T extends { recipient: string; attachments: string | null; status: string; next_attempt_at: string }>(
  row: T,
) {
  const { recipient, attachments, status, next_attempt_at, ...m } = row;
  const state = status as OutboxStatus;
  return {
    ...m,
    to: recipient,
    status: state,
    next_attempt_at: state === 'queued' ? next_attempt_at : null,
    attachments: fileNames(attachments),
  };
}

/** The stored attachments are `[{filename, content, contentType}]` (Attachment above). */
function fileNames(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const list: unknown = JSON.parse(stored);
    if (!Array.isArray(list)) return [];
    return list.flatMap((a: unknown) =>
      a && typeof a === 'object' && 'filename' in a && typeof a.filename === 'string' ? [a.filename] : [],
    );
  } catch {
    return [];
  }
}

/** How the audit log names e-mails: subject and recipient (docs/product.md#audit-log). */
export function outboxLabels(db: Db, ids: number[]) {
  return ids.length
    ? db.selectFrom('outbox').select(['id', 'subject', 'recipient']).where('id', 'in', ids).execute()
    : [];
}
