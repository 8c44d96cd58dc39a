import { describe, expect, it } from 'vitest';
import { formatLongDay } from './format-long-day';

// What Intl writes in pt-BR is the reference; the screen avoids Intl only for its start-up cost.
const intlLong = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

describe('the chosen day, in full', () => {
  it('writes every day of a leap year as Intl writes it', () => {
    for (
      let day = new Date(Date.UTC(2028, 0, 1));
      day.getUTCFullYear() === 2028;
      day.setUTCDate(day.getUTCDate() + 1)
    ) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatLongDay(iso), iso).toBe(intlLong.format(day));
    }
    expect(formatLongDay('2026-11-23')).toBe('segunda-feira, 23 de novembro');
  });
});
