import type { Trx } from '../../db/connect.ts';
import { insertAudit } from './audit.repository.ts';

/**
 * Recording staff actions (docs/product.md#audit-log), at the bottom of the modules: it imports
 * none, so every module that changes something can record it. The page staff read is
 * modules/audit-log, which names each target through its own module.
 */
export { listAudit } from './audit.repository.ts';

/** What a staff action changed: the fields it touched, as they were and as they became. */
export type AuditEntry = {
  /** The staff member; null for what the server does by itself (a check-in release). */
  actorId: number | null;
  /** `<thing>.<verb>`, e.g. `user.update`, `room.create`, `appointment.cancel`. */
  action: string;
  /** `<thing>:<id>`, e.g. `user:12`, `closed-day:2026-12-25`. */
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  now: string;
};

/**
 * Writes the entry in the transaction that makes the change, so the change and its entry are kept
 * or lost together (docs/decisions/019-who-owns-transactions.md).
 */
export async function recordAudit(trx: Trx, e: AuditEntry): Promise<void> {
  await insertAudit(trx, {
    actorId: e.actorId,
    action: e.action,
    target: e.target,
    detail: JSON.stringify({ before: e.before, after: e.after }),
    now: e.now,
  });
}
