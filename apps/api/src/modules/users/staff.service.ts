import type { StaffRole } from '@arena/shared/contract/endpoint';
import type { InviteStaffBody } from '@arena/shared/users/staff-schemas';
import { usersWords } from '@arena/shared/users/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import type { Db, Trx } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { staffInviteLink } from '../mail/mail.service.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { issueLink } from './sessions.service.ts';
import { removedEmail } from './team.service.ts';
import { deleteAccess, emailTaken, insertUser, updateUser } from './users.repository.ts';
import { findStaffAccount, listStaffAccounts, lockAdmins } from './staff.repository.ts';

/**
 * _Equipe do espaço_ (docs/product.md#staff-roles): administrators invite staff with a role,
 * change roles and remove accounts (sessions ended at once); the last administrator stays.
 */

const roleNames: Record<StaffRole, string> = {
  recepcao: usersWords.staffRoleRecepcao,
  financeiro: usersWords.staffRoleFinanceiro,
  admin: usersWords.staffRoleAdmin,
};

type Row = { id: number; name: string; email: string; staff_role: string | null; has_password: unknown };

function toAccount(row: Row) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: (row.staff_role ?? 'admin') as StaffRole,
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    invite: row.has_password ? ('active' as const) : ('pending' as const),
  };
}

export async function staffAccounts(db: Db) {
  return (await listStaffAccounts(db)).map(toAccount);
}

/** An invite: the account without a password, and a link to set one (7 days), in one transaction. */
export async function inviteStaff(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  admin: AuthUser,
  body: InviteStaffBody,
) {
  const now = deps.clock().toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (await emailTaken(trx, body.email)) throw new AppError(409, 'staffEmailTaken');
      const id = await insertUser(trx, {
        email: body.email,
        password_hash: null,
        name: body.name,
        lastname: '',
        phone: '',
        status: 'Ativo',
        level: 2,
        role: 'staff',
        staff_role: body.role,
        plan_id: null,
        qtd_team: 0,
        manager_id: null,
        created_at: now,
        updated_at: now,
      });
      const url = await issueLink({ ...deps, db: trx }, id, 'invite');
      const mail = { to: body.email, ...staffInviteLink(body.name, roleNames[body.role], url), secrets: [url] };
      await deps.mailer.send(mail, { db: trx });
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'staff.invite',
        target: `user:${id}`,
        before: null,
        after: { name: body.name, email: body.email, role: body.role },
        now,
      });
      return toAccount({ id, name: body.name, email: body.email, staff_role: body.role, has_password: false });
    });
  } catch (err) {
    throw isUniqueViolation(err) ? new AppError(409, 'staffEmailTaken') : err;
  }
}

/** The account, held with the administrators: refused when it would leave none. */
async function lockedAccount(trx: Trx, id: number, leavesAdmin: (admins: number[]) => boolean) {
  const admins = await lockAdmins(trx);
  const account = await findStaffAccount(trx, id);
  if (!account) throw new AppError(404, 'staffNotFound');
  if (!leavesAdmin(admins.filter((a) => a !== id))) throw new AppError(409, 'staffLastAdmin');
  return account;
}

export async function changeStaffRole(deps: Pick<Deps, 'db' | 'clock'>, admin: AuthUser, id: number, role: StaffRole) {
  const now = deps.clock().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const account = await lockedAccount(trx, id, (others) => role === 'admin' || others.length > 0);
    await updateUser(trx, id, { staff_role: role, updated_at: now });
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'staff.role',
      target: `user:${id}`,
      before: { role: account.staff_role },
      after: { role },
      now,
    });
    return toAccount({ ...account, staff_role: role });
  });
}

/**
 * Removes a staff account: its sessions, links and devices go at once, the row stays (the audit
 * log names who did what) without a password and with its address freed.
 */
export async function removeStaff(deps: Pick<Deps, 'db' | 'clock'>, admin: AuthUser, id: number) {
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const account = await lockedAccount(trx, id, (others) => others.length > 0);
    await deleteAccess(trx, id);
    await revokeUserSessions(trx, id, now, 'staffRemoved');
    await updateUser(trx, id, {
      email: removedEmail(id),
      password_hash: null,
      status: 'Inativo',
      removed_at: now,
      updated_at: now,
    });
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'staff.remove',
      target: `user:${id}`,
      before: { name: account.name, email: account.email, role: account.staff_role },
      after: null,
      now,
    });
  });
  return { message: usersStaffWords.staffRemoved };
}
