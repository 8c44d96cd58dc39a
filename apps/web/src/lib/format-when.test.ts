import { describe, expect, it } from 'vitest';
import { formatDay, formatWhen } from './format-when';

// What Intl writes in pt-BR is the reference; the screen avoids Intl only for its start-up cost.
const intlShort = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});

describe('pt-BR booking dates', () => {
  it('write every day of a leap year as Intl writes it', () => {
    for (
      let day = new Date(Date.UTC(2028, 0, 1));
      day.getUTCFullYear() === 2028;
      day.setUTCDate(day.getUTCDate() + 1)
    ) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatDay(iso), iso).toBe(intlShort.format(day));
    }
  });

  it('write a booking as its day and its wall-clock times', () => {
    expect(formatWhen('2026-11-28 17:00:00', '2026-11-28 18:00:00')).toBe('sáb., 28/11 · 17:00–18:00');
  });
});
