import { bookingsWords } from '@arena/shared/bookings/words';
import type { Interval, SlotPair, SlotSettings } from '@arena/shared/rules/slots';
import { useId } from 'react';
import { effectiveHours, endChoices, pickStart, type SelectedHours, startChoices } from './slot-choices';

export type TimeSelectsProps = {
  /** The start and end slots (the seed's /hours/disabled/1 and /2), computed from /config. */
  starts: SlotPair[];
  ends: SlotPair[];
  settings: SlotSettings;
  /** That room's bookings on the chosen day. */
  taken: Interval[];
  /** On today's date: minutes now; starts at or before it are past. */
  notBefore?: number;
  value: SelectedHours;
  onChange: (value: SelectedHours) => void;
};

/**
 * Start and end selects (docs/product.md#statuses): picking a start sets the end one hour later, the end offers
 * only later slots up to the next booking, and taken or past starts cannot be chosen.
 */
export function TimeSelects({ starts, ends, settings, taken, notBefore, value, onChange }: TimeSelectsProps) {
  const id = useId();
  const context = { settings, taken };
  const startOptions = startChoices(starts, context, notBefore);
  const chosen = effectiveHours(value, startOptions, ends, context);
  const endOptions = endChoices(chosen.start, ends, context);

  return (
    <div className="time-selects">
      <div className="field">
        <label htmlFor={`${id}-start`}>{bookingsWords.roomStart}</label>
        <select
          id={`${id}-start`}
          value={chosen.start}
          onChange={(e) => onChange(pickStart(e.target.value, ends, context))}
        >
          <option value="">{bookingsWords.roomChoose}</option>
          {startOptions.map((s) => (
            <option key={s.time} value={s.time} disabled={s.disabled}>
              {s.disabled ? bookingsWords.roomSlotTaken(s.label) : s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-end`}>{bookingsWords.roomEnd}</label>
        <select
          id={`${id}-end`}
          value={chosen.end}
          disabled={!chosen.start}
          aria-describedby={chosen.start ? undefined : `${id}-end-hint`}
          onChange={(e) => onChange({ start: chosen.start, end: e.target.value })}
        >
          <option value="">{chosen.start ? bookingsWords.roomChoose : bookingsWords.roomChooseStartFirst}</option>
          {endOptions.map(([label, time]) => (
            <option key={time} value={time}>
              {label}
            </option>
          ))}
        </select>
        {chosen.start ? null : (
          <p id={`${id}-end-hint`} className="field-hint">
            {bookingsWords.roomChooseStartFirstHint}
          </p>
        )}
      </div>
    </div>
  );
}
