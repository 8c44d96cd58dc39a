import type { Appointment } from '@arena/shared/bookings/schemas';
import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../../lib/format-when';
import { minutesNow } from '../../../lib/cancel-deadline';
import { takenOn } from './slot-choices';

const booking = (date_initial: string, date_final: string): Appointment => ({
  id: 1,
  user_id: 2,
  participants: 'Sala 10',
  date_initial,
  date_final,
  mine: false,
});

describe('the booking screen’s helpers', () => {
  it('takes only the chosen day’s bookings, in minutes', () => {
    const list = [
      booking('2030-11-25 10:00:00', '2030-11-25 11:00:00'),
      booking('2030-11-26 08:00:00', '2030-11-26 09:00:00'),
    ];
    expect(takenOn(list, '2030-11-25')).toEqual([{ start: 600, end: 660 }]);
    expect(takenOn(list, '2030-11-27')).toEqual([]);
    expect(takenOn(list, '')).toEqual([]);
  });

  it('reads the time on the space’s clock, not the browser’s', () => {
    const instant = new Date('2030-11-25T15:20:00Z');
    expect(minutesNow('America/Sao_Paulo', instant)).toBe(12 * 60 + 20);
    expect(minutesNow('UTC', instant)).toBe(15 * 60 + 20);
  });

  it('writes an appointment as day and time range in pt-BR', () => {
    expect(formatWhen('2025-11-24 09:00:00', '2025-11-24 10:00:00')).toBe('seg., 24/11 · 09:00–10:00');
  });
});
