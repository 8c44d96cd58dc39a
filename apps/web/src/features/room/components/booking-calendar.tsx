import { bookingsWords } from '@arena/shared/bookings/words';
import { addDays } from '@arena/shared/rules/dates';
import { format } from 'date-fns';
import { DayPicker, type Matcher } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import '../../../components/day-picker.css';
import { formatLongDay } from './format-long-day';
import { calendarFormatters } from '../../../lib/weekdays';

export type BookingCalendarProps = {
  /** The space's today (GET /config), not the browser's clock. */
  today: string;
  /** After today's last start time (on the space's clock): today is disabled too. */
  todayIsOver?: boolean;
  horizonDays: number;
  closedDays: string[];
  /** The chosen day as YYYY-MM-DD, or ''. */
  value: string;
  onChange: (date: string) => void;
  labelledBy: string;
};

/** `YYYY-MM-DD` → local midnight, the calendar's own notion of a day. */
function toDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/**
 * The pt-BR calendar (docs/product.md#booking-rules): weekends, past days (today too once its last start has gone by),
 * closed days (docs/product.md#api) and days beyond
 * the booking horizon (docs/product.md#booking-rules) cannot be picked. react-day-picker's pt-BR locale is
 * date-fns' ptBR with its button labels translated.
 */
export function BookingCalendar({
  today,
  todayIsOver = false,
  horizonDays,
  closedDays,
  value,
  onChange,
  labelledBy,
}: BookingCalendarProps) {
  const first = toDate(today);
  const last = toDate(addDays(today, horizonDays));
  const disabled: Matcher[] = [
    { dayOfWeek: [0, 6] },
    { before: todayIsOver ? toDate(addDays(today, 1)) : first },
    { after: last },
    closedDays.map(toDate),
  ];
  return (
    <DayPicker
      formatters={calendarFormatters}
      mode="single"
      required
      locale={ptBR}
      aria-labelledby={labelledBy}
      today={first}
      defaultMonth={value ? toDate(value) : first}
      startMonth={first}
      endMonth={last}
      disabled={disabled}
      selected={value ? toDate(value) : undefined}
      onSelect={(day: Date) => onChange(format(day, 'yyyy-MM-dd'))}
      footer={
        <p className="calendar-footer">
          {value ? bookingsWords.roomChosenDay(formatLongDay(value)) : bookingsWords.roomPickDay}
        </p>
      }
    />
  );
}
