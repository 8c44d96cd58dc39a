import type { MyAppointment, MyBookingsPeriod } from '@arena/shared/bookings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/**
 * GET /appointments/mine (docs/product.md#my-bookings): the member's upcoming bookings in every room, or
 * (`past`) those of the last 90 days. Home and Minhas reservas both read it. Its key starts with
 * `appointments`, so a cancellation refreshes it with the rooms' lists.
 */
export async function listMyAppointments(period: MyBookingsPeriod): Promise<MyAppointment[]> {
  return (await call('listMyAppointments', { query: { period: period === 'past' ? 'past' : undefined } })).data;
}

/** Both tabs of Minhas reservas. */
export const myAppointmentsKey = ['appointments', 'mine'] as const;

export const myAppointmentsQuery = (period: MyBookingsPeriod) =>
  queryOptions({
    queryKey: [...myAppointmentsKey, period],
    queryFn: () => listMyAppointments(period),
    // Asked again on every visit: a booking just made on /room must show on home at once.
    staleTime: 0,
  });

export function useMyAppointments(period: MyBookingsPeriod, { enabled = true } = {}) {
  return useQuery({ ...myAppointmentsQuery(period), enabled });
}
