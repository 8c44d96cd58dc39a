import { refusalOf, termsPending } from '@arena/shared/contract/access';
import type { StaffRole } from '@arena/shared/contract/endpoint';
import type { SessionRefusal } from '@arena/shared/contract/session-end';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { AuthRule, AuthUser, RouteEntry } from '../types.ts';

export type { RouteEntry };

/**
 * Bearer-token authentication and the access rules of docs/product.md#statuses-and-levels, read from each route's
 * `config.auth`. The caller is identified on onRequest (never refused there), so the rate limit
 * that follows can count them by user, or by address when the token is missing or invalid; the
 * rule is enforced on preValidation, before the body is looked at.
 *
 * The session check itself is the sessions module's, given by app.ts (`checkSession`), so this
 * plugin never reaches into a module; without one, every bearer token is unknown.
 */
export type SessionCheck = (token: string) => Promise<AuthUser | null>;
/** Why a refused token no longer works: the 401 its holder is answered (docs/product.md#sessions). */
export type SessionEnd = (token: string) => Promise<SessionRefusal>;

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { checkSession?: SessionCheck; whyEnded?: SessionEnd; termsVersion?: string },
  ) => {
    const checkSession = options.checkSession ?? (async () => null);
    const whyEnded = options.whyEnded ?? (async () => 'unauthenticated' as const);
    const termsVersion = options.termsVersion;
    app.decorateRequest('user', null);

    // Every API route must say who may call it: a route without a rule would otherwise be public
    // by omission, so it stops the start instead. The table also lets the tests check that every
    // route is in the access table (test/security/access.test.ts).
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const auth = route.config?.auth;
        if (!auth) throw new Error(`${method} ${route.url} declares no access rule (config.auth)`);
        // A staff route names the staff roles that may call it (docs/product.md#staff-roles).
        const roles = route.config?.roles;
        if (auth === 'staff' && !roles?.length) {
          throw new Error(`${method} ${route.url} is a staff route that names no staff roles (config.roles)`);
        }
        routeTable.push({
          method,
          url: route.url,
          auth,
          ...(roles ? { roles } : {}),
          ...(route.config?.beforeTerms ? { beforeTerms: true as const } : {}),
          body: route.schema?.body,
          querystring: route.schema?.querystring,
        });
      }
    });

    app.addHook('onRequest', async (request) => {
      if (ruleOf(request) === 'public') return;
      const token = bearer(request);
      request.user = token ? await checkSession(token) : null;
    });

    app.addHook('preValidation', async (request) => {
      const rule = ruleOf(request);
      if (rule === 'public' || rule === 'optional') return;
      if (!request.user) {
        // The holder of a token that no longer works is told why: ended elsewhere, a new password,
        // access removed, or an expiry (docs/product.md#sessions); without a token, the plain 401.
        const token = bearer(request);
        throw new AppError(401, token ? await whyEnded(token) : 'unauthenticated');
      }
      assertAllowed(request.user, rule, request.routeOptions.config?.roles);
      // docs/product.md#terms: a member who has not accepted the terms in force is refused every
      // other call until they do; the few a person needs meanwhile say so (`beforeTerms`).
      if (termsVersion && !request.routeOptions.config?.beforeTerms && termsPending(request.user, termsVersion)) {
        throw new AppError(403, 'termsPending');
      }
    });
  },
  { name: 'arena-auth' },
);

function ruleOf(request: FastifyRequest): AuthRule {
  return request.routeOptions.config?.auth ?? 'public';
}

export function assertAllowed(user: AuthUser, rule: AuthRule, roles?: readonly StaffRole[]): void {
  // The account holder registered the account; a team member belongs to it (docs/product.md#team-gerente).
  // Only the fields the rule reads, not a copy of the whole user: this runs on every request.
  const caller = {
    role: user.role,
    status: user.status,
    level: user.level,
    staff_role: user.staff_role,
    holder: user.role !== 'staff' && user.manager_id === null,
  };
  const refusal = refusalOf(caller, rule, roles);
  if (refusal) throw new AppError(refusal === 'unauthenticated' ? 401 : 403, refusal);
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !value || value.length > 200) return null;
  return value;
}

/** The caller of a route whose rule already required a session. */
export function me(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, 'unauthenticated');
  return request.user;
}
