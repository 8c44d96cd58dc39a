import type { RequestStatus } from '@arena/shared/requests/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { auditKey } from '../../shell/api/audit-key';
import { requestsKey } from './get-requests';
import { summaryKey } from '../../shell/api/get-summary';

/** PATCH /admin/requests/:id {status} (docs/product.md#api): done, or open again. */
export async function updateRequest({ id, status }: { id: number; status: RequestStatus }) {
  return (await call('patchRequest', { params: { id }, body: { status } })).data;
}

export function useUpdateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    // The lists, the open-requests badge and the audit log all change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: requestsKey }),
        client.invalidateQueries({ queryKey: summaryKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
