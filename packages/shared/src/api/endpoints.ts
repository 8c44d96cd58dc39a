import * as account from './account.ts';
import * as bookings from './bookings.ts';
import * as checkin from './checkin.ts';
import * as closedDays from './closed-days.ts';
import type { Endpoint, Head } from './endpoint.ts';
import * as invoices from './invoices.ts';
import * as plans from './plans.ts';
import * as registration from './registration.ts';
import * as requests from './requests.ts';
import * as rooms from './rooms.ts';
import * as sessions from './sessions.ts';
import * as staff from './staff.ts';
import * as staffAccounts from './staff-accounts.ts';
import * as system from './system.ts';
import * as team from './team.ts';
import * as visitors from './visitors.ts';

/**
 * Every API call by name: the server registers exactly these, the access test walks them, and
 * the web's build keeps only their heads (method, path, access; apps/web/vite.config.ts).
 */
export const endpoints = {
  ...system,
  ...sessions,
  ...registration,
  ...account,
  ...team,
  ...requests,
  ...rooms,
  ...bookings,
  ...visitors,
  ...checkin,
  ...plans,
  ...invoices,
  ...closedDays,
  ...staff,
  ...staffAccounts,
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

/** The address of an endpoint without params, from the server's root: `/api/rooms`. */
export function apiPath(name: EndpointName): string {
  return `/api${endpoints[name].path}`;
}
