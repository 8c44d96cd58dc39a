import type { OutboxStatus } from '@arena/shared/schemas/admin-outbox';
import type { Db } from '../../db/connect.ts';
import type { Mail, Outbox } from '../../plugins/mail.ts';

/** The outbox table: every e-mail the system sends or queues (product.md §1), kept for staff. */
export function outboxIn(db: Db): Outbox {
  return {
    async add(mail, now) {
      return addToOutbox(db, mail, now);
    },
    async markSent(id, at) {
      await db.updateTable('outbox').set({ sent_at: at }).where('id', '=', id).execute();
    },
    async markFailed(id, error) {
      await db.updateTable('outbox').set({ error }).where('id', '=', id).execute();
    },
  };
}

async function addToOutbox(db: Db, mail: Mail, now: string): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The outbox as staff read it (product.md §3, §7), newest first, a page at a time. */
export async function listOutbox(db: Db, page: { before?: number; limit: number }) {
  let q = db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'text', 'html', 'attachments', 'created_at', 'sent_at', 'error'])
    .orderBy('id', 'desc')
    .limit(page.limit);
  if (page.before) q = q.where('id', '<', page.before);
  const rows = await q.execute();
  return rows.map(({ recipient, attachments, ...m }) => ({
    ...m,
    to: recipient,
    status: statusOf(m),
    attachments: fileNames(attachments),
  }));
}

// plugins/mail.ts sets sent_at when the SMTP server takes the message and error when it refuses;
// without MAIL_URL a message is only stored, and stays queued.
function statusOf(m: { sent_at: string | null; error: string | null }): OutboxStatus {
  if (m.sent_at) return 'sent';
  if (m.error) return 'failed';
  return 'queued';
}

/** The stored attachments are `[{filename, content, contentType}]` (plugins/mail.ts). */
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
