import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /terms/changes (docs/product.md#terms): what changed since the version the person accepted. */
export function useTermsChanges(enabled: boolean) {
  return useQuery({
    queryKey: ['terms-changes'],
    queryFn: async () => (await call('getTermsChanges', {})).data,
    enabled,
  });
}
