import { registrationWords } from '@arena/shared/registration/words';
import { paths } from '../../../config/paths';
import type { Draft } from './draft-provider';

/**
 * The five steps of docs/product.md#statuses, in order. A step may open only when the steps before it left
 * their data in the draft (`needs`); otherwise the person starts again at /register.
 */
export type Step = { path: string; title: string; needs: ReadonlyArray<keyof Draft> };

export const steps: ReadonlyArray<Step> = [
  { path: paths.register.email, title: registrationWords.registerEmailTitle, needs: [] },
  { path: paths.register.personal, title: registrationWords.registerPersonalTitle, needs: ['email'] },
  { path: paths.register.business, title: registrationWords.registerBusinessTitle, needs: ['email', 'name', 'tel'] },
  {
    path: paths.register.password,
    title: registrationWords.registerPasswordTitle,
    needs: ['email', 'name', 'tel', 'cnpj_cpf', 'company_name'],
  },
  {
    path: paths.register.terms,
    title: registrationWords.registerTermsTitle,
    // The server says whether the password was chosen (a reload keeps no password in memory).
    needs: ['email', 'name', 'tel', 'cnpj_cpf', 'company_name', 'passwordChosen'],
  },
];

export function stepOf(pathname: string): { index: number; step: Step } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const index = steps.findIndex((s) => s.path === path);
  const step = steps[index];
  return step ? { index, step } : undefined;
}

export function isReady(step: Step, draft: Draft): boolean {
  return step.needs.every((key) => draft[key] !== '' && draft[key] !== false);
}

/** The last step the draft has the data for: where a resumed or interrupted wizard goes on. */
export function furthestReady(draft: Draft): Step {
  return [...steps].reverse().find((s) => isReady(s, draft)) ?? (steps[0] as Step);
}

export function stepLabel(index: number): string {
  return registrationWords.registerStep({ n: String(index + 1), total: String(steps.length) });
}
