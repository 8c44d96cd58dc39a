import { messages } from '@arena/shared/messages';
import { myBookingsMessages as mt } from '@arena/shared/my-bookings-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { call, errorMessage } from '../../../lib/api-client';
import { myAppointmentsKey } from '../../../lib/list-my-appointments';
import '../bookings.css';

/**
 * `/checkin/<room code>` (docs/product.md#checkin), opened by the room's QR code: `Cheguei`
 * confirms the signed-in member's booking of that room whose window is open. A button, not a
 * call on arrival, so opening the address again does nothing by itself. The server decides.
 */
export default function CheckinRoute() {
  const roomCode = Number(useParams().roomCode);
  return (
    <ManagersOnly title={messages.checkinTitle} call="checkInAtRoom">
      <CheckinScreen roomCode={roomCode} />
    </ManagersOnly>
  );
}

function CheckinScreen({ roomCode }: { roomCode: number }) {
  const client = useQueryClient();
  const checkIn = useMutation({
    mutationFn: async () => (await call('checkInAtRoom', { params: { roomCode } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: myAppointmentsKey }),
  });
  return (
    <section className="stack card">
      <PageTitle>{messages.checkinTitle}</PageTitle>
      {checkIn.isSuccess ? (
        <p role="status">{checkIn.data.message}</p>
      ) : (
        <>
          <p>{messages.checkinHint}</p>
          <button
            type="button"
            className="button button-block"
            disabled={checkIn.isPending}
            onClick={() => checkIn.mutate()}
          >
            {messages.checkinButton}
          </button>
          {checkIn.isError ? (
            <p className="field-error" role="alert">
              {errorMessage(checkIn.error)}
            </p>
          ) : null}
        </>
      )}
      <Link to={paths.bookings}>{mt.homeMyBookings}</Link>
    </section>
  );
}
