import { screenWords } from '@arena/shared/contract/screen-words';
import type { Appointment } from '@arena/shared/bookings/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';

import { useModal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { useCancelAppointment } from '../../../lib/cancel-appointment';
import { beforeDeadline, cancelDeadline, deadlineText, minutesNow } from '../../../lib/cancel-deadline';
import { formatDay, formatWhen } from '../../../lib/format-when';
import { formatLongDay } from './format-long-day';
import { timelineSegments } from './timeline-segments';
import './day-timeline.css';

export type DayTimelineProps = {
  room: string;
  /** The chosen day, `YYYY-MM-DD`, or '' before one is chosen. */
  date: string;
  /** That room's bookings of that day (POST /manager/appointment/list with `date`). */
  appointments: Appointment[] | undefined;
  userId: number;
  /** GET /config's opening hours, `cancel_notice_hours`, `today` and `timezone`. */
  openingHours: string;
  cancelNoticeHours: number;
  today: string;
  timeZone: string;
  error?: unknown;
};

/**
 * The chosen day of the room as a timeline (docs/product.md#my-bookings): others' bookings read "Ocupado", the
 * member's own "Sua reserva" with until when it may be cancelled and Cancelar, which names the
 * booking before it asks (past the deadline, the reason instead); between them, the free ranges.
 */
export function DayTimeline(props: DayTimelineProps) {
  const { room, date, appointments, userId, cancelNoticeHours, today, timeZone, error } = props;
  const modal = useModal();
  const cancel = useCancelAppointment();

  const onCancel = async (appointment: Appointment) => {
    const when = formatWhen(appointment.date_initial, appointment.date_final);
    if (!(await modal.confirm(screenWords.confirmCancelWhich({ room, when })))) return;
    try {
      await cancel.mutateAsync({ ui: userId, ai: appointment.id });
      await modal.show(bookingsWords.cancelDone);
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };

  const body = () => {
    if (!date) return <p className="empty">{bookingsWords.timelinePickDay}</p>;
    if (error) {
      return (
        <p className="field-error" role="alert">
          {errorMessage(error)}
        </p>
      );
    }
    if (!appointments) return <p className="empty">{bookingsWords.roomLoading}</p>;
    const now = { date: today, minutes: minutesNow(timeZone) };
    // An empty day says so once, in the seed's words; a lone "Livre" row below it repeated it (walk P5).
    if (appointments.length === 0) return <p className="empty">{bookingsWords.appointmentsEmpty}</p>;
    return (
      <>
        <ol className="timeline">
          {timelineSegments(appointments, props.openingHours).map((s) => {
            // Each row says its day too, to screen readers (and so it reads whole, as the list's did).
            const hours = (
              <>
                <span className="visually-hidden">{formatDay(date)} · </span>
                <span className="timeline-hours">
                  {s.from}–{s.to}
                </span>
              </>
            );
            if (s.kind === 'free') {
              return (
                <li key={`free-${s.from}`} className="timeline-slot timeline-free">
                  {hours} <span className="timeline-label">{bookingsWords.timelineFree}</span>
                </li>
              );
            }
            const a = s.appointment;
            if (s.kind === 'taken') {
              return (
                <li key={a.id} className="timeline-slot timeline-taken">
                  {hours} <span className="timeline-label">{screenWords.roomTaken}</span>
                </li>
              );
            }
            const deadline = cancelDeadline(a.date_initial, cancelNoticeHours);
            const open = beforeDeadline(deadline, now);
            return (
              <li key={a.id} className="timeline-slot timeline-mine">
                <span className="timeline-what">
                  {hours} <span className="timeline-label">{bookingsWords.roomMine}</span>{' '}
                  {a.overage ? (
                    <>
                      <span className="badge badge-overage">{bookingsWords.bookingOverage}</span>{' '}
                    </>
                  ) : null}
                  <span className="timeline-deadline">
                    {open
                      ? screenWords.cancelUntil(deadlineText(deadline, a.date_initial))
                      : bookingsWords.cancelTooLate(cancelNoticeHours)}
                  </span>
                </span>
                {open ? (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    disabled={cancel.isPending}
                    onClick={() => onCancel(a)}
                  >
                    {bookingsWords.roomCancel}
                    <span className="visually-hidden">
                      {' '}
                      {bookingsWords.roomCancelWhich(formatWhen(a.date_initial, a.date_final))}
                    </span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </>
    );
  };

  return (
    <section
      className="card stack appointments"
      aria-labelledby="appointments-title"
      aria-busy={Boolean(date) && !appointments && !error}
    >
      <h2 id="appointments-title">
        {bookingsWords.roomAppointments} · {room}
      </h2>
      {date ? <p className="timeline-day">{bookingsWords.timelineTitle(formatLongDay(date))}</p> : null}
      {body()}
    </section>
  );
}
