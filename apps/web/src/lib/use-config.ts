import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /config (product.md §3): the public settings the app needs. */
export type PublicConfig = {
  news_url: string;
  whatsapp_number: string;
  whatsapp_url: string;
  plans: string[];
  departments: string[];
  opening_hours: string;
  slot_minutes: number;
  booking_horizon_days: number;
  cancel_notice_hours: number;
  timezone: string;
  today: string;
};

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => (await api<PublicConfig>('/config')).data,
  staleTime: 5 * 60_000,
});

export function useConfig() {
  return useQuery(configQuery);
}
