import type { RegisterDraftAnswer } from '@arena/shared/registration/schemas';
import { formatMobile } from '@arena/shared/rules/phones';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Draft } from '../components/draft-provider';

/**
 * GET /register-draft (docs/product.md#statuses-and-levels): what this browser's draft holds on the server, so a reload
 * resumes the wizard. The password never comes back, only whether it was chosen: a reload on the
 * terms resumes at the terms.
 */
export async function getRegisterDraft(): Promise<RegisterDraftAnswer> {
  return (await call('getRegisterDraft')).data;
}

export function useRegisterDraft(enabled: boolean) {
  // Always the server's answer of now: never an earlier one from this visit's cache.
  return useQuery({
    queryKey: ['register-draft'],
    queryFn: getRegisterDraft,
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The server's draft as the wizard's fields hold it. */
export function toDraft(d: RegisterDraftAnswer): Partial<Draft> {
  return {
    email: d.email,
    name: d.firstname,
    lastname: d.lastname,
    tel: d.phone ? formatMobile(d.phone) : '',
    cnpj_cpf: d.document,
    company_name: d.name_company,
    activity: d.activity,
    company_tel: d.phone_company,
    website: d.site,
    passwordChosen: d.password_chosen,
  };
}
