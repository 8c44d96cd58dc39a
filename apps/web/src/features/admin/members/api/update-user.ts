import type { PatchUserBody } from '@arena/shared/users/staff-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { auditKey } from '../../shell/api/audit-key';
import { summaryKey } from '../../shell/api/get-summary';
import { usersKey } from './get-users';

/**
 * PATCH /admin/users/:id (docs/product.md#api, #back-office): approve, refuse (with a reason), suspend,
 * or change level, plan and seats. Answers the text to show staff.
 */
export async function updateUser({ id, ...body }: PatchUserBody & { id: number }) {
  return (await call('patchMember', { params: { id }, body })).data;
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The lists, the member's page, the pending badge and the audit log all change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: usersKey }),
        client.invalidateQueries({ queryKey: summaryKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
