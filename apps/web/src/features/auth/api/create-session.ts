import { call } from '../../../lib/api-client';

export type Credentials = { email: string; password: string };

/**
 * POST /session (docs/product.md#api): 200 with the session, 203 when the data does not match. A plain
 * call, not a query hook: the login page stays free of TanStack Query.
 */
export function createSession(credentials: Credentials) {
  return call('createSession', { body: credentials });
}
