import { randomUUID } from 'node:crypto';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';
import { privacyWords } from '@arena/shared/privacy/words';

import type { User } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { letOthersIn } from '../../lib/let-others-in.ts';
import { addMs } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findCompany, updateCompany } from '../companies/companies.service.ts';
import { openInvoicesOf } from '../invoices/invoices.service.ts';
import { deleteDraftsOf } from '../registration/registration.service.ts';
import { forgetInRequests } from '../requests/requests.service.ts';
import { lockUser, removedEmail, updateUser } from '../users/users.service.ts';
import { endAccess, type Options, startErasure } from './erasure-start.ts';
import { applyBatch, ERASURE_BATCH, type Person, rowsOf, scanWork } from './erasure-work.ts';
import {
  deleteErasure,
  findErasure,
  highestIds,
  countDeleted,
  keepClaim,
  listStaleErasures,
  NO_MARKS,
  takeOverErasure,
} from './erasure.repository.ts';
import { readLedger } from './ledger.ts';

type ErasureDeps = Pick<Deps, 'clock' | 'config' | 'mailer'>;
type RunDeps = Pick<Deps, 'db'> & ErasureDeps;
/** Watches a run's batches: a test stops one after its first, as a crash would. */
export type ErasureHooks = { afterBatch?: (n: number) => void };

/** An anonymisation claimed longer ago than this and not finished was cut short: another run takes it over. */
export const ERASURE_RESUME_AFTER_MS = 5 * 60_000;

/**
 * POST /admin/users/:id/anonymize (docs/product.md#privacy): staff carry out a deletion request.
 * In short transactions (issue 34; docs/decisions/029-erasure-and-retention.md): the first marks
 * the person anonymised and ends their access, batches forget them in other rows, the last
 * replaces their own data (runErasure). Answers the words for staff, which say when the account
 * still has open invoices (they stay due, without personal data). Pressed again on a run cut
 * short long ago, it takes that run over and finishes it.
 */
export async function anonymizeMember(deps: RunDeps, staff: AuthUser, id: number, hooks: ErasureHooks = {}) {
  const now = deps.clock().toISOString();
  const claim = await deps.db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    // Staff accounts leave through Equipe do espaço, not here.
    if (!row || row.role !== 'member') throw new AppError(404, 'userNotFound');
    if (row.anonymized_at === null) return startErasure(trx, deps, row, staff.id, now);
    const mine = randomUUID();
    if (await takeOverErasure(trx, id, staleBefore(deps), mine, now)) return mine;
    throw new AppError(409, 'privacyAlreadyAnonymized');
  });
  const done = await runErasure(deps, id, claim, hooks);
  // Taken over meanwhile by another process (this one was stalled past the claim's age): it finishes.
  if (!done) throw new AppError(409, 'privacyAlreadyAnonymized');
  return done.openInvoices > 0
    ? privacyStaffWords.privacyAnonymizedOpenInvoices(done.openInvoices)
    : privacyStaffWords.privacyAnonymized;
}

const staleBefore = (deps: Pick<Deps, 'clock'>) => addMs(deps.clock(), -ERASURE_RESUME_AFTER_MS).toISOString();

/**
 * The rest of an anonymisation, by the run holding `claim` (docs/product.md#anonymize):
 * - bookings not started (theirs, their team's) are cancelled; those that happened stay, as do
 *   invoices, under _Titular anonimizado_, for the fiscal years;
 * - the copies of e-mails to them, or about them, deleted; their name taken out of the copies to
 *   others, of audit entries, of guest rows, of statement memos, payment notes and Pix payers;
 * each in batches of at most ERASURE_BATCH rows, a short transaction each that first checks the
 * claim is still this run's; the whole tables are read outside them, and again from where the
 * last pass began until one finds few rows. The last transaction, holding the person's row, takes
 * those with it and what is the person's own: registration drafts deleted, requests closed and
 * emptied, name, e-mail, phone and company replaced, access ended again, the audit entry without
 * personal data, the `erasures` row deleted. Answers the open invoices, or null when another run
 * holds the claim (it finishes).
 */
