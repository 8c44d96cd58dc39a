import type { Db } from '../../db/connect.ts';

/**
 * The reads behind _Meus dados_ (docs/product.md#my-data): every row that is about one person,
 * each table asked by that person's id or e-mail only, never a hash of a password or token.
 */

export function findUserRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('plans', 'plans.id', 'users.plan_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.lastname',
      'users.phone',
      'users.status',
      'users.level',
      'users.role',
      'users.staff_role',
      'users.plan_id',
      'plans.name as plan',
      'users.qtd_team',
      'users.manager_id',
      'users.created_at',
      'users.updated_at',
      'users.removed_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function findCompanyRow(db: Db, userId: number) {
  return db
    .selectFrom('companies')
    .select(['document', 'name', 'activity', 'phone', 'site'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function listBookingRows(db: Db, userId: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .select([
      'appointments.id',
      'rooms.name as room',
      'appointments.date_initial',
      'appointments.date_final',
      'appointments.created_at',
      'appointments.cancelled_at',
      'appointments.overage_minutes',
    ])
    .where('appointments.user_id', '=', userId)
    .orderBy('appointments.date_initial')
    .orderBy('appointments.id')
    .execute();
}

/** Requests sent signed in, and those sent from the public forms with the person's e-mail. */
export function listRequestRows(db: Db, userId: number, email: string) {
  return db
    .selectFrom('requests')
    .select(['id', 'type', 'status', 'name', 'email', 'phone', 'subject', 'message', 'created_at', 'updated_at'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb.and([eb('user_id', 'is', null), eb('email', '=', email)])]))
    .orderBy('id')
    .execute();
}

/** E-mails sent to the person: the copies kept, whose live links were never stored (mailer.ts). */
export function listEmailRows(db: Db, email: string) {
  return db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'text', 'status', 'created_at', 'sent_at'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
}

export function listSessionRows(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'revoked_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function listDeviceRows(db: Db, userId: number) {
  return db
    .selectFrom('trusted_devices')
    .select(['id', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function listDraftRows(db: Db, email: string) {
  return db
    .selectFrom('registration_drafts')
    .select([
      'email',
      'firstname',
      'lastname',
      'phone',
      'document',
      'name_company',
      'activity',
      'phone_company',
      'site',
      'created_at',
      'updated_at',
    ])
    .where('email', '=', email)
    .execute();
}

/** Each version of the terms the person accepted (docs/product.md#terms). */
export function listTermsRows(db: Db, userId: number) {
  return db
    .selectFrom('terms_acceptances')
    .select(['version', 'accepted_at', 'ip'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at')
    .execute();
}

export function findCalendarFeedRow(db: Db, userId: number) {
  return db.selectFrom('calendar_feeds').select(['created_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** Staff actions on the person's account (`user:<id>`, docs/product.md#audit-log). */
export function listAuditRows(db: Db, userId: number) {
  return db
    .selectFrom('audit')
    .select(['id', 'action', 'target', 'detail', 'created_at'])
    .where('target', '=', `user:${userId}`)
    .orderBy('id')
    .execute();
}

/**
 * The audit targets that are about the person (docs/product.md#audit-log): their account, their
 * bookings, and an account holder's invoices. `account` is the account whose invoices count
 * (null for a team member, whose bookings are billed to their manager).
 */
export async function auditTargetsOf(db: Db, userId: number, account: number | null): Promise<string[]> {
  const [bookings, invoices] = await Promise.all([
    db.selectFrom('appointments').select('id').where('user_id', '=', userId).execute(),
    account === null
      ? Promise.resolve([])
      : db.selectFrom('invoices').select('id').where('account_id', '=', account).execute(),
  ]);
  return [`user:${userId}`, ...bookings.map((b) => `appointment:${b.id}`), ...invoices.map((i) => `invoice:${i.id}`)];
}
