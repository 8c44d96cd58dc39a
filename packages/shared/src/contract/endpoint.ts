import type { z } from 'zod';

/**
 * One API call, defined once (docs/decisions/018-one-definition-per-call.md): its method, the
 * seed's verbatim path under /api, who may call it, its OpenAPI words and its schemas. The
 * Fastify route, the web's typed call, the test fixtures, e2e and the access test all derive
 * from this object, so a path or an answer changes in one place.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call (docs/product.md#access-rules): anyone; anyone, with the caller identified when a
 * token comes; any signed-in user; an Ativo level-2 member (the seed's manager: the account holder
 * or a team gerente); the account holder alone, Ativo (Cadastro and the team, docs/product.md#team-gerente);
 * staff.
 */
export type Access = 'public' | 'optional' | 'user' | 'manager' | 'holder' | 'staff';

/**
 * A staff account's role (docs/product.md#staff-roles): reception, finance, administration. A
 * staff endpoint names the roles that may call it (`roles`); `admin` is never implied, so an
 * endpoint that administrators may call lists it too.
 */
export const STAFF_ROLES = ['recepcao', 'financeiro', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The OpenAPI group a call is listed under. */
export type Tag = 'auth' | 'register' | 'account' | 'team' | 'contact' | 'booking' | 'system' | 'admin';

type Schema = z.ZodType;

/**
 * Who may call: a staff endpoint must name its roles (a plain `access: 'staff'` without `roles`
 * does not compile, and a route registered without them stops the start, plugins/auth.ts);
 * the other rules take none.
 */
type Rule =
  | { readonly access: 'staff'; readonly roles: readonly [StaffRole, ...StaffRole[]] }
  | { readonly access: Exclude<Access, 'staff'>; readonly roles?: undefined };

export type Endpoint = Rule & {
  readonly method: Method;
  /** Under /api, with `:name` for a path parameter, exactly as the seed spells it. */
  readonly path: `/${string}`;
  readonly tag: Tag;
  /** One pt-BR line for the OpenAPI document. */
  readonly summary: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** The answers by status: 200 always; the seed's 203, a 304, a health's 503 where they exist. */
  readonly answers: { readonly 200: Schema } & { readonly [status: number]: Schema };
  /** A call whose body is not JSON (a picture's bytes): its content types and size limit. */
  readonly upload?: { readonly types: readonly string[]; readonly maxBytes: number };
  /** A call whose answer is not JSON (a CSV, a calendar, a picture): its content type. */
  readonly produces?: string;
  /**
   * A member's call the server answers while a new version of the terms waits to be accepted
   * (docs/product.md#terms): accepting it, signing out, reading one's own account and data,
   * asking for deletion. Every other member call is refused with `TERMS_PENDING` until then.
   */
  readonly beforeTerms?: true;
};

/** Declares an endpoint, keeping its literal types (method, path, schemas) for the callers. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** The part of an endpoint the web needs at run time: no schema, so no zod in its bundle. */
export type Head = Pick<Endpoint, 'method' | 'path' | 'access'> & { readonly roles?: readonly StaffRole[] };

type Input<S> = S extends Schema ? z.input<S> : never;
/** A part the endpoint has is required, unless everything in it is optional (a query of filters). */
type Part<K extends string, S> = S extends Schema
  ? Record<string, never> extends Input<S>
    ? { [P in K]?: Input<S> }
    : { [P in K]: Input<S> }
  : { [P in K]?: never };

/** What a caller sends: the params, query and body its schemas describe (as sent, before parsing). */
export type CallInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/** The 200 answer's type. */
export type Answer<E extends Endpoint> = z.output<E['answers'][200]>;

/** Every answer's type, by status (a 203 beside the 200 where the seed has one). */
export type Answers<E extends Endpoint> = { [S in keyof E['answers']]: z.output<E['answers'][S]> };

/** `/admin/users/:id` with `{id: 7}` → `/admin/users/7` (each value URL-encoded). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** A query object as a search string (`?from=…&to=…`), leaving out what is undefined. */
export function searchOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query).filter(([, v]) => v !== undefined && v !== null);
  if (pairs.length === 0) return '';
  return `?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}
