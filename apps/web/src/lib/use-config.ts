import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

import type { PublicConfig } from '@arena/shared/system/schemas';

export type { PublicConfig };

/** GET /config (docs/product.md#api): the public settings the app needs. */

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => (await call('getConfig')).data,
  staleTime: 5 * 60_000,
});

export function useConfig() {
  return useQuery(configQuery);
}
