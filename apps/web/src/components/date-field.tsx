import { format } from 'date-fns';
import { ptBR as dateFnsPtBR } from 'date-fns/locale';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import { calendarFormatters } from '../lib/weekdays';
import './day-picker.css';
import './date-field.css';

/** The API's `YYYY-MM-DD` as the browser's local midnight, which date-fns and the calendar read. */
function toLocalDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export type DateFieldProps = {
  label: string;
  /** The chosen day, `YYYY-MM-DD`. */
  value: string;
  /** The space's today (GET /config), not the browser's clock. */
  today: string;
  onChange: (date: string) => void;
};

/**
 * A day picked the pt-BR way, whatever the browser's language (docs/product.md#validation): the
 * day written `27/11/2026 — sexta-feira` on a button that opens the pt-BR calendar, as the
 * agenda's and the closed days' pickers do, never the browser's own date input.
 */
export function DateField({ label, value, today, onChange }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const day = toLocalDate(value);
  const text = format(day, "dd/MM/yyyy '—' EEEE", { locale: dateFnsPtBR });
  return (
    <div className="field date-field">
      <span className="date-field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="date-field-button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-calendar`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`}>{text}</span>
        <span aria-hidden="true" className="date-field-caret">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={`${id}-calendar`} className="date-field-calendar" hidden={!open}>
        {open ? (
          <DayPicker
            formatters={calendarFormatters}
            mode="single"
            required
            locale={ptBR}
            today={toLocalDate(today)}
            defaultMonth={day}
            selected={day}
            onSelect={(picked: Date) => {
              onChange(format(picked, 'yyyy-MM-dd'));
              setOpen(false);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
