import type { MyAppointment } from '@arena/shared/bookings/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useModal } from '../components/modal';
import { call, errorMessage } from './api-client';
import { minutesNow } from './cancel-deadline';
import { myAppointmentsKey } from './list-my-appointments';
import type { PublicConfig } from './use-config';

/** How long before a booking's start its check-in opens (the server's CHECKIN_OPENS_MINUTES). */
const OPENS_MINUTES = 10;

/**
 * Whether `Cheguei` is shown for the booking now (docs/product.md#checkin): check-in on
 * (`checkin_minutes` above 0), the booking today and not yet checked in, and the space's clock
 * from 10 minutes before its start until `checkin_minutes` after. The server still decides.
 */
export function checkinOpen(booking: MyAppointment, config: PublicConfig, now: Date = new Date()): boolean {
  const minutes = config.checkin_minutes ?? 0;
  if (minutes === 0 || booking.checked_in_at) return false;
  if (booking.date_initial.slice(0, 10) !== config.today) return false;
  const start = Number(booking.date_initial.slice(11, 13)) * 60 + Number(booking.date_initial.slice(14, 16));
  const current = minutesNow(config.timezone, now);
  return current >= start - OPENS_MINUTES && current < start + minutes;
}

/** `Cheguei` on a booking whose window is open; `Check-in feito` once it is confirmed. */
export function CheckinButton({ booking, config }: { booking: MyAppointment; config: PublicConfig }) {
  const client = useQueryClient();
  const modal = useModal();
  const checkIn = useMutation({
    mutationFn: async () => (await call('checkIn', { params: { id: booking.id } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: myAppointmentsKey }),
  });
  if (booking.checked_in_at) return <p className="checkin-done">{bookingsWords.checkinDoneLabel}</p>;
  if (!checkinOpen(booking, config)) return null;
  return (
    <button
      type="button"
      className="button button-small checkin-button"
      disabled={checkIn.isPending}
      onClick={async () => {
        try {
          await modal.show((await checkIn.mutateAsync()).message);
        } catch (err) {
          await modal.show(errorMessage(err));
        }
      }}
    >
      {bookingsWords.checkinButton}
      <span className="visually-hidden"> {bookingsWords.checkinWhich(booking.room)}</span>
    </button>
  );
}
