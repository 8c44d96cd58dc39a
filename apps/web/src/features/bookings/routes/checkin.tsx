import { bookingsWords } from '@arena/shared/bookings/words';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { call, errorMessage } from '../../../lib/api-client';
import { myAppointmentsKey, useMyAppointments } from '../../../lib/list-my-appointments';
import { useConfig } from '../../../lib/use-config';
import { useRooms } from '../../../lib/rooms';
import '../bookings.css';

/**
 * `/checkin/<room code>` (docs/product.md#checkin), opened by the room's QR code: `Cheguei`
 * confirms the signed-in member's booking of that room whose window is open. A button, not a
 * call on arrival, so opening the address again does nothing by itself. The server decides.
 */
export default function CheckinRoute() {
  const roomCode = Number(useParams().roomCode);
  return (
    <ManagersOnly title={bookingsWords.checkinTitle} call="checkInAtRoom">
      <CheckinScreen roomCode={roomCode} />
    </ManagersOnly>
  );
}

/** `2026-03-02 11:00:00` plus `minutes`, as HH:MM (a booking's check-in deadline, on the space's clock). */
function plusMinutes(local: string, minutes: number): string {
  const total = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function CheckinScreen({ roomCode }: { roomCode: number }) {
  const client = useQueryClient();
  // The room by name, the window in minutes and the member's bookings of it today (walk C9).
  const room = useRooms().data?.find((r) => r.id === roomCode)?.value;
  const config = useConfig().data;
  const minutes = config?.checkin_minutes ?? 0;
  const today = useMyAppointments('upcoming').data?.filter(
    (b) => b.room === room && b.date_initial.slice(0, 10) === config?.today && !b.released_at && !b.checked_in_at,
  );
  const checkIn = useMutation({
    mutationFn: async () => (await call('checkInAtRoom', { params: { roomCode } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: myAppointmentsKey }),
  });
  return (
    <section className="stack card">
      <PageTitle>{room ? bookingsWords.checkinTitleIn(room) : bookingsWords.checkinTitle}</PageTitle>
      {checkIn.isSuccess ? (
        <p role="status">{checkIn.data.message}</p>
      ) : (
        <>
          <p>{room && minutes > 0 ? bookingsWords.checkinHintIn({ room, minutes }) : bookingsWords.checkinHint}</p>
          {minutes > 0
            ? today?.map((b) => (
                <p key={b.id}>
                  {bookingsWords.checkinYourBooking({
                    time: `${b.date_initial.slice(11, 16)}–${b.date_final.slice(11, 16)}`,
                    until: plusMinutes(b.date_initial, minutes),
                  })}
                </p>
              ))
            : null}
          <button
            type="button"
            className="button button-block"
            disabled={checkIn.isPending}
            onClick={() => checkIn.mutate()}
          >
            {bookingsWords.checkinButton}
          </button>
          {checkIn.isError ? (
            <p className="field-error" role="alert">
              {errorMessage(checkIn.error)}
            </p>
          ) : null}
        </>
      )}
      <Link to={paths.bookings}>{bookingsWords.homeMyBookings}</Link>
    </section>
  );
}
