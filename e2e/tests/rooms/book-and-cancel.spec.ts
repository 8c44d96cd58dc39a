import { screenWords } from '@arena/shared/contract/screen-words';
import { bookingsWords } from '@arena/shared/bookings/words';

import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, apiAs } from '../../support/api';
import { expectAccessible, expectModal, openPhone, type Phone } from '../../support/browser';
import { endSelect, openRoom, pickDay, spaceToday, startSelect, weekdayAfter, whenText } from './booking-helpers';

/** The API calls the page makes from now on, as `METHOD /path` (query strings dropped). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

describe('booking a room', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a manager books Sala 10 and cancels it', async () => {
    const { page } = phone;
    const manager = await activeManager({}, 'Marina');
    const day = weekdayAfter(await spaceToday(), 1);
    await openRoom(page, manager);
    expect(await page.getByRole('radio', { name: 'Sala 10' }).isChecked()).toBe(true);
    // The room's day shows once a day is picked (docs/product.md#my-bookings).
    await page.getByText(bookingsWords.timelinePickDay).waitFor();
    await pickDay(page, day);
    await page.getByText(bookingsWords.appointmentsEmpty).waitFor();
    await startSelect(page).selectOption('09:00:00');
    expect(await endSelect(page).inputValue()).toBe('10:00:00');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reservar' }).click();
    await expectModal(page, bookingsWords.bookingDone);

    const when = whenText(day, '09:00', '10:00');
    const item = page.getByRole('listitem').filter({ hasText: when });
    await item.waitFor();
    expect(await item.textContent()).toContain(bookingsWords.roomMine);
    const stored = await apiAs('listAppointments', { body: { participants: 'Sala 10' } }, manager);
    // Other specs book Sala 10 on other days: this member's own booking is the one of that day.
    expect(stored.filter((b) => b.mine)).toMatchObject([
      { date_initial: `${day} 09:00:00`, date_final: `${day} 10:00:00`, mine: true },
    ]);

    // The deadline shows before Cancelar is tapped, and the confirmation names the booking.
    expect(await item.textContent()).toContain(screenWords.cancelUntil('06:00'));
    await item.getByRole('button', { name: /Cancelar/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(screenWords.confirmCancelWhich({ room: 'Sala 10', when })).waitFor();
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expectModal(page, bookingsWords.cancelDone);
    await page.getByText(bookingsWords.appointmentsEmpty).waitFor();
    expect(
      (await apiAs('listAppointments', { body: { participants: 'Sala 10' } }, manager)).filter((b) => b.mine),
    ).toEqual([]);
  });

  it('/room asks the API for its rooms, settings and closed days, and a booking asks for the hours once after it', async () => {
    const { page } = phone;
    const manager = await activeManager({}, 'Rute');
    const day = weekdayAfter(await spaceToday(), 2);
    await openRoom(page, manager);
    // Opened afresh, as from a bookmark: the start and end times come from /config, not from
    // /hours/disabled/1 and /2 (issue 20 item 4).
    const opening = recordApiCalls(page);
    await page.goto('/room');
    await startSelect(page).locator('option[value="17:30:00"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect([...opening].sort()).toEqual([
      'GET /api/closed-days',
      'GET /api/config',
      'GET /api/rooms',
      'GET /api/users/me/booking-block',
      'GET /api/users/me/usage',
    ]);

    await pickDay(page, day);
    await page.getByText(bookingsWords.appointmentsEmpty).waitFor();
    await startSelect(page).selectOption('14:00:00');
    await page.waitForLoadState('networkidle');
    const booking = recordApiCalls(page);
    await page.getByRole('button', { name: 'Reservar' }).click();
    await expectModal(page, bookingsWords.bookingDone);
    await page.waitForLoadState('networkidle');
    const store = booking.indexOf('POST /api/manager/appointment/store');
    const usage = (calls: string[]) => calls.filter((c) => c === 'GET /api/users/me/usage').length;
    // Once before (a charge plan's question needs the hours as they are), once after.
    expect([usage(booking.slice(0, store)), usage(booking.slice(store))]).toEqual([1, 1]);
  });
});
