import { type Refusal, refusalOf } from '@arena/shared/api/access';
import type { EndpointName } from '@arena/shared/api/endpoints';
import type { SessionUser } from '@arena/shared/schemas/auth';
import { useSyncExternalStore } from 'react';
import { headOf } from './api-heads';

/**
 * The stored session (docs/product.md#data): token and the user's fields under one local-storage key. The
 * server's `qtt_team` is stored as `qtd_team`, as the seed's app does.
 */
export type Session = Omit<SessionUser, 'qtt_team'> & { token: string; qtd_team: number };

const KEY = 'arena.session';
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
   * The server no longer accepts the token (expired, revoked): the same clearing as SAIR, but
   * remembered, so the login page tells the person why they are there (docs/product.md#statuses-and-levels).
   */
  expire() {
    localStorage.clear();
    // Where the person was, so signing in again brings them back there (docs/product.md#statuses-and-levels).
    localStorage.setItem(ENDED_KEY, `${window.location.pathname}${window.location.search}`);
    emit();
  },
  /** Whether the last session was ended by the server rather than by SAIR. */
  ended(): boolean {
    return localStorage.getItem(ENDED_KEY) !== null;
  },
  /** The in-app path the person was on when the server ended their session, if any. */
  endedOn(): string | null {
    const path = localStorage.getItem(ENDED_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') && path !== '/' ? path : null;
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
 * own check, packages/shared/src/api/access.ts): the catalogue key of the words the server would
 * answer with, or `null` when it may. Screens say it on arrival instead of after a form is filled.
 */
export function refusalFor(session: Session | null, name: EndpointName): Refusal | null {
  const head = headOf(name);
  return refusalOf(session, head.access, head.roles);
}

/** Whether the session may use the managers' screens (booking, studio, account, team; docs/product.md#access-rules). */
export function canManage(session: Session | null): boolean {
  return refusalFor(session, 'storeAppointment') === null;
}

/** Why a person may not use a managers' screen (booking, studio, account, team), or `null`. */
export function managerRefusal(session: Session | null): Refusal | null {
  return refusalFor(session, 'storeAppointment');
}
