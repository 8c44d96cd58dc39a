import type { SessionUser } from '@arena/shared/schemas/auth';
import { api } from '../../../lib/api-client';

export type Credentials = { email: string; password: string };
export type LoginAnswer = { token: string; user: SessionUser } | { message: string };

/**
 * POST /session (seed §7): 200 with the session, 203 when the data does not match. A plain
 * call, not a query hook: the login page stays free of TanStack Query.
 */
export function createSession(credentials: Credentials) {
  return api<LoginAnswer>('/session', { method: 'POST', body: credentials });
}
