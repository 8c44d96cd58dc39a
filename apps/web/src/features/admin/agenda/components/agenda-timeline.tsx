import type { AgendaItem } from '@arena/shared/bookings/schemas';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { toLabel } from '@arena/shared/rules/slots';

import type { CSSProperties } from 'react';
import type { ActiveRoom } from '../api/get-active-rooms';
import { type DayBounds, daySegments, type Segment } from './agenda-segments';

/** Grid rows are five minutes each, so any booking on any slot grid lands on a row line. */
const ROW_MINUTES = 5;

type Props = {
  rooms: ActiveRoom[];
  bookings: AgendaItem[];
  bounds: DayBounds;
  onOpen: (booking: AgendaItem) => void;
};

/** Where a stretch sits on the desktop grid (the phone's stacked lanes ignore it). */
function rows(s: { from: number; to: number }, open: number): CSSProperties {
  return {
    '--agenda-from': (s.from - open) / ROW_MINUTES + 1,
    '--agenda-to': (s.to - open) / ROW_MINUTES + 1,
  } as CSSProperties;
}

function SegmentItem({ segment, open, onOpen }: { segment: Segment; open: number; onOpen: Props['onOpen'] }) {
  const time = `${toLabel(segment.from)}–${toLabel(segment.to)}`;
  if (segment.kind === 'free') {
    return (
      <li className="agenda-free" style={rows(segment, open)}>
        <span className="agenda-time">{time}</span> <span>{bookingsStaffWords.agendaFree}</span>
      </li>
    );
  }
  const b = segment.booking;
  const who = `${b.name} ${b.lastname}`.trim();
  // On the desktop axis a short booking has room for its time and name only.
  const size = segment.to - segment.from < 30 ? ' agenda-tiny' : segment.to - segment.from < 60 ? ' agenda-short' : '';
  return (
    <li className={`agenda-slot${size}`} style={rows(segment, open)}>
      <button type="button" className="agenda-booking" onClick={() => onOpen(b)} title={`${time} · ${who}`}>
        <span className="agenda-time">{time}</span> <span className="agenda-who">{who}</span>{' '}
        <span className="agenda-company">{b.company ?? bookingsStaffWords.agendaNoCompany}</span>
        {b.overage_minutes > 0 ? (
          <>
            {' '}
            <span className="badge badge-overage">{bookingsStaffWords.agendaOverageBadge}</span>
          </>
        ) : null}
        {b.guests > 0 ? (
          <>
            {' '}
            <span className="badge badge-guests">{bookingsWords.guestsOn(b.guests)}</span>
          </>
        ) : null}
      </button>
    </li>
  );
}

/**
 * Every active room's day (docs/product.md#back-office): on a phone one lane per room, stacked, each a list of its
 * bookings and free stretches; from 768px the lanes stand side by side on one time axis, each
 * stretch as tall as it lasts.
 */
export function AgendaTimeline({ rooms, bookings, bounds, onOpen }: Props) {
  const { open, close } = bounds;
  const hours: number[] = [];
  for (let h = Math.ceil(open / 60) * 60; h < close; h += 60) hours.push(h);
  // Rooms no longer active still show when they hold a booking that day.
  const lanes = [
    ...rooms.map((r) => ({ id: r.id, name: r.value })),
    ...[...new Map(bookings.map((b) => [b.room_id, b.room])).entries()]
      .filter(([id]) => !rooms.some((r) => r.id === id))
      .map(([id, name]) => ({ id, name })),
  ];
  if (lanes.length === 0) return <p className="empty">{bookingsStaffWords.agendaNoRooms}</p>;
  return (
    <div
      className="agenda-grid"
      style={{ '--agenda-rows': (close - open) / ROW_MINUTES, '--agenda-lanes': lanes.length } as CSSProperties}
    >
      <div className="agenda-axis" aria-hidden="true">
        <p className="agenda-lane-title" />
        <ol className="agenda-track">
          {hours.map((h) => (
            <li key={h} style={rows({ from: h, to: Math.min(h + 60, close) }, open)}>
              {toLabel(h)}
            </li>
          ))}
        </ol>
      </div>
      {lanes.map((lane) => (
        <section key={lane.id} className="agenda-lane" aria-label={bookingsStaffWords.agendaRoomTimeline(lane.name)}>
          <h2 className="agenda-lane-title">{lane.name}</h2>
          <ol className="agenda-track">
            {daySegments(
              bookings.filter((b) => b.room_id === lane.id),
              bounds,
            ).map((s) => (
              <SegmentItem key={`${s.kind}-${s.from}`} segment={s} open={open} onOpen={onOpen} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
