import type { AdminUser, UserStatus } from '@arena/shared/users/staff-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export type UsersFilter = { status?: UserStatus; q?: string };

/** Every members query (lists and details) lives under this key, so one change refreshes them all. */
export const usersKey = ['admin', 'users'] as const;

/** GET /admin/users?status=&q= (docs/product.md#api, #back-office): members, newest first, with their company. */
export async function getUsers(filter: UsersFilter): Promise<AdminUser[]> {
  return (await call('listMembers', { query: { status: filter.status, q: filter.q || undefined } })).data;
}

export function useUsers(filter: UsersFilter) {
  return useQuery({
    queryKey: [...usersKey, 'list', filter],
    queryFn: () => getUsers(filter),
    // While a new search loads, the last answer stays on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });
}
