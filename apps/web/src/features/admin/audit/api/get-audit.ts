import type { AuditEntry } from '@arena/shared/audit-log/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { auditKey } from '../../shell/api/audit-key';
import { olderPages } from '../../shell/api/paging';

export const AUDIT_PAGE = 50;

/** GET /admin/audit?before=&limit= (docs/product.md#back-office): staff actions, newest first, a page at a time. */
export async function getAudit(before?: number): Promise<AuditEntry[]> {
  return (await call('listAudit', { query: { limit: AUDIT_PAGE, before } })).data;
}

export function useAudit() {
  return useInfiniteQuery({
    queryKey: auditKey,
    queryFn: ({ pageParam }) => getAudit(pageParam),
    ...olderPages(AUDIT_PAGE),
  });
}
