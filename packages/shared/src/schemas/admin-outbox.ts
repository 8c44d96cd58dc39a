import { z } from 'zod';
import { pageQuery } from './admin-paging.ts';

/** The staff's view of the e-mails the server sent or queued (product.md §1, §3). */
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
  /** `sent` once the SMTP server took it, `failed` with the error, otherwise `queued`. */
  status: z.enum(outboxStatuses),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  /** File names only; the contents stay on the server. */
  attachments: z.array(z.string()),
});
export type OutboxItem = z.infer<typeof outboxItem>;
