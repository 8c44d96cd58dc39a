import type { Access, StaffRole } from './endpoint.ts';

/**
 * Who is calling, as far as an access rule looks: the session's role, status, level and staff role,
 * and whether they hold the account (registered it) rather than belong to its team. A session
 * stored before `holder` existed lacks it: only `false` refuses, and the server checks anyway.
 */
export type Caller = { role: string; status: string; level: number; staff_role?: string | null; holder?: boolean };

export type Refusal =
  | 'unauthenticated'
  | 'staffOnly'
  | 'staffRoleForbidden'
  | 'membersOnly'
  | 'pendingReview'
  | 'notActive'
  | 'managersOnly'
  | 'holdersOnly';

/**
 * Why `caller` may not make a call whose rule is `access` (docs/product.md#access-rules), as the
 * catalogue key of the words and code the server answers with; `null` when they may. The server
 * refuses with it (plugins/auth.ts) and the web says it on arrival, so both read one rule. A staff
 * rule lets in only the staff roles its endpoint names (`roles`).
 */
export function refusalOf(caller: Caller | null, access: Access, roles?: readonly StaffRole[]): Refusal | null {
  if (access === 'public' || access === 'optional') return null;
  if (!caller) return 'unauthenticated';
  if (access === 'staff') {
    if (caller.role !== 'staff') return 'staffOnly';
    // docs/product.md#staff-roles: only the roles the endpoint names; none named lets no one in.
    return roles?.some((r) => r === caller.staff_role) ? null : 'staffRoleForbidden';
  }
  if (access === 'manager' || access === 'holder') {
    // Staff accounts hold no plan, company or team: they book nothing and manage no team
    // (docs/product.md#access-rules); the back-office is theirs.
    if (caller.role === 'staff') return 'membersOnly';
    // docs/product.md#access-rules: booking, studio, account and team need status Ativo and level 2.
    // A registration still waiting for finance is told it is being reviewed; a suspended account
    // hears the seed's text (docs/product.md#statuses).
    if (caller.status === 'Pendente') return 'pendingReview';
    if (caller.status !== 'Ativo') return 'notActive';
    if (caller.level !== 2) return 'managersOnly';
    // docs/product.md#team-gerente: a team gerente books and requests the studio on the account;
    // Cadastro and the team stay the account holder's.
    if (access === 'holder' && caller.holder === false) return 'holdersOnly';
  }
  return null;
}

/**
 * Whether a caller still has to accept the terms in force (docs/product.md#terms): members only,
 * staff accept none. `inForce` is TERMS_VERSION; `terms_version` the last one the person accepted.
 */
export function termsPending(caller: { role: string; terms_version: string | null }, inForce: string): boolean {
  return caller.role !== 'staff' && caller.terms_version !== inForce;
}
