import type { OutboxItem } from '@arena/shared/mail/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { olderPages } from '../../shell/api/paging';

export const OUTBOX_PAGE = 30;
export const outboxKey = ['admin', 'outbox'] as const;

/** GET /admin/outbox?before=&limit= (docs/product.md#back-office): the e-mails, newest first, a page at a time. */
export async function getOutbox(before?: number): Promise<OutboxItem[]> {
  return (await call('listOutbox', { query: { limit: OUTBOX_PAGE, before } })).data;
}

export function useOutbox() {
  return useInfiniteQuery({
    queryKey: outboxKey,
    queryFn: ({ pageParam }) => getOutbox(pageParam),
    ...olderPages(OUTBOX_PAGE),
  });
}
