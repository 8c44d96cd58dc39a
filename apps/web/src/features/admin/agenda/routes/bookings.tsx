import { adminMessages } from '@arena/shared/admin-messages';
import { isDate, isWeekend } from '@arena/shared/rules/dates';
import type { AgendaItem } from '@arena/shared/schemas/admin-agenda';
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
  if (n === 0) return adminMessages.agendaCount0;
  if (n === 1) return adminMessages.agendaCount1;
  return adminMessages.agendaCountMany(String(n));
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

  return (
    <>
      <PageTitle>{adminMessages.agendaTitle}</PageTitle>
      {failed ? (
        <p className="field-error" role="alert">
          {errorMessage(failed)}
        </p>
      ) : !config.data || !rooms.data ? (
        <p className="empty">{adminMessages.agendaLoading}</p>
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
              <p className="agenda-note agenda-note-closed">{adminMessages.agendaClosedDay(closedDay.reason)}</p>
            ) : isWeekend(date) ? (
              <p className="agenda-note">{adminMessages.agendaWeekend}</p>
            ) : null}
            <p className="agenda-count">{agenda.data ? countText(agenda.data.length) : adminMessages.agendaLoading}</p>
          </div>
          {agenda.data ? (
            <AgendaTimeline
              rooms={rooms.data}
              bookings={agenda.data}
              bounds={dayBounds(config.data.opening_hours, agenda.data)}
              onOpen={setOpen}
            />
          ) : null}
        </div>
      )}
      {open ? <BookingDetails key={open.id} booking={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
