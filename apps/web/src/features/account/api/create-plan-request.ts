import type { contactBody } from '@arena/shared/requests/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type PlanRequestBody = z.input<typeof contactBody>;

/**
 * POST /contact for a plan change (docs/product.md#api): {name, email, phone, subject, message}, the subject
 * being 'Update Plan - ' plus the plan, which files it as a plan request for the staff.
 */
export function createPlanRequest(body: PlanRequestBody) {
  return call('contact', { body });
}

export function useCreatePlanRequest() {
  return useMutation({ mutationFn: createPlanRequest });
}
