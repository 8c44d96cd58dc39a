import type { AuditAction } from '@arena/shared/audit-log/actions';
import type { Db, Trx } from '../../db/connect.ts';
import { REMOVED, scrub } from '../../lib/mentions.ts';
import {
  insertAudit,
  listAuditById,
  listAuditMentioning,
  listAuditOf,
  rewriteAuditDetail,
} from './audit.repository.ts';

/**
 * Recording staff actions (docs/product.md#audit-log), at the bottom of the modules: it imports
 * none, so every module that changes something can record it. The page staff read is
 * modules/audit-log, which names each target through its own module.
 */
export { deleteAuditBefore, listAudit } from './audit.repository.ts';

/** What a staff action changed: the fields it touched, as they were and as they became. */
export type AuditEntry = {
  /** Who acted; null for the server itself (the monthly invoice job, the retention job, a check-in release). */
  actorId: number | null;
  /** `<thing>.<verb>`, one of the labelled actions in @arena/shared/audit-log/actions. */
  action: AuditAction;
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

/**
 * The fields of a person an entry about them may hold: a correction's before/after, a payment's
 * note or a statement line's memo on their invoice, a cancellation's reason.
 */
const PERSONAL = new Set([
  'name',
  'lastname',
  'email',
  'phone',
  'document',
  'activity',
  'site',
  'reason',
  'note',
  'paid_note',
  'memo',
  'refnum',
]);

/** A detail with every personal field's value, at any depth, replaced by `[removido]`. */
function withoutPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPersonal);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      PERSONAL.has(k) && typeof v === 'string' && v !== '' ? REMOVED : withoutPersonal(v),
    ]),
  );
}

/**
 * An anonymised person's data taken out of the audit log (docs/product.md#anonymize): the entries
 * about them (`targets`: `user:<id>`, their invoices', their bookings') lose every personal field,
 * even a value they no longer had (a corrected name, a memo that spelt them otherwise), and any
 * other entry naming them, however spelt, gets `[removido]` instead. The entries stay, as the
 * record of what staff did. `findAuditOf` reads (outside any write, from after `after`);
 * `forgetAudit` rewrites the entries found, read again in the caller's short transaction.
 */
export async function findAuditOf(db: Db, targets: Set<string>, needles: string[], after = 0): Promise<number[]> {
  return (await listAuditMentioning(db, needles, targets, after)).map((row) => row.id);
}

export async function forgetAudit(trx: Trx, ids: number[], targets: Set<string>, needles: string[]): Promise<number> {
  let rewritten = 0;
  for (const row of await listAuditById(trx, ids)) {
    let detail = scrub(row.detail, needles);
    if (targets.has(row.target)) {
      try {
        detail = JSON.stringify(withoutPersonal(JSON.parse(detail)));
      } catch {
        // Not JSON (no entry is written so today): the scrub above is what it gets.
      }
    }
    if (detail !== row.detail) {
      await rewriteAuditDetail(trx, row.id, detail);
      rewritten += 1;
    }
  }
  return rewritten;
}

/**
 * The values `field` had before staff changed it on `target` (a corrected name or document), so
 * an anonymisation finds the person under an earlier name too (docs/product.md#privacy).
 */
export async function earlierValues(trx: Db, target: string, field: string): Promise<string[]> {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      if (k === field && typeof v === 'string' && v !== '') found.add(v);
      else visit(v);
    }
  };
  for (const row of await listAuditOf(trx, target)) {
    try {
      visit((JSON.parse(row.detail) as { before?: unknown }).before);
    } catch {
      // Not JSON: nothing to read.
    }
  }
  return [...found];
}
