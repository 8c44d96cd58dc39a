import { messages } from '@arena/shared/messages';
import type { RequestStatus } from '@arena/shared/schemas/admin-requests';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findRequestStatus, updateRequestStatus } from './requests.repository.ts';

/**
 * Staff mark a request done or open it again (issue 4). The change and its audit entry are one
 * transaction; saving the status it already has changes nothing, so nothing is logged.
 */
export async function setRequestStatus(app: FastifyInstance, staff: AuthUser, id: number, status: RequestStatus) {
  const now = app.clock().toISOString();
  await app.db.transaction().execute(async (trx) => {
    const before = await findRequestStatus(trx, id);
    if (!before) throw new AppError(404, messages.requestNotFound);
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
