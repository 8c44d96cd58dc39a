import type { AgendaItem } from '@arena/shared/bookings/schemas';
import { describe, expect, it } from 'vitest';
import { dayBounds, daySegments } from './agenda-segments';

const at = (from: string, to: string): AgendaItem => ({
  id: Number(from.replace(':', '')),
  room_id: 1,
  room: 'Sala 10',
  user_id: 2,
  name: 'Ana',
  lastname: 'Souza',
  email: 'ana@empresa.test',
  phone: '11912345678',
  company: null,
  date_initial: `2026-03-02 ${from}:00`,
  date_final: `2026-03-02 ${to}:00`,
  overage_minutes: 0,
  released_at: null,
  guests: 0,
});
const shape = (bookings: AgendaItem[], hours = '08:00-18:00') =>
  daySegments(bookings, dayBounds(hours, bookings)).map((s) => [s.kind, s.from / 60, s.to / 60]);

describe('a room’s day', () => {
  it('is all free without bookings', () => {
    expect(shape([])).toEqual([['free', 8, 18]]);
  });

  it('puts free time before, between and after the bookings, in order', () => {
    expect(shape([at('14:00', '15:00'), at('08:00', '09:30'), at('09:30', '10:00')])).toEqual([
      ['booking', 8, 9.5],
      ['booking', 9.5, 10],
      ['free', 10, 14],
      ['booking', 14, 15],
      ['free', 15, 18],
    ]);
  });

  it('stretches the day to a booking made outside today’s opening hours', () => {
    expect(shape([at('07:00', '08:30'), at('17:30', '19:00')])).toEqual([
      ['booking', 7, 8.5],
      ['free', 8.5, 17.5],
      ['booking', 17.5, 19],
    ]);
  });
});
