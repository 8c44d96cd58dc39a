import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';
import { addDays } from '@arena/shared/rules/dates';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import '../../../../components/day-picker.css';
import { formatLongDay, toIsoDate, toLocalDate } from './agenda-dates';
import { calendarFormatters } from '../../../../lib/weekdays';

type Props = {
  /** The chosen day, `YYYY-MM-DD`. */
  value: string;
  /** The space's today (GET /config), not the browser's clock. */
  today: string;
  /** Closed days to mark in the calendar; they stay pickable, staff may look at them. */
  closedDays: string[];
  onChange: (date: string) => void;
};

/**
 * The agenda's day (docs/product.md#back-office): previous and next day, today, and the chosen day as a button that
 * opens the pt-BR calendar. Every day can be picked, weekends and closed days included.
 */
export function AgendaDayNav({ value, today, closedDays, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const pick = (date: string) => {
    onChange(date);
    setOpen(false);
  };
  return (
    <div className="agenda-nav">
      <div className="agenda-steps">
        <button type="button" className="button button-ghost" onClick={() => onChange(addDays(value, -1))}>
          <span aria-hidden="true">‹ </span>
          {bookingsStaffWords.agendaPrevDay}
        </button>
        <button type="button" className="button button-ghost" onClick={() => pick(today)} disabled={value === today}>
          {bookingsStaffWords.agendaToday}
        </button>
        <button type="button" className="button button-ghost" onClick={() => onChange(addDays(value, 1))}>
          {bookingsStaffWords.agendaNextDay}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <button
        type="button"
        className="agenda-day"
        aria-expanded={open}
        aria-controls={calendarId}
        aria-label={`${bookingsStaffWords.agendaPickDay}: ${formatLongDay(value)}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="agenda-day-label">{formatLongDay(value)}</span>
        <span aria-hidden="true" className="agenda-day-caret">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={calendarId} className="agenda-calendar" hidden={!open}>
        {open ? (
          <DayPicker
            formatters={calendarFormatters}
            mode="single"
            required
            locale={ptBR}
            aria-label={bookingsStaffWords.agendaCalendar}
            today={toLocalDate(today)}
            defaultMonth={toLocalDate(value)}
            selected={toLocalDate(value)}
            modifiers={{ closed: closedDays.map(toLocalDate) }}
            modifiersClassNames={{ closed: 'agenda-closed-day' }}
            onSelect={(day: Date) => pick(toIsoDate(day))}
          />
        ) : null}
      </div>
    </div>
  );
}
