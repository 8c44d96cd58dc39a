import type { Db } from '../db/connect.ts';
import { hashPassword, SYSTEM } from '../lib/passwords.ts';

/**
 * Sets a staff account's password on purpose (docs/operations.md), since a restart never does:
 * the account is made staff and Ativo if it exists, created if it does not, and every session
 * and open link of it ends.
 */
export async function setStaffPassword(db: Db, email: string, password: string, now: string) {
  const passwordHash = await hashPassword(password, SYSTEM);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto('users')
        .values({
          email,
          password_hash: passwordHash,
          name: 'Equipe Arena',
          lastname: '',
          phone: '',
          status: 'Ativo',
          level: 2,
          role: 'staff',
          plan: null,
          qtd_team: 0,
          manager_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return 'created' as const;
    }
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, role: 'staff', status: 'Ativo', updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', existing.id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('user_id', '=', existing.id)
      .where('used_at', 'is', null)
      .execute();
    return 'reset' as const;
  });
}
