import { bookingsWords } from '@arena/shared/bookings/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, apiAs } from '../../support/api';
import { expectAccessible, expectModal, openPhone, type Phone } from '../../support/browser';
import { endSelect, openRoom, pickDay, spaceToday, startSelect, weekdayAfter, whenText } from './booking-helpers';

const book = (day: string, from: string, to: string) => ({
  participants: 'Sala 30',
  date_initial: `${day} ${from}:00`,
  date_final: `${day} ${to}:00`,
  isStudio: false as const,
});

describe('taken slots', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a taken slot is disabled and a conflicting booking is refused', async () => {
    const { page } = phone;
    const other = await activeManager({}, 'Bruno');
    const me = await activeManager({}, 'Carla');
    const day = weekdayAfter(await spaceToday(), 2);
    await apiAs('storeAppointment', { body: book(day, '14:00', '15:00') }, other);

    await openRoom(page, me);
    await page.getByRole('radio', { name: 'Sala 30' }).check();
    await pickDay(page, day);
    const theirs = page.getByRole('listitem').filter({ hasText: whenText(day, '14:00', '15:00') });
    await theirs.waitFor();
    // Someone else's booking is listed without a cancel button (docs/product.md#booking-rules).
    expect(await theirs.getByRole('button').count()).toBe(0);

    const option = (time: string) => startSelect(page).locator(`option[value="${time}"]`);
    expect(await option('14:00:00').isDisabled()).toBe(true);
    expect(await option('14:30:00').isDisabled()).toBe(true);
    expect(await option('13:30:00').isDisabled()).toBe(false);
    await startSelect(page).selectOption('13:00:00');
    expect(await endSelect(page).locator('option:not([value=""])').allTextContents()).toEqual(['13:30', '14:00']);
    expect(await endSelect(page).inputValue()).toBe('14:00:00');
    await expectAccessible(page);

    // The other manager takes 16:00 while this page still offers it: the server refuses.
    await startSelect(page).selectOption('16:00:00');
    await apiAs('storeAppointment', { body: book(day, '16:00', '17:00') }, other);
    await page.getByRole('button', { name: 'Reservar' }).click();
    await expectModal(page, bookingsWords.bookingConflict);
    await page
      .getByRole('listitem')
      .filter({ hasText: whenText(day, '16:00', '17:00') })
      .waitFor();
    expect(await option('16:00:00').isDisabled()).toBe(true);
    await expect(apiAs('storeAppointment', { body: book(day, '14:30', '15:30') }, me)).rejects.toThrow(
      bookingsWords.bookingConflict,
    );
    const stored = await apiAs('listAppointments', { body: { participants: 'Sala 30' } }, me);
    expect(stored.map((a) => [a.date_initial, a.mine])).toEqual([
      [`${day} 14:00:00`, false],
      [`${day} 16:00:00`, false],
    ]);

    // Another room keeps its own list and its own free slots.
    await page.getByRole('radio', { name: 'Sala 20' }).check();
    await page.getByRole('heading', { name: `${bookingsWords.roomAppointments} · Sala 20` }).waitFor();
    await expect.poll(() => page.getByText(whenText(day, '14:00', '15:00')).count()).toBe(0);
    expect(await option('14:00:00').isDisabled()).toBe(false);
  });
});
