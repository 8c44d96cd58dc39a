import type { RequestStatus } from '@arena/shared/requests/schemas';
import { privacyWords } from '@arena/shared/privacy/words';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requestToStaff } from '../mail/mail.service.ts';

import type { Trx } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { scrub } from '../../lib/mentions.ts';
import {
  findRequestStatus,
  insertRequest,
  listRequestsOf,
  type NewRequest,
  rewriteRequest,
  updateRequestStatus,
} from './requests.repository.ts';

/** What other modules read of requests: the back-office badge and the audit log's labels. */
export { countOpenRequests, findOpenRequest, requestLabels } from './requests.repository.ts';

/** Stores a request and tells the staff by e-mail (docs/product.md#back-office: studio, support, plan change). */
export async function fileRequest(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  request: NewRequest,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertRequest(trx, request, deps.clock().toISOString());
    await deps.mailer.send({ to: deps.config.STAFF_EMAIL, ...requestToStaff(request.type, request) }, { db: trx });
    return id;
  });
}

/**
 * Staff mark a request done or open it again (docs/product.md#back-office). The change and its audit entry are one
 * transaction; saving the status it already has changes nothing, so nothing is logged.
 */
export async function setRequestStatus(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  staff: AuthUser,
  id: number,
  status: RequestStatus,
) {
  const now = clock().toISOString();
  await db
    .transaction()
    .execute(async (trx) => {
      const before = await findRequestStatus(trx, id);
      if (!before) throw new AppError(404, 'requestNotFound');
      if (before.status === status) return;
      await updateRequestStatus(trx, id, status, now);
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'request.update',
        target: `request:${id}`,
        before: { status: before.status },
        after: { status },
        now,
      });
    })
    .catch((err: unknown) => {
      // A person has one open privacy request at a time (migration 20261127141000_erasure):
      // reopening an old one while a newer is open is refused in words.
      throw isUniqueViolation(err) ? new AppError(409, 'privacyRequestAlreadyOpen') : err;
    });
}

/**
 * An anonymised person's requests (docs/product.md#privacy): each stays in the inbox, closed (the
 * privacy request among them), without their name, e-mail, phone or what they wrote.
 */
export async function forgetInRequests(
  trx: Trx,
  person: { userId: number; email: string; replacementEmail: string; needles: string[]; now: string },
): Promise<number> {
  const rows = await listRequestsOf(trx, person.userId, person.email);
  for (const r of rows) {
    await rewriteRequest(trx, r.id, {
      name: privacyWords.anonymizedPerson,
      email: person.replacementEmail,
      phone: '',
      subject: scrub(r.subject, person.needles),
      message: privacyWords.anonymizedContent,
      status: 'done',
      updated_at: person.now,
    });
  }
  return rows.length;
}
