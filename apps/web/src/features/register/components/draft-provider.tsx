import { createContext, type ReactNode, use, useMemo, useState } from 'react';

/** The registration draft of docs/product.md#data, kept in memory only: a reload starts over. */
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
};

type DraftApi = {
  draft: Draft;
  /** True once the terms step was answered with a 200: the success screen may show. */
  completed: boolean;
  update: (patch: Partial<Draft>) => void;
  complete: () => void;
  /** Forgets what was typed (the success screen), keeping `completed`. */
  clear: () => void;
};

const DraftContext = createContext<DraftApi | null>(null);

export function DraftProvider({ initial, children }: { initial?: Partial<Draft>; children: ReactNode }) {
  const [draft, setDraft] = useState<Draft>({ ...emptyDraft, ...initial });
  const [completed, setCompleted] = useState(false);
  // Stable actions: the success screen clears the draft in an effect that depends on `clear`.
  const [actions] = useState(() => ({
    update: (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch })),
    complete: () => setCompleted(true),
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
