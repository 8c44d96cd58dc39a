import type { Appointment } from '@arena/shared/bookings/schemas';
import { describe, expect, it } from 'vitest';
import { timelineSegments } from './timeline-segments';

const booking = (id: number, from: string, to: string, mine = false): Appointment => ({
  id,
  user_id: mine ? 7 : 9,
  participants: 'Sala 10',
  date_initial: `2030-11-25 ${from}:00`,
  date_final: `2030-11-25 ${to}:00`,
  mine,
});
const shape = (segments: ReturnType<typeof timelineSegments>) => segments.map((s) => `${s.kind} ${s.from}-${s.to}`);

describe('timelineSegments', () => {
  it('is one free range for a day without bookings', () => {
    expect(shape(timelineSegments([], '08:00-18:00'))).toEqual(['free 08:00-18:00']);
  });

  it('puts the free ranges between the bookings, in order, whatever order they came in', () => {
    const day = [booking(2, '14:00', '15:30', true), booking(1, '08:00', '09:00'), booking(3, '15:30', '16:00')];
    expect(shape(timelineSegments(day, '08:00-18:00'))).toEqual([
      'taken 08:00-09:00',
      'free 09:00-14:00',
      'mine 14:00-15:30',
      'taken 15:30-16:00',
      'free 16:00-18:00',
    ]);
  });

  it('leaves no free range after a booking that runs to closing time', () => {
    expect(shape(timelineSegments([booking(1, '17:00', '18:00')], '08:00-18:00'))).toEqual([
      'free 08:00-17:00',
      'taken 17:00-18:00',
    ]);
  });
});
