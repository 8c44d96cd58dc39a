import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import type { Db } from './connect.ts';

/** First start on an empty database: the three rooms, so `npm start` is a working demo (product.md §1). */
export async function seedRooms(db: Db, now: string): Promise<void> {
  const any = await db.selectFrom('rooms').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('rooms')
    .values([
      { name: 'Sala 10', img: '/rooms/sala-10.svg', capacity: 6, active: 1, created_at: now },
      { name: 'Sala 20', img: '/rooms/sala-20.svg', capacity: 8, active: 1, created_at: now },
      { name: 'Sala 30', img: '/rooms/sala-30.svg', capacity: 12, active: 1, created_at: now },
    ])
    .execute();
}

/** Creates the staff account from ADMIN_EMAIL/ADMIN_PASSWORD, or resets its password. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  now: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const existing = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'role'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(admin.password),
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
    log.info({ email }, 'staff account created');
    return;
  }
  const samePassword = await verifyPassword(existing.password_hash, admin.password);
  if (samePassword && existing.role === 'staff') return;
  await db
    .updateTable('users')
    .set({
      password_hash: samePassword ? existing.password_hash : await hashPassword(admin.password),
      role: 'staff',
      status: 'Ativo',
      updated_at: now,
    })
    .where('id', '=', existing.id)
    .execute();
  if (!samePassword) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', existing.id)
      .where('revoked_at', 'is', null)
      .execute();
  }
  log.info({ email }, 'staff account reset from ADMIN_EMAIL/ADMIN_PASSWORD');
}
