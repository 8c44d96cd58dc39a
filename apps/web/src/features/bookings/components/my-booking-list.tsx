import { screenWords } from '@arena/shared/contract/screen-words';
import { formatDayMonth } from '@arena/shared/rules/dates';
import type { MyAppointment, MyBookingsPeriod } from '@arena/shared/bookings/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';

import { Link } from 'react-router';
import { useModal } from '../../../components/modal';
import { bookingGuestsPath, paths } from '../../../config/paths';

import { errorMessage } from '../../../lib/api-client';
import { useCancelAppointment } from '../../../lib/cancel-appointment';
import { minutesNow } from '../../../lib/cancel-deadline';
import { CheckinButton } from '../../../lib/checkin';
import { formatWhen } from '../../../lib/format-when';
import { useMyAppointments } from '../../../lib/list-my-appointments';
import { type PublicConfig, useConfig } from '../../../lib/use-config';

/** `2026-11-24 06:00:00` → `24/11, às 06:00`. */
function deadlineOf(cancelUntil: string): string {
  return bookingsWords.deadlineAt({
    time: cancelUntil.slice(11, 16),
    day: formatDayMonth(cancelUntil),
  });
}

/** The space's now as the API writes times, to the minute: `YYYY-MM-DD HH:MM`. */
function spaceNow(config: PublicConfig): string {
  const minutes = minutesNow(config.timezone);
  return `${config.today} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * One tab of Minhas reservas (docs/product.md#my-bookings). An upcoming booking shows its room, day and time,
 * until when it may be cancelled, and Cancelar, which names the booking before it asks; past the
 * deadline the reason replaces the button. The server still decides (docs/product.md#errors).
 */
export function MyBookingList({ period, userId }: { period: MyBookingsPeriod; userId: number }) {
  const config = useConfig();
  const bookings = useMyAppointments(period);
  const cancel = useCancelAppointment();
  const modal = useModal();

  const failed = bookings.error ?? config.error;
  if (failed) {
    return (
      <p className="field-error" role="alert">
        {errorMessage(failed)}
      </p>
    );
  }
  if (!bookings.data || !config.data) return <p className="empty">{bookingsWords.bookingsLoading}</p>;
  if (bookings.data.length === 0) {
    return (
      <div className="card stack">
        <p className="empty">
          {period === 'past' ? bookingsWords.bookingsEmptyPast : bookingsWords.bookingsEmptyUpcoming}
        </p>
        {period === 'upcoming' ? (
          <Link className="button button-block" to={paths.room}>
            {bookingsWords.bookingsBookRoom}
          </Link>
        ) : null}
      </div>
    );
  }

  const now = spaceNow(config.data);
  const hours = config.data.cancel_notice_hours;
  const onCancel = async (booking: MyAppointment, when: string, scope: 'one' | 'following' = 'one') => {
    const question =
      scope === 'following'
        ? bookingsWords.seriesConfirmCancelFollowing(`${booking.room}, ${when}`)
        : screenWords.confirmCancelWhich({ room: booking.room, when });
    if (!(await modal.confirm(question))) return;
    try {
      // The seed's body for one booking; `scope` only for a series' following ones.
      const done = await cancel.mutateAsync({
        ui: userId,
        ai: booking.id,
        ...(scope === 'following' ? { scope } : {}),
      });
      await modal.show(done.message || bookingsWords.cancelDone);
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };

  // A weekly series (docs/product.md#series): each occurrence says until when the series goes.
  const series = new Map<string, number[]>();
  for (const b of bookings.data) if (b.series_id) series.set(b.series_id, [...(series.get(b.series_id) ?? []), b.id]);
  const byId = new Map(bookings.data.map((b) => [b.id, b]));
  const lastOf = (ids: number[]) =>
    ids.reduce((last, id) => {
      const start = byId.get(id)?.date_initial ?? '';
      return start > last ? start : last;
    }, '');
  const dayOf = formatDayMonth;

  return (
    <ul className="list my-bookings">
      {bookings.data.map((b) => {
        const when = formatWhen(b.date_initial, b.date_final);
        const siblings = b.series_id ? (series.get(b.series_id) ?? []) : [];
        const place = siblings.indexOf(b.id);
        return (
          <li key={b.id} className="list-item my-booking">
            <p className="my-booking-what">
              <span className="my-booking-room">{b.room}</span> <span>{when}</span>
              {siblings.length > 1 ? (
                <span className="my-booking-series">{bookingsWords.seriesUntil(dayOf(lastOf(siblings)))}</span>
              ) : null}
              {b.overage ? (
                <>
                  {' '}
                  <span className="badge badge-overage">{bookingsWords.bookingOverage}</span>
                </>
              ) : null}
              {b.guests ? (
                <>
                  {' '}
                  <span className="badge badge-guests">{bookingsWords.guestsOn(b.guests)}</span>
                </>
              ) : null}
              {b.released_at ? (
                <>
                  {' '}
                  <span className="badge badge-released">{bookingsWords.bookingReleased}</span>
                </>
              ) : null}
            </p>
            {b.released_at ? (
              <p className="my-booking-deadline">{bookingsWords.bookingReleasedWhy}</p>
            ) : period === 'past' ? null : (
              <CheckinButton booking={b} config={config.data} />
            )}
            {period === 'past' || b.released_at || now >= b.date_initial.slice(0, 16) ? null : (
              <Link className="my-booking-guests" to={bookingGuestsPath(b.id)}>
                {bookingsWords.guestsTitle}
                <span className="visually-hidden"> {bookingsWords.guestsOfWhich(`${b.room}, ${when}`)}</span>
              </Link>
            )}
            {period === 'past' || b.released_at ? null : now < b.cancel_until ? (
              <>
                <p className="my-booking-deadline">{screenWords.cancelUntil(deadlineOf(b.cancel_until))}</p>
                <button
                  type="button"
                  className="button button-ghost button-small"
                  disabled={cancel.isPending}
                  onClick={() => onCancel(b, when)}
                >
                  {siblings.length > 1 ? bookingsWords.seriesCancelOne : bookingsWords.roomCancel}
                  <span className="visually-hidden"> {bookingsWords.roomCancelWhich(`${b.room}, ${when}`)}</span>
                </button>
                {place >= 0 && place < siblings.length - 1 ? (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    disabled={cancel.isPending}
                    onClick={() => onCancel(b, when, 'following')}
                  >
                    {bookingsWords.seriesCancelFollowing}
                    <span className="visually-hidden"> {bookingsWords.roomCancelWhich(`${b.room}, ${when}`)}</span>
                  </button>
                ) : null}
              </>
            ) : (
              <p className="my-booking-deadline">{bookingsWords.cancelTooLate(hours)}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
