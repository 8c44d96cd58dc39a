import type { AgendaItem } from '@arena/shared/bookings/schemas';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';
import { isDate, isWeekend } from '@arena/shared/rules/dates';

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { errorMessage } from '../../../../lib/api-client';
import { useConfig } from '../../../../lib/use-config';
import { useActiveRooms } from '../api/get-active-rooms';
import { useAgenda } from '../api/get-agenda';
import { useClosedDays } from '../api/get-closed-days';
import { AgendaDayNav } from '../components/agenda-day-nav';
import { dayBounds } from '../components/agenda-segments';
import { AgendaTimeline } from '../components/agenda-timeline';
import { BookingDetails } from '../components/booking-details';
import '../bookings.css';

function countText(n: number): string {
  if (n === 0) return bookingsStaffWords.agendaCount0;
  if (n === 1) return bookingsStaffWords.agendaCount1;
  return bookingsStaffWords.agendaCountMany(String(n));
}

/**
 * `/admin/bookings` (docs/product.md#back-office): one day of every room, chosen with the calendar or
 * day by day; `?date=YYYY-MM-DD` opens a given day (the closed-days screen links to it).
 */
export default function BookingsRoute() {
  const config = useConfig();
  const rooms = useActiveRooms();
  const closed = useClosedDays();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const today = config.data?.today ?? '';
  const date = isDate(asked) ? asked : today;
  const agenda = useAgenda(date);
  const [open, setOpen] = useState<AgendaItem | null>(null);

  const choose = (next: string) => setParams({ date: next }, { replace: true });
  const failed = [config, rooms, closed, agenda].find((q) => q.error)?.error;
  const closedDay = closed.data?.find((d) => d.date === date);
  // A booking released for absence (docs/product.md#checkin) frees its slot: listed apart, not on the timeline.
  const live = agenda.data?.filter((b) => !b.released_at);
  const released = agenda.data?.filter((b) => b.released_at) ?? [];

  return (
    <>
      <PageTitle>{bookingsStaffWords.agendaTitle}</PageTitle>
      {failed ? (
        <p className="field-error" role="alert">
          {errorMessage(failed)}
        </p>
      ) : !config.data || !rooms.data ? (
        <p className="empty">{bookingsStaffWords.agendaLoading}</p>
      ) : (
        <div className="agenda-page">
          <AgendaDayNav
            value={date}
            today={today}
            closedDays={(closed.data ?? []).map((d) => d.date)}
            onChange={choose}
          />
          <div className="agenda-notes" role="status">
            {closedDay ? (
              <p className="agenda-note agenda-note-closed">{bookingsStaffWords.agendaClosedDay(closedDay.reason)}</p>
            ) : isWeekend(date) ? (
              <p className="agenda-note">{bookingsStaffWords.agendaWeekend}</p>
            ) : null}
            <p className="agenda-count">{live ? countText(live.length) : bookingsStaffWords.agendaLoading}</p>
          </div>
          {live ? (
            <AgendaTimeline
              rooms={rooms.data}
              bookings={live}
              bounds={dayBounds(config.data.opening_hours, live)}
              onOpen={setOpen}
            />
          ) : null}
          {released.length > 0 ? (
            <ul className="agenda-released" aria-label={bookingsStaffWords.agendaReleasedTitle}>
              {released.map((b) => (
                <li key={b.id}>
                  {b.date_initial.slice(11, 16)}–{b.date_final.slice(11, 16)} · {b.room} · {b.name} {b.lastname}:{' '}
                  <strong>{bookingsStaffWords.agendaReleased}</strong>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {open ? <BookingDetails key={open.id} booking={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
