import { bookingsWords } from '@arena/shared/bookings/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, apiAs } from '../../support/api';
import { expectModal, openPhone, type Phone } from '../../support/browser';
import { openRoom, pickDay, spaceToday, weekdayAfter, whenText } from './booking-helpers';

// The 3-hour refusal itself needs a booking starting within 3 hours, which a real clock only
// allows on a weekday during opening hours: routes/room.test.tsx shows its message from a
// stubbed 422 instead. Here: a booking more than 3 hours ahead is cancelled.
describe('cancelling ahead of time', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a booking more than 3 hours ahead can be cancelled', async () => {
    const { page } = phone;
    const manager = await activeManager({}, 'Elisa');
    // The next weekday at 08:00 is at least 8 hours away, whenever the test runs.
    const day = weekdayAfter(await spaceToday(), 1);
    const body = {
      participants: 'Sala 20',
      date_initial: `${day} 08:00:00`,
      date_final: `${day} 08:30:00`,
      isStudio: false as const,
    };
    await apiAs('storeAppointment', { body: body }, manager);

    await openRoom(page, manager);
    await page.getByRole('radio', { name: 'Sala 20' }).check();
    await pickDay(page, day);
    const item = page.getByRole('listitem').filter({ hasText: whenText(day, '08:00', '08:30') });
    await item.getByRole('button', { name: /Cancelar/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await expectModal(page, bookingsWords.cancelDone);
    await item.waitFor({ state: 'detached' });
    const left = await apiAs('listAppointments', { body: { participants: 'Sala 20' } }, manager);
    expect(left.filter((a) => a.mine)).toEqual([]);
  });
});
