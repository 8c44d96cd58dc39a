import { z } from 'zod';
import { pageQuery } from '../contract/paging.ts';

/** The read-only log of staff actions (docs/product.md#back-office): who, what, when, before/after. */
export const listAuditQuery = pageQuery(50);

const changes = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.number(),
  /** The staff member who acted; null once their account no longer exists. */
  actor: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  /** Present when no one acted: the system did (the monthly invoice job), docs/product.md#audit-log. */
  system: z.literal(true).optional(),
  /** `<thing>.<verb>`, e.g. `user.update`. */
  action: z.string(),
  /** `<thing>:<id>`, e.g. `user:12`. */
  target: z.string(),
  /** What the target is called now (a member's name, a room's name…), when it still exists. */
  target_label: z.string().nullable(),
  /** The fields the action changed, as they were (null for a creation) and became (null for a removal). */
  before: changes,
  after: changes,
  created_at: z.string(),
});

export type AuditEntry = z.infer<typeof auditEntry>;
