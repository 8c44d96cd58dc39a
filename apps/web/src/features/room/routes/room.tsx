import { bookingsWords } from '@arena/shared/bookings/words';
import { endSlots, startSlots } from '@arena/shared/rules/slots';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
import { OverdueBlock } from '../../../components/overdue-block';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/api-client';
import { type Session, useSession } from '../../../lib/session';
import { useConfig } from '../../../lib/use-config';
import { useClosedDays } from '../api/get-closed-days';
import { startingRoom, useRooms } from '../api/get-rooms';
import { useAppointments } from '../api/list-appointments';
import { DayTimeline } from '../components/day-timeline';
import { BookingForm } from '../components/booking-form';
import { RoomPicker } from '../components/room-picker';
import { settingsOf } from '../components/slot-choices';
import '../components/room.css';

/**
 * `/room` (docs/product.md#screens): room picker, calendar, start and end times, and the chosen day of the room
 * as a timeline (docs/product.md#my-bookings). Phone first in that order; from 768px the calendar and the
 * timeline side by side.
 */
export default function RoomRoute() {
  const session = useSession();
  if (!session) return null;
  // docs/product.md#access-rules: booking is for active managers; the server refuses the rest anyway (docs/product.md#statuses-and-levels).
  return (
    <ManagersOnly title={bookingsWords.roomTitle} call="storeAppointment">
      <RoomScreen session={session} />
    </ManagersOnly>
  );
}

function RoomScreen({ session }: { session: Session }) {
  const config = useConfig();
  const rooms = useRooms();
  const closed = useClosedDays();
  // The start and end slots follow from the opening hours and the slot length in /config, as the
  // server's own lists do (packages/shared/src/rules/slots.ts): no call of their own.
  const slots = useMemo(() => {
    if (!config.data) return null;
    const settings = settingsOf(config.data);
    return { starts: startSlots(settings), ends: endSlots(settings) };
  }, [config.data]);
  // The booking being chosen lives in the address (`?sala=&dia=&inicio=&fim=`), so it survives a
  // reload, and a session that ends on this screen comes back to it after signing in again
  // (docs/product.md#sessions: the login page returns to the address the person was on).
  const [draft, setDraft] = useBookingDraft();
  const list = rooms.data ?? [];
  const room = list.some((r) => r.value === draft.room) ? draft.room : startingRoom(list);
  // The chosen day: the form books it and the timeline shows it (docs/product.md#my-bookings);
  // a day already past when the person comes back is not kept.
  const today = config.data?.today;
  const date = today && draft.date < today ? '' : draft.date;
  const appointments = useAppointments(room, date);

  const failed = [config, rooms, closed].find((q) => q.error)?.error;

  // The picker draws as soon as the rooms arrive (its picture is the screen's largest paint,
  // docs/decisions/013-room-screen-first-paint.md); the calendar and the list follow when their
  // settings are in.
  return (
    <>
      <PageTitle>{bookingsWords.roomTitle}</PageTitle>
      {/* docs/product.md#overdue: said on arrival, not after the form is filled and refused. */}
      <OverdueBlock />
      {failed ? (
        <p className="field-error" role="alert">
          {errorMessage(failed)}
        </p>
      ) : !rooms.data ? (
        <p className="empty">{bookingsWords.roomLoading}</p>
      ) : (
        <div className="room-page">
          <RoomPicker rooms={rooms.data} value={room} onChange={(sala) => setDraft({ room: sala })} />
          {config.data && slots && closed.data ? (
            <div className="two-columns room-columns">
              <BookingForm
                room={room}
                config={config.data}
                closedDays={closed.data.map((d) => d.date)}
                starts={slots.starts}
                ends={slots.ends}
                appointments={appointments.data ?? []}
                date={date}
                onDateChange={(dia) => setDraft({ date: dia })}
                hours={{ start: draft.start, end: draft.end }}
                onHoursChange={(hours) => setDraft(hours)}
              />
              <DayTimeline
                room={room}
                date={date}
                appointments={appointments.data}
                userId={session.id}
                openingHours={config.data.opening_hours}
                cancelNoticeHours={config.data.cancel_notice_hours}
                today={config.data.today}
                timeZone={config.data.timezone}
                error={appointments.error}
              />
            </div>
          ) : (
            <p className="empty">{bookingsWords.roomLoading}</p>
          )}
        </div>
      )}
    </>
  );
}

type Draft = { room: string; date: string; start: string; end: string };
/** The address's names for each part of the booking being chosen. */
const PARAMS = { room: 'sala', date: 'dia', start: 'inicio', end: 'fim' } as const satisfies Record<
  keyof Draft,
  string
>;

/**
 * The room, day and times being chosen: screen state, first read from the address and written back
 * to it on every change (replacing the entry, so the back arrow still leaves the screen in one
 * step). The screen answers from its own state at once — the router applies an address change in
 * a transition, after the tap — and each write carries the whole draft, so two changes in a row
 * never write over each other. A malformed day is ignored.
 */
function useBookingDraft(): [Draft, (patch: Partial<Draft>) => void] {
  const [search, setSearch] = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => {
    const day = search.get(PARAMS.date) ?? '';
    return {
      room: search.get(PARAMS.room) ?? '',
      date: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '',
      start: search.get(PARAMS.start) ?? '',
      end: search.get(PARAMS.end) ?? '',
    };
  });
  const latest = useRef(draft);
  const update = (patch: Partial<Draft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    const params = new URLSearchParams();
    for (const key of Object.keys(PARAMS) as Array<keyof Draft>) if (next[key]) params.set(PARAMS[key], next[key]);
    setSearch(params, { replace: true });
  };
  return [draft, update];
}
