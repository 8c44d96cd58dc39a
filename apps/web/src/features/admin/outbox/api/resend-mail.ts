import type { OutboxItem } from '@arena/shared/mail/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { auditKey } from '../../shell/api/audit-key';
import { outboxKey } from './get-outbox';

/** POST /admin/outbox/:id/resend (docs/product.md#shape, #back-office): a failed e-mail goes back to the queue. */
export async function resendMail(id: number): Promise<OutboxItem> {
  return (await call('resendMail', { params: { id } })).data;
}

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    // The message's state changes, and the audit log records who sent it again.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: outboxKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
