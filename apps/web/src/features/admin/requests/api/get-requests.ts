import type { RequestItem, RequestStatus, RequestType } from '@arena/shared/requests/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export type RequestFilter = { type?: RequestType; status?: RequestStatus };

export const requestsKey = ['admin', 'requests'] as const;

/** GET /admin/requests?type=&status= (docs/product.md#api): the inbox, newest first. */
export async function getRequests(filter: RequestFilter): Promise<RequestItem[]> {
  return (await call('listRequests', { query: { type: filter.type, status: filter.status } })).data;
}

export function useRequests(filter: RequestFilter) {
  return useQuery({ queryKey: [...requestsKey, filter], queryFn: () => getRequests(filter) });
}
