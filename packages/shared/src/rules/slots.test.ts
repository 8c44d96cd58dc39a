import { describe, expect, it } from 'vitest';
import {
  defaultEnd,
  endOptions,
  endSlots,
  isEndSlot,
  isStartSlot,
  isTime,
  normalizeTime,
  overlaps,
  parseOpeningHours,
  startSlots,
  takenStarts,
  toLabel,
  toMinutes,
  toTime,
} from './slots.ts';

// Booking slots: docs/product.md#statuses, docs/product.md#booking-rules.
const DAY = { openingHours: '08:00-18:00', slotMinutes: 30 };
const MORNING = { openingHours: '09:00-12:00', slotMinutes: 60 };
const at = (hhmm: string) => toMinutes(hhmm);
const labels = (pairs: [string, string][]) => pairs.map(([label]) => label);

describe('toMinutes', () => {
  it('reads HH:MM and HH:MM:00', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('08:00')).toBe(480);
    expect(toMinutes('08:00:00')).toBe(480);
    expect(toMinutes('17:30')).toBe(1050);
    expect(toMinutes('23:59')).toBe(1439);
  });

  it('refuses seconds other than 00 and times that are not times', () => {
    expect(toMinutes('08:00:30')).toBeNaN();
    expect(toMinutes('24:00')).toBeNaN();
    expect(toMinutes('8:00')).toBeNaN();
    expect(toMinutes('08:60')).toBeNaN();
    expect(toMinutes('')).toBeNaN();
  });
});

