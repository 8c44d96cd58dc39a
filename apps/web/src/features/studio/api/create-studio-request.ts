import type { storeStudioBody } from '@arena/shared/bookings/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type StudioRequestBody = z.output<typeof storeStudioBody>;

/**
 * POST /manager/appointment/store for the studio (docs/product.md#api):
 * {participants: 'studio', name, phone, email, mensage, isStudio: true} — `mensage` spelt so.
 */
export function createStudioRequest(body: StudioRequestBody) {
  return call('storeAppointment', { body });
}

export function useCreateStudioRequest() {
  return useMutation({ mutationFn: createStudioRequest });
}
