import type { InviteStaffBody, StaffAccount } from '@arena/shared/users/staff-schemas';
import type { StaffRole } from '@arena/shared/contract/endpoint';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export type { StaffAccount };
export const staffKey = ['admin', 'staff'] as const;

/** _Equipe do espaço_ (docs/product.md#staff-roles): GET, POST /admin/staff; PATCH, DELETE /admin/staff/:id. */
export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: async () => (await call('listStaff')).data });
}

function useChange<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: staffKey }) });
}

export function useInviteStaff() {
  return useChange(async (body: InviteStaffBody) => (await call('inviteStaff', { body })).data);
}

export function useChangeRole() {
  return useChange(
    async ({ id, role }: { id: number; role: StaffRole }) =>
      (await call('updateStaff', { params: { id }, body: { role } })).data,
  );
}

export function useRemoveStaff() {
  return useChange(async (id: number) => (await call('removeStaff', { params: { id } })).data);
}