describe('time helpers', () => {
  it('isTime accepts HH:MM and HH:MM:SS only', () => {
    expect(isTime('08:00')).toBe(true);
    expect(isTime('23:59:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('8:00')).toBe(false);
  });

  it('toLabel and toTime write minutes back', () => {
    expect(toLabel(0)).toBe('00:00');
    expect(toLabel(545)).toBe('09:05');
    expect(toTime(510)).toBe('08:30:00');
  });

  it('normalizeTime adds the seconds', () => {
    expect(normalizeTime('08:00')).toBe('08:00:00');
    expect(normalizeTime('08:00:00')).toBe('08:00:00');
  });
});

describe('parseOpeningHours', () => {
  it('reads opening and closing time', () => {
    expect(parseOpeningHours('08:00-18:00')).toEqual({ open: 480, close: 1080 });
    expect(parseOpeningHours(' 08:00 - 18:00 ')).toEqual({ open: 480, close: 1080 });
    expect(parseOpeningHours('00:00-24:00')).toEqual({ open: 0, close: 1440 });
  });

  it('is null for malformed or empty hours', () => {
    for (const bad of ['', '08:00', '08:00-', '-18:00', '8:00-18:00', '08:00-18:00-20:00', 'abc-def', '08:00-25:00']) {
      expect(parseOpeningHours(bad), bad).toBeNull();
    }
  });

  it('is null when closing is not after opening', () => {
    expect(parseOpeningHours('18:00-08:00')).toBeNull();
    expect(parseOpeningHours('08:00-08:00')).toBeNull();
  });
});

describe('startSlots and endSlots', () => {
  it('start at 08:00 and end at 17:30 for 08:00-18:00 in 30 minutes', () => {
    const starts = startSlots(DAY);
    expect(starts).toHaveLength(20);
    expect(starts[0]).toEqual(['08:00', '08:00:00']);
    expect(starts[1]).toEqual(['08:30', '08:30:00']);
    expect(starts.at(-1)).toEqual(['17:30', '17:30:00']);
  });

  it('end from 08:30 to 18:00 for 08:00-18:00 in 30 minutes', () => {
    const ends = endSlots(DAY);
    expect(ends).toHaveLength(20);
    expect(ends[0]).toEqual(['08:30', '08:30:00']);
    expect(ends.at(-1)).toEqual(['18:00', '18:00:00']);
  });

  it('follow other settings', () => {
    expect(startSlots(MORNING)).toEqual([
      ['09:00', '09:00:00'],
      ['10:00', '10:00:00'],
      ['11:00', '11:00:00'],
    ]);
    expect(labels(endSlots(MORNING))).toEqual(['10:00', '11:00', '12:00']);
  });

  it('leave out a last slot that does not fit before closing', () => {
    const settings = { openingHours: '08:00-09:45', slotMinutes: 30 };
    expect(labels(startSlots(settings))).toEqual(['08:00', '08:30', '09:00']);
    expect(labels(endSlots(settings))).toEqual(['08:30', '09:00', '09:30']);
  });

  it('throw on malformed opening hours', () => {
    expect(() => startSlots({ openingHours: '18:00-08:00', slotMinutes: 30 })).toThrow(
      'Invalid opening hours: 18:00-08:00',
    );
    expect(() => endSlots({ openingHours: 'x', slotMinutes: 30 })).toThrow('Invalid opening hours: x');
  });
});

describe('isStartSlot and isEndSlot', () => {
  it('accept only times on the grid, with or without seconds', () => {
    expect(isStartSlot('08:00', DAY)).toBe(true);
    expect(isStartSlot('17:30:00', DAY)).toBe(true);
    expect(isStartSlot('18:00', DAY)).toBe(false);
    expect(isStartSlot('08:15', DAY)).toBe(false);
    expect(isStartSlot('07:30', DAY)).toBe(false);
    expect(isEndSlot('18:00:00', DAY)).toBe(true);
    expect(isEndSlot('08:00', DAY)).toBe(false);
  });
});

describe('overlaps', () => {
  it('is true when two bookings share time', () => {
    expect(overlaps({ start: 600, end: 660 }, { start: 630, end: 690 })).toBe(true);
    expect(overlaps({ start: 600, end: 720 }, { start: 630, end: 660 })).toBe(true);
    expect(overlaps({ start: 600, end: 660 }, { start: 600, end: 660 })).toBe(true);
  });

  it('is false for touching or separate bookings', () => {
    expect(overlaps({ start: 600, end: 660 }, { start: 660, end: 720 })).toBe(false);
    expect(overlaps({ start: 660, end: 720 }, { start: 600, end: 660 })).toBe(false);
    expect(overlaps({ start: 600, end: 630 }, { start: 700, end: 760 })).toBe(false);
  });
});

describe('endOptions', () => {
  it('offers only the slots after the start', () => {
    const options = endOptions('10:00', DAY);
    expect(options).toHaveLength(16);
    expect(options[0]).toEqual(['10:30', '10:30:00']);
    expect(options.at(-1)).toEqual(['18:00', '18:00:00']);
    expect(labels(endOptions('17:30:00', DAY))).toEqual(['18:00']);
  });

  it('never runs past the next booking of the day', () => {
    const taken = [
      { start: at('15:00'), end: at('16:00') },
      { start: at('11:00'), end: at('11:30') },
    ];
    expect(labels(endOptions('10:00', DAY, taken))).toEqual(['10:30', '11:00']);
  });

  it('ignores bookings that end before the start', () => {
    const taken = [{ start: at('09:00'), end: at('10:00') }];
    expect(endOptions('10:00', DAY, taken)).toHaveLength(16);
  });

  it('is empty when a booking starts at that time, or the start is not a time', () => {
    expect(endOptions('10:00', DAY, [{ start: at('10:00'), end: at('11:00') }])).toEqual([]);
    expect(endOptions('dez horas', DAY)).toEqual([]);
  });
});

describe('defaultEnd', () => {
  it('is two slots after the start', () => {
    expect(defaultEnd('08:00', DAY)).toBe('09:00:00');
    expect(defaultEnd('10:30:00', DAY)).toBe('11:30:00');
    expect(defaultEnd('17:00', DAY)).toBe('18:00:00');
    expect(defaultEnd('09:00', MORNING)).toBe('11:00:00');
  });

  it('falls back to the last possible end near closing', () => {
    expect(defaultEnd('17:30', DAY)).toBe('18:00:00');
    expect(defaultEnd('11:00', MORNING)).toBe('12:00:00');
  });

  it('stops at a booking that starts 30 minutes later', () => {
    expect(defaultEnd('10:00', DAY, [{ start: at('10:30'), end: at('11:30') }])).toBe('10:30:00');
  });

  it('is null when no end is possible', () => {
    expect(defaultEnd('10:00', DAY, [{ start: at('10:00'), end: at('11:00') }])).toBeNull();
    expect(defaultEnd('18:00', DAY)).toBeNull();
  });
});

describe('takenStarts', () => {
  it('is empty with no bookings', () => {
    expect(takenStarts(DAY, [])).toEqual(new Set());
  });

  it('holds every start slot inside a booking', () => {
    expect(takenStarts(DAY, [{ start: at('10:00'), end: at('11:00') }])).toEqual(new Set(['10:00:00', '10:30:00']));
    expect(takenStarts(DAY, [{ start: at('17:30'), end: at('18:00') }])).toEqual(new Set(['17:30:00']));
  });

  it('holds slots touched by an off-grid booking, but not merely adjacent ones', () => {
    expect(takenStarts(DAY, [{ start: at('10:15'), end: at('10:45') }])).toEqual(new Set(['10:00:00', '10:30:00']));
    expect(takenStarts(DAY, [{ start: at('10:00'), end: at('10:30') }]).has('10:30:00')).toBe(false);
    expect(takenStarts(DAY, [{ start: at('10:00'), end: at('10:30') }]).has('09:30:00')).toBe(false);
  });
});
