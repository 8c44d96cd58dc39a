import { bookingsWords } from '@arena/shared/bookings/words';
import { isWeekend } from '@arena/shared/rules/dates';
import { startSlots, toMinutes } from '@arena/shared/rules/slots';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { activeManager } from '../../support/api';
import { expectAccessible, openPhone, type Phone } from '../../support/browser';
import { dayButton, openRoom, spaceToday } from './booking-helpers';

async function closedDays(): Promise<string[]> {
  const res = await fetch(`${inject('baseURL')}/api/closed-days`);
  return ((await res.json()) as Array<{ date: string }>).map((d) => d.date);
}

/** Whether the space's today has no start time left now (its clock, GET /config's hours). */
async function todayIsOver(): Promise<boolean> {
  const res = await fetch(`${inject('baseURL')}/api/config`);
  const config = (await res.json()) as { opening_hours: string; slot_minutes: number; timezone: string };
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: config.timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  const starts = startSlots({ openingHours: config.opening_hours, slotMinutes: config.slot_minutes });
  return !starts.some(([, time]) => toMinutes(time) > toMinutes(clock));
}

describe('the booking calendar', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('weekends are disabled in the calendar', async () => {
    const { page } = phone;
    const today = await spaceToday();
    // Staff may close days (docs/product.md#api); those are disabled too.
    const closed = await closedDays();
    // After its last start time today is disabled as well (issue 12).
    const over = await todayIsOver();
    await openRoom(page, await activeManager({}, 'Dora'));
    await page.getByRole('heading', { name: 'Reservar sala' }).waitFor();
    await expectAccessible(page);

    // Two months: the current one and the next, every day checked against the rules.
    for (let month = 0; month < 2; month += 1) {
      if (month > 0) await page.getByRole('button', { name: 'Ir para o próximo mês' }).click();
      const cells = page.locator('td[data-day]:not([data-outside])');
      const days = await cells.evaluateAll((tds) => tds.map((td) => td.getAttribute('data-day') ?? ''));
      expect(days.length).toBeGreaterThanOrEqual(28);
      const weekend = days.filter(isWeekend);
      expect(weekend.length).toBeGreaterThanOrEqual(8);
      for (const day of days) {
        const disabled = await page.locator(`td[data-day="${day}"]:not([data-outside]) button`).isDisabled();
        expect({ day, disabled }).toEqual({
          day,
          disabled: isWeekend(day) || day < today || (day === today && over) || closed.includes(day),
        });
      }
    }

    // Tapping a Saturday chooses nothing.
    const saturday = (
      await page.locator('td[data-day]:not([data-outside])').evaluateAll((tds) => tds.map((td) => td.dataset.day ?? ''))
    ).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6) as string;
    await (await dayButton(page, saturday)).click({ force: true });
    expect(await page.getByText(bookingsWords.roomPickDay).count()).toBe(1);
  });
});
