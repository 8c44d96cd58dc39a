import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A team entry as GET /team answers it (seed §3): the phone comes as digits. */
export type TeamMember = { name: string; email: string; phone: string };

export const teamKey = ['team'] as const;

/** GET /team (seed §7): the manager's members. */
export async function getTeam(): Promise<TeamMember[]> {
  const { data } = await api<Array<{ participant: TeamMember }>>('/team');
  return data.map((entry) => entry.participant);
}

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: getTeam });
}
