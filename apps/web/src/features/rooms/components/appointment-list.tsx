import { messages } from '@arena/shared/messages';
import { useState } from 'react';
import type { Appointment } from '@arena/shared/schemas/appointments';
import { useModal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { useCancelAppointment } from '../../../lib/cancel-appointment';
import { beforeDeadline, cancelDeadline, deadlineText, minutesNow } from '../../../lib/cancel-deadline';
import { formatWhen } from '../../../lib/format-when';

export type AppointmentListProps = {
  room: string;
  appointments: Appointment[] | undefined;
  userId: number;
  /** GET /config's `cancel_notice_hours`, `today` and `timezone`: the space's rule and clock. */
  cancelNoticeHours: number;
  today: string;
  timeZone: string;
  error?: unknown;
};

/**
 * That room's upcoming appointments (product.md §4, §8): others' read "Ocupado"; one's own show
 * until when they may be cancelled and carry Cancelar, which names the booking before it asks;
 * past the deadline the button gives way to the reason. The server still decides (seed §8).
 */
/** How many appointments show at first, and how many more each "Mostrar mais" adds. */
export const APPOINTMENTS_PAGE = 20;

export function AppointmentList({
  room,
  appointments,
  userId,
  cancelNoticeHours,
  today,
  timeZone,
  error,
}: AppointmentListProps) {
  const modal = useModal();
  const cancel = useCancelAppointment();
  // A busy room has hundreds of upcoming bookings: a phone draws the soonest, and more on request.
  const [shown, setShown] = useState(APPOINTMENTS_PAGE);
  const [shownFor, setShownFor] = useState(room);
  if (shownFor !== room) {
    setShownFor(room);
    setShown(APPOINTMENTS_PAGE);
  }

  const now = { date: today, minutes: minutesNow(timeZone) };

  const onCancel = async (appointment: Appointment, when: string) => {
    if (!(await modal.confirm(messages.confirmCancelWhich({ room, when })))) return;
    try {
      await cancel.mutateAsync({ ui: userId, ai: appointment.id });
      await modal.show(messages.cancelDone);
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };

  return (
    <section className="card stack appointments" aria-labelledby="appointments-title" aria-busy={!appointments}>
      <h2 id="appointments-title">
        {messages.roomAppointments} · {room}
      </h2>
      {error ? (
        <p className="field-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : !appointments ? (
        <p className="empty">{messages.roomLoading}</p>
      ) : appointments.length === 0 ? (
        <p className="empty">{messages.appointmentsEmpty}</p>
      ) : (
        <>
          <ul className="list">
            {appointments.slice(0, shown).map((a) => {
              const when = formatWhen(a.date_initial, a.date_final);
              if (!a.mine) {
                return (
                  <li key={a.id} className="list-item">
                    <p className="appointment-when">
                      <span>{when}</span> <span className="appointment-taken">{messages.roomTaken}</span>
                    </p>
                  </li>
                );
              }
              const deadline = cancelDeadline(a.date_initial, cancelNoticeHours);
              return (
                <li key={a.id} className="list-item">
                  <p className="appointment-when">
                    <span>{when}</span> <span className="appointment-mine">{messages.roomMine}</span>
                  </p>
                  {beforeDeadline(deadline, now) ? (
                    <>
                      <p className="appointment-deadline">
                        {messages.cancelUntil(deadlineText(deadline, a.date_initial))}
                      </p>
                      <button
                        type="button"
                        className="button button-ghost button-small"
                        disabled={cancel.isPending}
                        onClick={() => onCancel(a, when)}
                      >
                        {messages.roomCancel}
                        <span className="visually-hidden"> {messages.roomCancelWhich(when)}</span>
                      </button>
                    </>
                  ) : (
                    <p className="appointment-deadline">{messages.cancelTooLate(cancelNoticeHours)}</p>
                  )}
                </li>
              );
            })}
          </ul>
          {appointments.length > shown ? (
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setShown((n) => n + APPOINTMENTS_PAGE)}
            >
              {messages.roomShowMore({ shown: String(shown), total: String(appointments.length) })}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
