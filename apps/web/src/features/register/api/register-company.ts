import type { registerCompanyBody } from '@arena/shared/registration/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** POST /register-company (docs/product.md#api): tax id, company name, activity, business phone, site; 200 continues. */
export function registerCompany(body: z.output<typeof registerCompanyBody>) {
  return call('registerCompany', { body });
}

export function useRegisterCompany() {
  return useMutation({ mutationFn: registerCompany });
}
