import type { contactBody } from '@arena/shared/requests/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type SupportMessageBody = z.output<typeof contactBody>;

/** POST /contact for support (docs/product.md#api): {name, email, subject (the department), message}. */
export function createSupportMessage(body: SupportMessageBody) {
  return call('contact', { body });
}

export function useCreateSupportMessage() {
  return useMutation({ mutationFn: createSupportMessage });
}
