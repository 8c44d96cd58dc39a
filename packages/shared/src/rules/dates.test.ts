import { describe, expect, it } from 'vitest';
import { addDays, formatDay, formatDayMonth, isDate, isWeekend, joinDateTime, splitDateTime } from './dates.ts';

// API dates are `YYYY-MM-DD HH:MM:SS` (docs/product.md#booking-rules, docs/product.md#api).

describe('isDate', () => {
  it('accepts real calendar days', () => {
    expect(isDate('2026-11-23')).toBe(true);
    expect(isDate('2026-12-31')).toBe(true);
    expect(isDate('2028-02-29')).toBe(true);
  });

  it('refuses days that do not exist', () => {
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-04-31')).toBe(false);
    expect(isDate('2026-13-01')).toBe(false);
    expect(isDate('2026-00-10')).toBe(false);
    expect(isDate('2026-11-00')).toBe(false);
  });

  it('refuses other shapes', () => {
    expect(isDate('2026-1-5')).toBe(false);
    expect(isDate('23/11/2026')).toBe(false);
    expect(isDate('2026-11-23 08:00:00')).toBe(false);
    expect(isDate('')).toBe(false);
  });
});

describe('splitDateTime', () => {
  it('splits a date and time', () => {
    expect(splitDateTime('2026-11-23 08:00:00')).toEqual({ date: '2026-11-23', time: '08:00:00' });
    expect(splitDateTime('  2026-11-23 17:30:00 ')).toEqual({ date: '2026-11-23', time: '17:30:00' });
  });

  it('is null for another shape or a day that does not exist', () => {
    expect(splitDateTime('2026-11-23 08:00')).toBeNull();
    expect(splitDateTime('2026-11-23T08:00:00')).toBeNull();
    expect(splitDateTime('2026-11-23')).toBeNull();
    expect(splitDateTime('2026-02-30 08:00:00')).toBeNull();
    expect(splitDateTime('')).toBeNull();
  });
});

describe('joinDateTime', () => {
  it('adds the seconds to an HH:MM time', () => {
    expect(joinDateTime('2026-11-23', '08:00')).toBe('2026-11-23 08:00:00');
    expect(joinDateTime('2026-11-23', '08:30:00')).toBe('2026-11-23 08:30:00');
  });
});

describe('isWeekend', () => {
  it('is true on Saturdays and Sundays', () => {
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-22')).toBe(true);
    expect(isWeekend('2027-01-02')).toBe(true);
  });

  it('is false on weekdays', () => {
    expect(isWeekend('2026-11-20')).toBe(false);
    expect(isWeekend('2026-11-23')).toBe(false);
    expect(isWeekend('2026-12-31')).toBe(false);
  });

  it('is false for something that is not a date', () => {
    expect(isWeekend('sábado')).toBe(false);
  });
});

describe('addDays', () => {
  it('adds and subtracts days inside a month', () => {
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addDays('2026-11-23', 5)).toBe('2026-11-28');
    expect(addDays('2026-11-23', -3)).toBe('2026-11-20');
  });

  it('crosses month ends, February included', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-23', 30)).toBe('2026-12-23');
  });

  it('crosses year ends both ways', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-12-01', 90)).toBe('2027-03-01');
  });

  it('throws on something that is not a date', () => {
    expect(() => addDays('23/11/2026', 1)).toThrow('Not a date: 23/11/2026');
  });

  it('writes a day as DD/MM/YYYY, or DD/MM, from anything that starts with YYYY-MM-DD', () => {
    expect(formatDay('2026-11-23')).toBe('23/11/2026');
    expect(formatDay('2026-01-05 08:00:00')).toBe('05/01/2026');
    expect(formatDay('2026-12-31T23:59:00.000Z')).toBe('31/12/2026');
    expect(formatDayMonth('2026-11-23')).toBe('23/11');
    expect(formatDayMonth('2027-02-01 18:00:00')).toBe('01/02');
  });
});
