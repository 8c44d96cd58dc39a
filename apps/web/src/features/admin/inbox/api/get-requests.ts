import type { RequestItem, RequestStatus, RequestType } from '@arena/shared/schemas/admin-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export type RequestFilter = { type?: RequestType; status?: RequestStatus };

export const requestsKey = ['admin', 'requests'] as const;

/** GET /admin/requests?type=&status= (product.md §3): the inbox, newest first. */
export async function getRequests(filter: RequestFilter): Promise<RequestItem[]> {
  const query = new URLSearchParams();
  if (filter.type) query.set('type', filter.type);
  if (filter.status) query.set('status', filter.status);
  const qs = query.toString();
  return (await api<RequestItem[]>(`/admin/requests${qs ? `?${qs}` : ''}`)).data;
}

export function useRequests(filter: RequestFilter) {
  return useQuery({ queryKey: [...requestsKey, filter], queryFn: () => getRequests(filter) });
}
