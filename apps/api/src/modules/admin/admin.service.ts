import { messages } from '@arena/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { UserUpdate } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { approved } from '../../mail/templates.ts';
import type { AuthUser } from '../../types.ts';
import { findUserById, updateUser } from '../account/users.repository.ts';
import { recordAudit } from './admin.repository.ts';

export type UserPatch = {
  status?: 'Pendente' | 'Ativo' | 'Inativo';
  level?: 1 | 2;
  plan?: string | null;
  qtd_team?: number;
};

/** Staff change a member's status, level, plan or seats; approval e-mails the member (product.md §3). */
export async function patchUser(app: FastifyInstance, staff: AuthUser, id: number, patch: UserPatch) {
  const user = await findUserById(app.db, id);
  if (!user) throw new AppError(404, messages.userNotFound);
  const now = app.clock().toISOString();
  const changes: UserUpdate = { updated_at: now };
  if (patch.status !== undefined) changes.status = patch.status;
  if (patch.level !== undefined) changes.level = patch.level;
  if (patch.plan !== undefined) changes.plan = patch.plan;
  if (patch.qtd_team !== undefined) changes.qtd_team = patch.qtd_team;
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, id, changes);
    await recordAudit(trx, { actorId: staff.id, action: 'user.update', target: `user:${id}`, detail: patch, now });
  });
  if (patch.status === 'Ativo' && user.status !== 'Ativo') {
    await app.mailer.send({ to: user.email, ...approved(user.name, app.config.PUBLIC_URL) });
  }
}
