import type { InviteState, TeamLevel } from '@arena/shared/users/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * A team entry as GET /team answers it (docs/product.md#data): the phone comes as digits; beside it,
 * the invite and the level (2: a gerente, docs/product.md#team-gerente).
 */
export type TeamMember = { name: string; email: string; phone: string; level: TeamLevel };
export type TeamListMember = TeamMember & { invite: InviteState };

export const teamKey = ['team'] as const;

/** GET /team (docs/product.md#api): the manager's members. */
export async function getTeam(): Promise<TeamListMember[]> {
  const { data } = await call('getTeam');
  return data.map((entry) => ({ ...entry.participant, invite: entry.invite, level: entry.level }));
}

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: getTeam });
}
