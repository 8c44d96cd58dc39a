import type { registerPeopleBody } from '@arena/shared/registration/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** POST /register-people (docs/product.md#api): first name, last name and mobile; 200 continues. */
export function registerPeople(body: z.output<typeof registerPeopleBody>) {
  return call('registerPeople', { body });
}

export function useRegisterPeople() {
  return useMutation({ mutationFn: registerPeople });
}
