import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { auditKey } from '../../shell/api/audit-key';
import { summaryKey } from '../../shell/api/get-summary';
import { usersKey } from './get-users';

/**
 * POST /admin/users/:id/anonymize (docs/product.md#privacy): carries out a deletion request.
 * Answers the text to show staff.
 */
export async function anonymizeUser(id: number) {
  return (await call('anonymizeMember', { params: { id } })).data;
}

export function useAnonymizeUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: anonymizeUser,
    // The member leaves the lists; their requests close (the inbox and its badge); the audit log grows.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: usersKey }),
        client.invalidateQueries({ queryKey: summaryKey }),
        client.invalidateQueries({ queryKey: auditKey }),
        client.invalidateQueries({ queryKey: ['admin', 'requests'] }),
      ]),
  });
}
