import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, SYSTEM } from '../lib/passwords.ts';
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

/**
 * Creates the staff account from ADMIN_EMAIL/ADMIN_PASSWORD when it does not exist. An existing
 * account is left as it is: a restart never overwrites a password someone changed since
 * (product.md §1); `npm run staff:password` resets one on purpose (ops/staff-password.ts).
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  now: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const existing = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (existing) {
    if (existing.role !== 'staff') log.warn({ email }, 'ADMIN_EMAIL belongs to a member account: it was left as it is');
    return;
  }
  await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(admin.password, SYSTEM),
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
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  log.info({ email }, 'staff account created');
}
