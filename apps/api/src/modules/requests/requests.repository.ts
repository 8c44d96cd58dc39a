import type { RequestStatus, RequestType } from '@arena/shared/schemas/admin-requests';
import type { Db } from '../../db/connect.ts';

/** The requests inbox (issue 4): newest first, with the account each was sent from. */
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
