import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, SYSTEM } from '../lib/passwords.ts';
import { anyRoom, insertActiveRooms } from '../modules/rooms/rooms.repository.ts';
import { anyStaff, insertStaff } from '../modules/users/staff.repository.ts';
import { findUserByEmail } from '../modules/users/users.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';

/** First start on an empty database: the three rooms, so `npm start` is a working demo (docs/product.md#shape). */
export async function seedRooms(db: Db, now: string): Promise<void> {
  if (await anyRoom(db)) return;
  await insertActiveRooms(
    db,
    [
      { name: 'Sala 10', img: '/rooms/sala-10.svg', capacity: 6 },
      { name: 'Sala 20', img: '/rooms/sala-20.svg', capacity: 8 },
      { name: 'Sala 30', img: '/rooms/sala-30.svg', capacity: 12 },
    ],
    now,
  );
}

/**
 * Creates the staff account from ADMIN_EMAIL/ADMIN_PASSWORD when it does not exist. An existing
 * account is left as it is: a restart never overwrites a password someone changed since
 * (docs/product.md#shape); `npm run staff:password` resets one on purpose (ops/staff-password.ts).
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  now: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role !== 'staff') log.warn({ email }, 'ADMIN_EMAIL belongs to a member account: it was left as it is');
    return;
  }
  const passwordHash = await hashPassword(admin.password, SYSTEM);
  await insertStaff(db, { email, passwordHash, now }, { ifAbsent: true });
  log.info({ email }, 'staff account created');
}

/**
 * What the first start without ADMIN_EMAIL prints when the database has no staff account: the
 * server works, but nobody can approve a registration, so it says how to make one (docs/product.md#shape).
 */
export async function noStaffNotice(db: Db): Promise<string | undefined> {
  if (await anyStaff(db)) return undefined;
  return [
    'Arena: there is no staff account yet, so nobody can approve a registration.',
    'Create one by starting again with ADMIN_EMAIL and ADMIN_PASSWORD, for example:',
    '  ADMIN_EMAIL=equipe@arena.test ADMIN_PASSWORD=troque123 npm start',
    'or, without stopping the server: npm run staff:password -- equipe@arena.test',
  ].join('\n');
}

/**
 * The first start's seeding, called from app.ts once the database is migrated (plugins/db.ts):
 * the rooms of an empty database and the ADMIN_EMAIL staff account.
 */
export async function seedOnStart(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  now: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await seedRooms(db, now);
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = config;
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    await ensureAdmin(db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, now, log);
  }
}
