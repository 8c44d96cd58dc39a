import type { AdminUserDetail } from '@arena/shared/users/staff-schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { usersKey } from './get-users';

/** GET /admin/users/:id (docs/product.md#back-office): the member, their manager, team and upcoming bookings. */
export async function getUser(id: number): Promise<AdminUserDetail> {
  return (await call('getMember', { params: { id } })).data;
}

export function useUser(id: number) {
  return useQuery({ queryKey: [...usersKey, 'detail', id], queryFn: () => getUser(id) });
}
