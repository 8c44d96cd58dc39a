import { describe, expect, it } from 'vitest';
import { beforeDeadline, cancelDeadline, deadlineText } from './cancel-deadline';

describe('the cancellation deadline', () => {
  it('is the notice before the start, on the same day', () => {
    expect(cancelDeadline('2030-11-25 09:00:00', 3)).toBe('2030-11-25 06:00');
    expect(deadlineText('2030-11-25 06:00', '2030-11-25 09:00:00')).toBe('06:00');
  });

  it('falls on the day before when the notice reaches past midnight', () => {
    expect(cancelDeadline('2030-11-25 01:30:00', 3)).toBe('2030-11-24 22:30');
    expect(deadlineText('2030-11-24 22:30', '2030-11-25 01:30:00')).toBe('24/11, às 22:30');
  });

  it('is passed from the deadline minute on', () => {
    expect(beforeDeadline('2030-11-20 12:00', { date: '2030-11-20', minutes: 11 * 60 + 59 })).toBe(true);
    expect(beforeDeadline('2030-11-20 12:00', { date: '2030-11-20', minutes: 12 * 60 })).toBe(false);
    expect(beforeDeadline('2030-11-20 12:00', { date: '2030-11-21', minutes: 0 })).toBe(false);
  });
});
