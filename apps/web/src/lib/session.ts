import { type Refusal, refusalOf } from '@arena/shared/contract/access';
import type { EndpointName } from '@arena/shared/contract/endpoints';
import { SESSION_REFUSALS, type SessionRefusal } from '@arena/shared/contract/session-end';
import { codeOf } from '@arena/shared/contract/error-codes';
import type { SessionUser } from '@arena/shared/users/schemas';

import { useSyncExternalStore } from 'react';
import { headOf } from './api-heads';
import { SESSION_KEY } from './early-calls';

/**
 * The stored session (docs/product.md#data): token and the user's fields under one local-storage key. The
 * server's `qtt_team` is stored as `qtd_team`, as the seed's app does.
 */
export type Session = Omit<SessionUser, 'qtt_team'> & { token: string; qtd_team: number };

const KEY = SESSION_KEY;
/** Set when the server ended the session (401), so the login page can say so; SAIR never sets it. */
const ENDED_KEY = 'arena.session-ended';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Session | null } = { raw: null, value: null };

function read(): Session | null {
  const raw = localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.value;
  let value: Session | null;
  try {
    value = raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

/** Why and where the server ended the last session (ENDED_KEY). */
type Ended = { code: string; on: string; email?: string };
const endCodes = new Set<string>(SESSION_REFUSALS.map(codeOf));
/** The ends that mean the person has no access any more: a removal, or their data anonymised. */
export const NO_ACCESS_ENDS: readonly SessionRefusal[] = [
  'accessRemoved',
  'staffAccessRemoved',
  'accessAnonymized',
  'teamAccessEnded',
];
const REMOVED = new Set<string>(NO_ACCESS_ENDS.map(codeOf));

function readEnded(): Ended | null {
  const raw = localStorage.getItem(ENDED_KEY);
  if (raw === null) return null;
  try {
    const ended = JSON.parse(raw) as Partial<Ended> | null;
    if (ended && typeof ended.code === 'string' && typeof ended.on === 'string') return ended as Ended;
  } catch {
    // An older app kept the path alone.
  }
  return { code: codeOf('unauthenticated'), on: raw };
}

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: read,
  save(token: string, user: SessionUser) {
    const { qtt_team, ...rest } = user;
    localStorage.setItem(KEY, JSON.stringify({ token, ...rest, qtd_team: qtt_team }));
    localStorage.removeItem(ENDED_KEY);
    emit();
  },
  update(user: SessionUser) {
    const current = read();
    if (current) this.save(current.token, user);
  },
  /**
   * Whether the person still has to accept the terms in force (docs/product.md#terms): set when
   * the server refuses a call with TERMS_PENDING, cleared once they are accepted.
   */
  setTermsPending(pending: boolean) {
    const current = read();
    if (!current || current.terms_pending === pending) return;
    localStorage.setItem(KEY, JSON.stringify({ ...current, terms_pending: pending }));
    emit();
  },
  /** SAIR (docs/product.md#statuses): local storage is cleared entirely. */
  clear() {
    localStorage.clear();
    emit();
  },
  /**
   * The server no longer accepts the token: the same clearing as SAIR, but remembered with why
   * (the 401's code: expired, ended on another device, password changed, access removed) and
   * where the person was, so the login page says what happened, once, and signing in again brings
   * them back there (docs/product.md#sessions). A removed person's address is kept beside it,
   * so a login with it is told the access was removed, not that the data is wrong.
   */
  expire(code: string) {
    const email = read()?.email;
    localStorage.clear();
    const ended: Ended = {
      code: endCodes.has(code) ? code : codeOf('unauthenticated'),
      on: `${window.location.pathname}${window.location.search}`,
      ...(email && REMOVED.has(code) ? { email } : {}),
    };
    localStorage.setItem(ENDED_KEY, JSON.stringify(ended));
    emit();
  },
  /** The catalogue key of why the last session ended, when the server ended it (never after SAIR). */
  ended(): SessionRefusal | null {
    const ended = readEnded();
    return ended ? (SESSION_REFUSALS.find((key) => codeOf(key) === ended.code) ?? 'unauthenticated') : null;
  },
  /** The in-app path the person was on when the server ended their session, if any. */
  endedOn(): string | null {
    const ended = readEnded();
    // Nobody comes back to a removed person's screen: whoever signs in next starts at home.
    if (!ended || REMOVED.has(ended.code)) return null;
    const path = ended.on;
    return path && path.startsWith('/') && !path.startsWith('//') && path !== '/' ? path : null;
  },
  /** Whether `email` is the address whose access was removed in this browser. */
  removedEmail(email: string): boolean {
    const removed = readEnded()?.email;
    return Boolean(removed) && removed?.toLowerCase() === email.toLowerCase();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEY || e.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, read, () => null);
}

/**
 * Why the session may not make call `name`, read from that endpoint's access rule (the server's
 * own check, packages/shared/src/contract/access.ts): the catalogue key of the words the server would
 * answer with, or `null` when it may. Screens say it on arrival instead of after a form is filled.
 */
export function refusalFor(session: Session | null, name: EndpointName): Refusal | null {
  const head = headOf(name);
  return refusalOf(session, head.access, head.roles);
}

/**
 * Whether the session may make call `name` (its one definition's rule and staff roles): a control
 * whose call the person may not make is not offered (docs/product.md#staff-roles).
 */
export function can(session: Session | null, name: EndpointName): boolean {
  return refusalFor(session, name) === null;
}

/** `can` for the signed-in session: `useCan('patchMember')`. */
export function useCan(name: EndpointName): boolean {
  return can(useSession(), name);
}

/** Whether the session may use the managers' screens (booking, studio, account, team; docs/product.md#access-rules). */
export function canManage(session: Session | null): boolean {
  return refusalFor(session, 'storeAppointment') === null;
}

/** Why a person may not use a managers' screen (booking, studio, account, team), or `null`. */
export function managerRefusal(session: Session | null): Refusal | null {
  return refusalFor(session, 'storeAppointment');
}
