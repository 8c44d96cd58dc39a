import type { Appointment, SeriesDate } from '@arena/shared/bookings/schemas';
import { commonWords } from '@arena/shared/contract/words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { joinDateTime } from '@arena/shared/rules/dates';
import type { SlotPair } from '@arena/shared/rules/slots';

import { type FormEvent, useRef, useState } from 'react';
import { useModal } from '../../../components/modal';
import { PlanUsage } from '../../../components/plan-usage';
import { errorMessage } from '../../../lib/api-client';
import type { PublicConfig } from '../../../lib/use-config';
import { useCreateAppointment } from '../api/create-appointment';
import { DeferredCalendar } from './deferred-calendar';
import { useOverageCheck } from './overage-check';
import { dayIsOver, effectiveHours, type SelectedHours, settingsOf, startChoices, takenOn } from './slot-choices';
import { TimeSelects } from './time-selects';
import { minutesNow } from '../../../lib/cancel-deadline';

import { previewSeries, useBookSeries } from '../api/series';
import { SeriesPreview, seriesConsent } from './series-preview';

const WEEKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

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
  /** The chosen start and end: the screen holds them with the day (in its address). */
  hours: SelectedHours;
  onHoursChange: (hours: SelectedHours) => void;
};

/**
 * The shared schema, and zod with it (about 90 KB of script), is not needed to draw the screen:
 * it loads when the member first picks a day and is awaited on Reservar, so /room's first paint
 * does not evaluate it (docs/decisions/013-room-screen-first-paint.md).
 */
const loadSchema = () => import('@arena/shared/bookings/schemas').then((m) => m.storeRoomBody);

/**
 * Calendar, times and Reservar (docs/product.md#screens, #statuses, #validation). A form of a calendar and two selects has no
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
  hours,
  onHoursChange: setHours,
}: BookingFormProps) {
  const modal = useModal();
  const create = useCreateAppointment();
  const overageOk = useOverageCheck();
  // Repetir toda semana (docs/product.md#series): the weeks, and the dates' states once previewed.
  const [repeat, setRepeat] = useState(false);
  const [weeks, setWeeks] = useState(4);
  const [preview, setPreview] = useState<SeriesDate[] | null>(null);
  const bookSeries = useBookSeries();
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
    if (!storeRoomBody) return modal.show(commonWords.networkError);
    const body = storeRoomBody.safeParse({
      participants: room,
      date_initial: date && chosen.start ? joinDateTime(date, chosen.start) : '',
      date_final: date && chosen.end ? joinDateTime(date, chosen.end) : '',
      isStudio: false,
    });
    if (!body.success) return modal.show(bookingsWords.bookingInvalid);
    if (repeat) {
      // The preview's excedente, summed, is what confirming accepts (docs/product.md#series).
      const series = { ...body.data, weeks, ...(preview ? seriesConsent(preview) : {}) };
      try {
        if (!preview) return setPreview(await previewSeries(series));
        const done = await bookSeries.mutateAsync(series);
        setPreview(null);
        setHours({ start: '', end: '' });
        await modal.show(
          done.booked.length === 0
            ? bookingsWords.seriesNoneFree
            : done.refused.length === 0
              ? bookingsWords.seriesDone(done.booked.length)
              : bookingsWords.seriesDoneSome({ booked: done.booked.length, refused: done.refused.length }),
        );
      } catch (error) {
        await modal.show(errorMessage(error, bookingsWords.bookingInvalid));
      }
      return;
    }
    // docs/product.md#plans: beyond the plan's hours on a charge plan, the member is told before booking,
    // and the booking carries what they accepted (the server refuses a costlier excedente).
    const consent = await overageOk(date, chosen.start, chosen.end);
    if (!consent) return;
    try {
      await create.mutateAsync({ ...body.data, ...consent });
      setHours({ start: '', end: '' });
      await modal.show(bookingsWords.bookingDone);
    } catch (error) {
      await modal.show(errorMessage(error, bookingsWords.bookingInvalid));
    }
  };

  return (
    <form className="card booking-form" onSubmit={onSubmit} noValidate aria-labelledby="booking-title">
      <h2 id="booking-title">
        {bookingsWords.roomNewBooking} · {room}
      </h2>
      {/* The hours of the chosen day's month (this month until a day is chosen): docs/product.md#plans. */}
      <PlanUsage month={date ? date.slice(0, 7) : undefined} />
      <p id="booking-date-label" className="booking-label">
        {bookingsWords.roomDate}
      </p>
      <DeferredCalendar
        today={config.today}
        todayIsOver={dayIsOver(starts, now)}
        horizonDays={config.booking_horizon_days}
        closedDays={closedDays}
        value={date}
        onChange={(day) => {
          void loadSchema();
          setPreview(null);
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
        onChange={(next) => {
          setPreview(null);
          setHours(next);
        }}
      />
      <div className="series-choice">
        <label className="series-repeat">
          <input
            type="checkbox"
            checked={repeat}
            onChange={(e) => {
              setRepeat(e.target.checked);
              setPreview(null);
            }}
          />
          {bookingsWords.seriesRepeat}
        </label>
        {repeat ? (
          <div className="field series-weeks">
            <label htmlFor="series-weeks">{bookingsWords.seriesWeeks}</label>
            <select
              id="series-weeks"
              value={weeks}
              onChange={(e) => {
                setWeeks(Number(e.target.value));
                setPreview(null);
              }}
            >
              {WEEKS.map((n) => (
                <option key={n} value={n}>
                  {bookingsWords.seriesWeeksOption(n)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {repeat && preview ? <SeriesPreview dates={preview} /> : null}
      {repeat && preview ? (
        <div className="series-actions">
          <button
            type="submit"
            className="button button-block"
            disabled={bookSeries.isPending || !preview.some((d) => d.state === 'livre')}
          >
            {bookingsWords.seriesConfirm(preview.filter((d) => d.state === 'livre').length)}
          </button>
          <button type="button" className="button button-ghost button-block" onClick={() => setPreview(null)}>
            {bookingsWords.seriesBack}
          </button>
        </div>
      ) : (
        <button type="submit" className="button button-block" disabled={busy} aria-busy={busy}>
          {repeat ? bookingsWords.seriesPreview : bookingsWords.roomBook}
        </button>
      )}
    </form>
  );
}
