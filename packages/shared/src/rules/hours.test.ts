import { describe, expect, it } from 'vitest';
import { formatHours, minutesBetween, monthLabel, monthName, nextMonth, previousMonth } from './hours.ts';

describe('plan hours as people read them (docs/product.md#plans)', () => {
  it('writes whole hours plain and fractions with a decimal comma', () => {
    expect(formatHours(0)).toBe('0');
    expect(formatHours(180)).toBe('3');
    expect(formatHours(600)).toBe('10');
    expect(formatHours(90)).toBe('1,5');
    expect(formatHours(30)).toBe('0,5');
    expect(formatHours(20)).toBe('0,33');
  });

  it('names the months in Portuguese', () => {
    expect(monthName('2026-11')).toBe('novembro');
    expect(monthName('2027-03')).toBe('março');
    expect(monthLabel('2026-12')).toBe('dezembro de 2026');
  });

  it('steps months across the year', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-09')).toBe('2026-10');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });

  it('counts the minutes of a booking from its times', () => {
    expect(minutesBetween('08:00:00', '09:30:00')).toBe(90);
    expect(minutesBetween('00:30', '01:00')).toBe(30);
  });
});
