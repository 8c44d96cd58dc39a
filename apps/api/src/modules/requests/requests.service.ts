import type { RequestStatus } from '@arena/shared/schemas/admin-requests';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requestToStaff } from '../mail/mail.service.ts';
import { findRequestStatus, insertRequest, type NewRequest, updateRequestStatus } from './requests.repository.ts';

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
  await db.transaction().execute(async (trx) => {
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
  });
}
