import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingCalendar, type BookingCalendarProps } from './booking-calendar';

const props = (today: string, value = ''): BookingCalendarProps => ({
  today,
  horizonDays: 60,
  closedDays: [],
  value,
  onChange: () => {},
  labelledBy: 'x',
});

/** The component as a first visit finds it: its module fresh, the calendar's code not yet loaded. */
async function fresh() {
  vi.resetModules();
  return (await import('./deferred-calendar')).DeferredCalendar;
}

/** What a sighted member sees of a calendar's frame: its caption, its columns and its rows. */
function layout(root: HTMLElement) {
  return {
    caption: root.querySelector('.rdp-caption_label')?.textContent,
    columns: [...root.querySelectorAll('.rdp-weekday')].map((th) => th.textContent),
    weeks: root.querySelectorAll('.rdp-week').length,
    footer: root.querySelector('.calendar-footer')?.textContent,
  };
}

describe('DeferredCalendar', () => {
  // Months of four, five and six rows (February 2026 starts on a Sunday; August 2026 on a Saturday),
  // and a chosen day in a later month than today.
  it.each([
    ['2026-02-02', ''],
    ['2026-08-03', ''],
    ['2026-11-20', ''],
    ['2030-11-20', '2030-12-02'],
  ])('draws %s’s month as the calendar will, before its code has run (chosen: %s)', async (today, value) => {
    const DeferredCalendar = await fresh();
    const pending = render(<DeferredCalendar {...props(today, value)} />);
    const before = layout(pending.container);
    expect(pending.container.querySelector('.rdp-day_button')).toBeNull();
    pending.unmount();
    const loaded = render(<BookingCalendar {...props(today, value)} />);
    expect(before).toEqual(layout(loaded.container));
  });

  it('draws the calendar once its code has loaded', async () => {
    const DeferredCalendar = await fresh();
    render(<DeferredCalendar {...props('2030-11-20')} />);
    expect(await screen.findByRole('button', { name: /25 de novembro de 2030/ })).toBeEnabled();
  });
});
