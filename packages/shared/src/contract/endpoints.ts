import * as auditLogApi from '../audit-log/calls.ts';
import * as bookingsApi from '../bookings/calls.ts';
import * as calendarApi from '../calendar/calls.ts';
import * as closedDaysApi from '../closed-days/calls.ts';
import * as invoicesApi from '../invoices/calls.ts';
import * as invoicesStaffApi from '../invoices/staff-calls.ts';
import * as mailApi from '../mail/calls.ts';
import * as plansApi from '../plans/calls.ts';
import * as privacyApi from '../privacy/calls.ts';
import * as registrationApi from '../registration/calls.ts';
import * as requestsApi from '../requests/calls.ts';
import * as roomsApi from '../rooms/calls.ts';
import * as systemApi from '../system/calls.ts';
import * as usersApi from '../users/calls.ts';
import * as teamApi from '../users/team-calls.ts';
import type { Endpoint, Head } from './endpoint.ts';

/**
 * Every API call by name: the server registers exactly these, the access test walks them, and
 * the web's build keeps only their heads (method, path, access; apps/web/vite.config.ts).
 */
export const endpoints = {
  ...auditLogApi,
  ...bookingsApi,
  ...calendarApi,
  ...closedDaysApi,
  ...invoicesApi,
  ...invoicesStaffApi,
  ...mailApi,
  ...plansApi,
  ...privacyApi,
  ...registrationApi,
  ...requestsApi,
  ...roomsApi,
  ...systemApi,
  ...usersApi,
  ...teamApi,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Each call's method, path and access rule alone: what the web needs at run time. */
export function apiHeads(): Record<EndpointName, Head> {
  const all: Record<string, Endpoint> = endpoints;
  return Object.fromEntries(
    Object.entries(all).map(([name, e]) => [
      name,
      { method: e.method, path: e.path, access: e.access, ...(e.roles ? { roles: e.roles } : {}) },
    ]),
  ) as Record<EndpointName, Head>;
}

/**
 * The heads packed in one text for the web's build, a line per call: `name method path access
 * roles` (roles comma-separated, absent when none). Every call's head is in the login page's
 * script, so the form costs: a line is about half the bytes of an object literal.
 */
export function packedApiHeads(): string {
  return Object.entries(apiHeads())
    .map(([name, h]) => [name, h.method, h.path, h.access, ...(h.roles ? [h.roles.join(',')] : [])].join(' '))
    .join('\n');
}

/** The address of an endpoint without params, from the server's root: `/api/rooms`. */
export function apiPath(name: EndpointName): string {
  return `/api${endpoints[name].path}`;
}
