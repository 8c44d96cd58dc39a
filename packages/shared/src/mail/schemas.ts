import { z } from 'zod';
import { idParams } from '../contract/fields.ts';
import { pageQuery } from '../contract/paging.ts';
import { mailStaffWords } from './staff-words.ts';

/** The staff's view of the e-mails the server sent or queued (docs/product.md#shape, #api). */
export const outboxStatuses = ['sent', 'queued', 'failed'] as const;

export type OutboxStatus = (typeof outboxStatuses)[number];

/** Defaults to the last 200, as before paging existed; the screen asks for smaller pages. */
export const listOutboxQuery = pageQuery(200);

export const outboxItem = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  /**
   * `queued` until the SMTP server takes it (`sent`); `failed` when it refused it for good or
   * after the last retry, with the error (docs/operations.md "E-mail"). Without MAIL_URL every
   * message stays `queued`: the outbox is then the delivery.
   */
  status: z.enum(outboxStatuses),
  sent_at: z.string().nullable(),
  /** The last refusal: kept while a queued message waits for its next attempt. */
  error: z.string().nullable(),
  /** Attempts made so far (a staff resend starts again from 0). */
  attempts: z.number(),
  /** When a queued message is tried next; null once sent or failed. */
  next_attempt_at: z.string().nullable(),
  /** File names only; the contents stay on the server. */
  attachments: z.array(z.string()),
});

export type OutboxItem = z.infer<typeof outboxItem>;

/** POST /admin/outbox/:id/resend: a failed message goes back to the queue. */
export const outboxIdParams = idParams(mailStaffWords.outboxNotFound);
