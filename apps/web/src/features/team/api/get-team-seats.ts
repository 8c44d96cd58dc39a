import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

import type { TeamSeats } from '@arena/shared/users/schemas';

export type { TeamSeats };

export const seatsKey = ['team', 'seats'] as const;

/** GET /team/seats (docs/product.md#team): the plan's seats, taken and free. */
export async function getTeamSeats(): Promise<TeamSeats> {
  return (await call('getTeamSeats')).data;
}

export function useTeamSeats() {
  return useQuery({ queryKey: seatsKey, queryFn: getTeamSeats });
}
