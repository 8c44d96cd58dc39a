import { messages } from '@arena/shared/messages';
import { joinDateTime } from '@arena/shared/rules/dates';
import type { SlotPair } from '@arena/shared/rules/slots';
import type { Appointment } from '@arena/shared/schemas/appointments';
import { type FormEvent, useRef, useState } from 'react';
import { useModal } from '../../../components/modal';
import { PlanUsage } from '../../../components/plan-usage';
import { errorMessage } from '../../../lib/api-client';
import type { PublicConfig } from '../../../lib/use-config';
import { useCreateAppointment } from '../api/create-appointment';
import { BookingCalendar } from './booking-calendar';
import { useOverageCheck } from './overage-check';
import { dayIsOver, effectiveHours, type SelectedHours, settingsOf, startChoices, takenOn } from './slot-choices';
import { TimeSelects } from './time-selects';
import { minutesNow } from '../../../lib/cancel-deadline';

export type BookingFormProps = {
  room: string;
  config: PublicConfig;
  closedDays: string[];
  starts: SlotPair[];
  ends: SlotPair[];
  /** The chosen day's appointments of the room: they make slots taken. */
  appointments: Appointment[];
  /** The chosen day, `YYYY-MM-DD` or '': the screen holds it, as its timeline follows it too. */
  date: string;
  onDateChange: (date: string) => void;
};

/**
 * The shared schema, and zod with it (about 90 KB of script), is not needed to draw the screen:
 * it loads when the member first picks a day and is awaited on Reservar, so /room's first paint
 * does not evaluate it (docs/decisions/013-room-screen-first-paint.md).
 */
const loadSchema = () => import('@arena/shared/schemas/appointments').then((m) => m.storeRoomBody);

/**
 * Calendar, times and Reservar (seed §2, §4, §5). A form of a calendar and two selects has no
 * text to register with react-hook-form; the shared zod schema still decides, before any call,
 * that a missing date or time is `bookingInvalid`, exactly as the server would.
 */
export function BookingForm({
  room,
  config,
  closedDays,
  starts,
  ends,
  appointments,
  date,
  onDateChange,
}: BookingFormProps) {
  const modal = useModal();
  const create = useCreateAppointment();
  const overageOk = useOverageCheck();
  const [hours, setHours] = useState<SelectedHours>({ start: '', end: '' });
  // One Reservar at a time: a second submit in the same tick (a double tap, Enter and a click)
  // arrives before React re-renders the disabled button, so a ref, set synchronously, holds it.
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);

  const context = { settings: settingsOf(config), taken: takenOn(appointments, date) };
  const now = minutesNow(config.timezone);
  const notBefore = date === config.today ? now : undefined;
  const chosen = effectiveHours(hours, startChoices(starts, context, notBefore), ends, context);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      await book();
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  const book = async () => {
    const storeRoomBody = await loadSchema().catch(() => null);
    // Offline before the schema ever loaded: say so rather than do nothing.
    if (!storeRoomBody) return modal.show(messages.networkError);
    const body = storeRoomBody.safeParse({
      participants: room,
      date_initial: date && chosen.start ? joinDateTime(date, chosen.start) : '',
      date_final: date && chosen.end ? joinDateTime(date, chosen.end) : '',
      isStudio: false,
    });
    if (!body.success) return modal.show(messages.bookingInvalid);
    // product.md §9: beyond the plan's hours on a charge plan, the member is told before booking.
    if (!(await overageOk(date, chosen.start, chosen.end))) return;
    try {
      await create.mutateAsync(body.data);
      setHours({ start: '', end: '' });
      await modal.show(messages.bookingDone);
    } catch (error) {
      await modal.show(errorMessage(error, messages.bookingInvalid));
    }
  };

  return (
    <form className="card booking-form" onSubmit={onSubmit} noValidate aria-labelledby="booking-title">
      <h2 id="booking-title">
        {messages.roomNewBooking} · {room}
      </h2>
      {/* The hours of the chosen day's month (this month until a day is chosen): product.md §9. */}
      <PlanUsage month={date ? date.slice(0, 7) : undefined} />
      <p id="booking-date-label" className="booking-label">
        {messages.roomDate}
      </p>
      <BookingCalendar
        today={config.today}
        todayIsOver={dayIsOver(starts, now)}
        horizonDays={config.booking_horizon_days}
        closedDays={closedDays}
        value={date}
        onChange={(day) => {
          void loadSchema();
          onDateChange(day);
        }}
        labelledBy="booking-date-label"
      />
      <TimeSelects
        starts={starts}
        ends={ends}
        settings={context.settings}
        taken={context.taken}
        notBefore={notBefore}
        value={chosen}
        onChange={setHours}
      />
      <button type="submit" className="button button-block" disabled={busy} aria-busy={busy}>
        {messages.roomBook}
      </button>
    </form>
  );
}
