import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /terms/versions/:version (docs/product.md#terms): a version's text as it was put in force. */
export function useTermsVersion(version: string | null) {
  return useQuery({
    queryKey: ['terms-version', version],
    queryFn: async () => (await call('getTermsVersion', { params: { version: version ?? '' } })).data,
    enabled: version !== null,
    staleTime: Infinity,
  });
}
