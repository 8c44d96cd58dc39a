import { bookingsWords } from '@arena/shared/bookings/words';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatWhen } from '../../../lib/format-when';
import { CheckinButton } from '../../../lib/checkin';
import { useMyAppointments } from '../../../lib/list-my-appointments';
import { useConfig } from '../../../lib/use-config';

/**
 * Home's one line on the member's bookings (docs/product.md#my-bookings): the next one (room, day, time), or
 * that there is none, and the way to Minhas reservas. Nothing while it loads or if the call
 * fails: home stays light, and Minhas reservas says what went wrong.
 */
export function NextBooking() {
  const bookings = useMyAppointments('upcoming');
  const config = useConfig();
  // A booking released for want of a check-in is not the next one (docs/product.md#checkin).
  const next = bookings.data?.find((b) => !b.released_at);
  return (
    <section className="next-booking" aria-labelledby="next-booking-title">
      <div className="next-booking-head">
        <h2 id="next-booking-title">{bookingsWords.homeNextBooking}</h2>
        <Link className="next-booking-link" to={paths.bookings}>
          {bookingsWords.homeMyBookings}
        </Link>
      </div>
      {!bookings.data ? (
        // Loading: the section keeps its place, so the tiles below do not move (home's CLS), and
        // says something comes (walk P4).
        <p className="next-booking-loading">{bookingsWords.homeNextLoading}</p>
      ) : next ? (
        <>
          <p>
            <strong>{next.room}</strong> · {formatWhen(next.date_initial, next.date_final)}
          </p>
          {config.data ? <CheckinButton booking={next} config={config.data} /> : null}
        </>
      ) : (
        <p>{bookingsWords.homeNoBooking}</p>
      )}
    </section>
  );
}
