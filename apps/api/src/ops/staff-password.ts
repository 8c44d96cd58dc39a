import type { Db } from '../db/connect.ts';
import { hashPassword, SYSTEM } from '../lib/passwords.ts';
import { revokeUserSessions, useUpAllTokens } from '../modules/users/sessions.repository.ts';
import { insertStaff } from '../modules/users/staff.repository.ts';
import { findUserByEmail, updateUser } from '../modules/users/users.repository.ts';

/**
 * Sets a staff account's password on purpose (docs/operations.md), since a restart never does:
 * the account is made staff and Ativo if it exists, created if it does not, and every session
 * and open link of it ends.
 */
export async function setStaffPassword(db: Db, email: string, password: string, now: string) {
  const passwordHash = await hashPassword(password, SYSTEM);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (!existing) {
      await insertStaff(trx, { email, passwordHash, now });
      return 'created' as const;
    }
    await updateUser(trx, existing.id, {
      password_hash: passwordHash,
      role: 'staff',
      // A staff account keeps its role; one made staff here administers (docs/product.md#staff-roles).
      staff_role: existing.staff_role ?? 'admin',
      status: 'Ativo',
      updated_at: now,
    });
    await revokeUserSessions(trx, existing.id, now, 'password');
    await useUpAllTokens(trx, existing.id, now);
    return 'reset' as const;
  });
}
