import { bookingsWords } from '@arena/shared/bookings/words';
import { commonWords } from '@arena/shared/contract/words';
import { monthName } from '@arena/shared/rules/hours';
import { type ComponentType, useEffect, useState } from 'react';
import '../../../components/day-picker.css';
import type { BookingCalendarProps } from './booking-calendar';
import { afterPaint } from '../../../lib/after-paint';
import { formatLongDay } from './format-long-day';
import { weekdayColumn } from '../../../lib/weekdays';

type Calendar = ComponentType<BookingCalendarProps>;
/** The calendar's code once loaded: a later visit to the screen draws it at once. */
let loaded: Calendar | null = null;
const loadCalendar = () =>
  import('./booking-calendar').then((m) => {
    loaded = m.BookingCalendar;
    return loaded;
  });

/**
 * The booking calendar, whose code (react-day-picker, 13 KiB brotli and 48 KB of script) loads after
 * the screen's first paint rather than with the screen
 * (docs/decisions/038-room-first-visit.md). Until it has run, the month is drawn as the calendar will
 * draw it — the caption, the weekdays and the weeks' rows, empty — so nothing below moves when the
 * days appear. Should its code fail to load (offline before it was ever cached), the footer says so.
 */
export function DeferredCalendar(props: BookingCalendarProps) {
  const [calendar, setCalendar] = useState<Calendar | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (calendar) return;
    let live = true;
    // After the first paint, not merely after the commit: an effect can run before the browser
    // paints, and the request would then come ahead of the screen's largest paint.
    const cancel = afterPaint(() =>
      loadCalendar().then(
        (c) => live && setCalendar(() => c),
        () => live && setFailed(true),
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [calendar]);
  if (calendar) {
    const Loaded = calendar;
    return <Loaded {...props} />;
  }
  return <PendingMonth month={(props.value || props.today).slice(0, 7)} value={props.value} failed={failed} />;
}

const WEEK = [0, 1, 2, 3, 4, 5, 6];

/** `YYYY-MM`'s month as react-day-picker lays it out (weeks from Sunday, pt-BR), without its days. */
function PendingMonth({ month, value, failed }: { month: string; value: string; failed: boolean }) {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const first = new Date(year, index, 1).getDay();
  const days = new Date(year, index + 1, 0).getDate();
  const weeks = Math.ceil((first + days) / 7);
  return (
    <div className="rdp-root" aria-busy="true">
      <div className="rdp-months">
        <div className="rdp-month">
          <div className="rdp-month_caption">
            <span className="rdp-caption_label">{`${monthName(month)} ${year}`}</span>
          </div>
          <table className="rdp-month_grid" aria-hidden="true">
            <thead>
              <tr className="rdp-weekdays">
                {WEEK.map((d) => (
                  <th key={d} className="rdp-weekday" scope="col">
                    {weekdayColumn(d)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="rdp-weeks">
              {Array.from({ length: weeks }, (_, w) => (
                <tr key={w} className="rdp-week">
                  {WEEK.map((d) => (
                    <td key={d} className="rdp-day" />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="rdp-footer" role="status">
        <p className="calendar-footer">
          {failed
            ? commonWords.networkError
            : value
              ? bookingsWords.roomChosenDay(formatLongDay(value))
              : bookingsWords.roomPickDay}
        </p>
      </div>
    </div>
  );
}
