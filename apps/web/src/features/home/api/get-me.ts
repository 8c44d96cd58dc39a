import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

/** GET /users/me: refreshes the stored session, so an approval shows without logging in again. */
export async function getMe() {
  const { data } = await call('getMe');
  sessionStore.update(data);
  return data;
}

export function useMe() {
  return useQuery({ queryKey: ['me'], queryFn: getMe });
}
