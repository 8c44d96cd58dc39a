import type { Usage } from '@arena/shared/plans/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export type { Usage };

/** GET /users/me/usage (docs/product.md#plans): the account's room hours in a month (this month without one). */
export async function getUsage(month?: string): Promise<Usage> {
  return (await call('getUsage', { query: { month } })).data;
}

/** Every month's usage: a booking or a cancellation changes them. */
export const usageKey = ['usage'] as const;

export const usageQuery = (month?: string) =>
  queryOptions({ queryKey: [...usageKey, month ?? 'current'], queryFn: () => getUsage(month) });

export function useUsage(month?: string) {
  return useQuery(usageQuery(month));
}
