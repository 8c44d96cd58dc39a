import type { RequestStatus, RequestType } from '@arena/shared/requests/schemas';
import type { Db } from '../../db/connect.ts';
import type { RequestTable } from '../../db/schema.ts';

export type NewRequest = Pick<RequestTable, 'type' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'user_id'>;

/** Plan changes, studio requests and support messages, kept for staff to act on (docs/product.md#back-office). */
export async function insertRequest(db: Db, r: NewRequest, now: string): Promise<number> {
  const row = await db
    .insertInto('requests')
    .values({ ...r, status: 'open', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The open request of a type a signed-in person sent, if any. */
export function findOpenRequest(db: Db, userId: number, type: RequestType) {
  return db
    .selectFrom('requests')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('status', '=', 'open')
    .orderBy('id')
    .executeTakeFirst();
}

/** Staff's list of requests: newest first, with the account each was sent from. */
export async function listRequests(db: Db, filter: { type?: RequestType; status?: RequestStatus }) {
  let q = db
    .selectFrom('requests')
    .leftJoin('users', 'users.id', 'requests.user_id')
    .select([
      'requests.id',
      'requests.type',
      'requests.status',
      'requests.name',
      'requests.email',
      'requests.phone',
      'requests.subject',
      'requests.message',
      'requests.user_id',
      'requests.created_at',
      'requests.updated_at',
      'users.id as member_id',
      'users.name as member_name',
      'users.lastname as member_lastname',
      'users.email as member_email',
      'users.phone as member_phone',
    ])
    .orderBy('requests.created_at', 'desc')
    .orderBy('requests.id', 'desc')
    .limit(1000);
  if (filter.type) q = q.where('requests.type', '=', filter.type);
  if (filter.status) q = q.where('requests.status', '=', filter.status);
  const rows = await q.execute();
  return rows.map(({ member_id, member_name, member_lastname, member_email, member_phone, ...r }) => ({
    ...r,
    member:
      member_id === null
        ? null
        : {
            id: member_id,
            name: `${member_name ?? ''} ${member_lastname ?? ''}`.trim(),
            email: member_email ?? '',
            phone: member_phone ?? '',
          },
  }));
}

export function findRequestStatus(db: Db, id: number) {
  return db.selectFrom('requests').select('status').where('id', '=', id).executeTakeFirst();
}

export async function updateRequestStatus(db: Db, id: number, status: RequestStatus, now: string) {
  await db.updateTable('requests').set({ status, updated_at: now }).where('id', '=', id).execute();
}

/** How many requests wait for staff (a back-office badge). */
export async function countOpenRequests(db: Db): Promise<number> {
  const row = await db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.n);
}

/** What the audit log calls each request: its subject and sender. */
export function requestLabels(db: Db, ids: number[]) {
  return ids.length
    ? db.selectFrom('requests').select(['id', 'name', 'type', 'subject']).where('id', 'in', ids).execute()
    : [];
}

/** Requests a person sent: signed in, or from the public forms with their e-mail. */
export function listRequestsOf(db: Db, userId: number, email: string) {
  return db
    .selectFrom('requests')
    .select(['id', 'subject'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .execute();
}

export async function rewriteRequest(
  db: Db,
  id: number,
  r: Pick<RequestTable, 'name' | 'email' | 'phone' | 'subject' | 'message' | 'status' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('requests').set(r).where('id', '=', id).execute();
}