export async function runErasure(
  deps: RunDeps,
  userId: number,
  claim: string,
  hooks: ErasureHooks = {},
): Promise<{ openInvoices: number } | null> {
  const erasure = await findErasure(deps.db, userId);
  if (!erasure || erasure.claim !== claim) return null;
  const person = JSON.parse(erasure.person) as Person;
  let from = NO_MARKS;
  let batches = 0;
  for (;;) {
    const marks = await highestIds(deps.db);
    const work = await scanWork(deps.db, deps, person, from);
    for (const batch of work.batches) {
      const kept = await deps.db.transaction().execute(async (trx) => {
        // The claim first: a run that lost it (another has taken over) writes nothing more.
        if (!(await keepClaim(trx, userId, claim, deps.clock().toISOString()))) return false;
        await countDeleted(trx, userId, await applyBatch(trx, deps, person, work, batch));
        return true;
      });
      if (!kept) return null;
      batches += 1;
      hooks.afterBatch?.(batches);
      await letOthersIn();
    }
    from = marks;
    if (rowsOf(work) < ERASURE_BATCH) break;
  }
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, userId);
    const now = erasure.started_at;
    if (!row || !(await keepClaim(trx, userId, claim, deps.clock().toISOString()))) return null;
    // What was written since the last pass began: few rows, taken in this transaction.
    const work = await scanWork(trx, deps, person, from);
    let deleted = 0;
    for (const batch of work.batches) deleted += await applyBatch(trx, deps, person, work, batch);
    await endAccess(trx, person, now);
    await updateUser(trx, userId, {
      name: privacyWords.anonymizedPerson,
      lastname: '',
      email: removedEmail(userId),
      phone: '',
      password_hash: null,
      updated_at: now,
    });
    if (await findCompany(trx, userId))
      await updateCompany(trx, userId, {
        document: '',
        name: privacyWords.anonymizedPerson,
        activity: '',
        phone: '',
        site: '',
      });
    await deleteDraftsOf(trx, person.email);
    await forgetInRequests(trx, {
      userId,
      email: person.email,
      replacementEmail: removedEmail(userId),
      needles: person.all,
      now,
    });
    const openInvoices = person.account === null ? 0 : await openInvoicesOf(trx, userId);
    const current = await findErasure(trx, userId);
    await recordAudit(trx, {
      actorId: erasure.actor_id,
      action: 'user.anonymize',
      target: `user:${userId}`,
      before: null,
      after: {
        team_access_ended: person.team.length,
        emails_deleted: (current?.emails_deleted ?? 0) + deleted,
        open_invoices: openInvoices,
      },
      now,
    });
    await deleteErasure(trx, userId);
    return { openInvoices };
  });
}

/**
 * Anonymises `id` from start to end, if still a member not anonymised (checked holding the row):
 * the retention job's refused registrations, the ledger's entries after a restore. Answers whether.
 */
export async function erasePerson(
  deps: RunDeps,
  id: number,
  accept: (row: User) => boolean,
  options: Options = {},
): Promise<boolean> {
  const claim = await deps.db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    if (!row || row.anonymized_at !== null || !accept(row)) return null;
    return startErasure(trx, deps, row, null, deps.clock().toISOString(), options);
  });
  return claim !== null && (await runErasure(deps, id, claim)) !== null;
}

/**
 * Anonymisations cut short (their process died, the server stopped) whose claim is stale: each
 * taken over by one process and finished. Run by every process at start and with the hourly
 * retention check. Answers how many it finished.
 */
export async function resumeErasures(deps: RunDeps): Promise<number> {
  let done = 0;
  for (const id of await listStaleErasures(deps.db, staleBefore(deps))) {
    const claim = randomUUID();
    if (!(await takeOverErasure(deps.db, id, staleBefore(deps), claim, deps.clock().toISOString()))) continue;
    if (await runErasure(deps, id, claim)) done += 1;
  }
  return done;
}

/**
 * After a restore (docs/operations.md#restore): everyone in the anonymisations' ledger whose row
 * is back with its personal data — the same id and creation time, not yet anonymised — is
 * anonymised again, one after another, audited without actor. Run by every process at start and
 * with the hourly retention check. Answers how many.
 */
export async function reapplyLedger(deps: RunDeps): Promise<number> {
  let done = 0;
  for (const entry of readLedger(deps.config.ERASURE_LEDGER)) {
    const again = await erasePerson(deps, entry.user_id, (row) => row.created_at === entry.created_at, {
      ledger: false,
    });
    if (again) done += 1;
  }
  return done;
}
