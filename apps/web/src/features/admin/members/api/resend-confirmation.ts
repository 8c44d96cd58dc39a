import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { auditKey } from '../../shell/api/audit-key';

/**
 * POST /admin/users/:id/confirmation (docs/product.md#registration-proof): a new confirmation
 * link to a registration's address. Answers the text to show staff.
 */
export async function resendConfirmation(id: number) {
  return (await call('resendConfirmation', { params: { id } })).data;
}

export function useResendConfirmation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendConfirmation,
    onSuccess: () => client.invalidateQueries({ queryKey: auditKey }),
  });
}
