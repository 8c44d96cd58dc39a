import { messages } from '@arena/shared/messages';
import { myBookingsMessages } from '@arena/shared/my-bookings-messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, apiAs } from '../../support/api';
import { expectAccessible, expectModal, openPhone, type Phone } from '../../support/browser';
import { endSelect, openRoom, pickDay, spaceToday, startSelect, weekdayAfter, whenText } from './booking-helpers';

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
    // The room's day shows once a day is picked (product.md §8).
    await page.getByText(myBookingsMessages.timelinePickDay).waitFor();
    await pickDay(page, day);
    await page.getByText(messages.appointmentsEmpty).waitFor();
    await startSelect(page).selectOption('09:00:00');
    expect(await endSelect(page).inputValue()).toBe('10:00:00');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reservar' }).click();
    await expectModal(page, messages.bookingDone);

    const when = whenText(day, '09:00', '10:00');
    const item = page.getByRole('listitem').filter({ hasText: when });
    await item.waitFor();
    expect(await item.textContent()).toContain(messages.roomMine);
    const stored = await apiAs('listAppointments', { body: { participants: 'Sala 10' } }, manager);
    expect(stored).toMatchObject([{ date_initial: `${day} 09:00:00`, date_final: `${day} 10:00:00`, mine: true }]);

    // The deadline shows before Cancelar is tapped, and the confirmation names the booking.
    expect(await item.textContent()).toContain(messages.cancelUntil('06:00'));
    await item.getByRole('button', { name: /Cancelar/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.confirmCancelWhich({ room: 'Sala 10', when })).waitFor();
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expectModal(page, messages.cancelDone);
    await page.getByText(messages.appointmentsEmpty).waitFor();
    expect(await apiAs('listAppointments', { body: { participants: 'Sala 10' } }, manager)).toEqual([]);
  });
});
