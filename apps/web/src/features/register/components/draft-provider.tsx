import { createContext, type ReactNode, use, useMemo, useState } from 'react';

/**
 * The registration draft of docs/product.md#data, in memory; the server holds it too behind the browser's
 * cookie, so a reload resumes it (docs/product.md#registration-draft). The password itself never
 * comes back from the server: `passwordChosen` says the password step was done.
 */
export type Draft = {
  email: string;
  name: string;
  lastname: string;
  tel: string;
  cnpj_cpf: string;
  company_name: string;
  activity: string;
  company_tel: string;
  website: string;
  password: string;
  passwordChosen: boolean;
};

export const emptyDraft: Draft = {
  email: '',
  name: '',
  lastname: '',
  tel: '',
  cnpj_cpf: '',
  company_name: '',
  activity: '',
  company_tel: '',
  website: '',
  password: '',
  passwordChosen: false,
};

/**
 * Set in this tab once the terms step answered 200: browser back from the success screen, or a
 * reload on it, shows that the registration is complete instead of a lost draft (issue 21 item 5).
 */
const DONE_KEY = 'arena.register.done';

function doneInThisTab(): boolean {
  try {
    return sessionStorage.getItem(DONE_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDone(done: boolean): void {
  try {
    if (done) sessionStorage.setItem(DONE_KEY, '1');
    else sessionStorage.removeItem(DONE_KEY);
  } catch {
    // A browser without storage keeps the flag in memory only.
  }
}

type DraftApi = {
  draft: Draft;
  /** True once the terms step was answered with a 200: the success screen may show. */
  completed: boolean;
  update: (patch: Partial<Draft>) => void;
  complete: () => void;
  /** A new first step: the earlier registration of this tab is no longer what the steps show. */
  begin: () => void;
  /** Forgets what was typed (the success screen), keeping `completed`. */
  clear: () => void;
};

const DraftContext = createContext<DraftApi | null>(null);

export function DraftProvider({ initial, children }: { initial?: Partial<Draft>; children: ReactNode }) {
  const [draft, setDraft] = useState<Draft>({ ...emptyDraft, ...initial });
  const [completed, setCompleted] = useState(doneInThisTab);
  // Stable actions: the success screen clears the draft in an effect that depends on `clear`.
  const [actions] = useState(() => ({
    update: (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch })),
    complete: () => {
      rememberDone(true);
      setCompleted(true);
    },
    begin: () => {
      rememberDone(false);
      setCompleted(false);
    },
    clear: () => setDraft(emptyDraft),
  }));
  const api = useMemo<DraftApi>(() => ({ draft, completed, ...actions }), [draft, completed, actions]);
  return <DraftContext value={api}>{children}</DraftContext>;
}

export function useDraft(): DraftApi {
  const api = use(DraftContext);
  if (!api) throw new Error('useDraft outside DraftProvider');
  return api;
}
