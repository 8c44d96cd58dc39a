import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { closedDaysStaffWords } from '@arena/shared/closed-days/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';

import { addDays, isWeekend } from '@arena/shared/rules/dates';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, apiAs, closedDays, reopenDay } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, openSection, type Phone } from '../../support/browser';
import { dayButton, openRoom, spaceToday, weekdayAfter } from '../rooms/booking-helpers';

/** `25/12/2026`, as the closed-days list and its buttons write a day. */
const short = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

describe('closing a day', () => {
  let staff: Phone;
  let member: Phone;
  let day = '';
  beforeEach(async () => {
    staff = await openPhone();
    member = await openPhone();
  });
  afterEach(async () => {
    // The e2e files share one server: never leave a weekday closed for the booking specs.
    if (day) await reopenDay(day);
    await staff.close();
    await member.close();
  });

  it('staff close a weekday and the member calendar disables it; reopened, it is bookable again', async () => {
    // About five weeks ahead, a weekday no other spec books on and not closed already.
    const closed = await closedDays();
    let candidate = weekdayAfter(await spaceToday(), 27);
    while (isWeekend(candidate) || closed.includes(candidate)) candidate = addDays(candidate, 1);
    day = candidate;
    const reason = `Dedetização ${Date.now().toString(36)}`;

    const { page } = staff;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await openSection(page, commonStaffWords.adminNavClosedDays);
    await page.getByRole('heading', { level: 1, name: closedDaysStaffWords.closedDaysTitle }).waitFor();
    await expectAccessible(page);

    await (await dayButton(page, day)).click();
    await page.getByText(/^Dia escolhido:/).waitFor();
    await page.getByRole('textbox', { name: closedDaysStaffWords.closedDayReason }).fill(reason);
    await page.getByRole('button', { name: closedDaysStaffWords.closedDayAdd }).click();
    await expectModal(page, closedDaysStaffWords.closedDayAdded);
    expect(await closedDays()).toContain(day);
    const year = day.slice(0, 4);
    await page.getByRole('combobox', { name: closedDaysStaffWords.closedDaysYear }).selectOption(year);
    const item = page.getByRole('listitem').filter({ hasText: reason });
    expect(await item.textContent()).toContain(short(day));
    await expectAccessible(page);

    // Booking it is refused by the server too.
    const manager = await activeManager({}, 'Otávio');
    const booking = { participants: 'Sala 10', date_initial: `${day} 09:00:00`, date_final: `${day} 10:00:00` };
    await expect(apiAs('storeAppointment', { body: { ...booking, isStudio: false } }, manager)).rejects.toThrow(
      bookingsWords.bookingClosedDay,
    );

    // The member's calendar (it reads GET /closed-days when /room opens).
    await openRoom(member.page, manager);
    expect(await (await dayButton(member.page, day)).isDisabled()).toBe(true);

    // The staff agenda says the day is closed.
    await page.goto(`/admin/bookings?date=${day}`);
    await page.getByText(bookingsStaffWords.agendaClosedDay(reason)).waitFor();

    // Reopening asks first.
    await page.goto('/admin/closed-days');
    await page.getByRole('combobox', { name: closedDaysStaffWords.closedDaysYear }).selectOption(year);
    await item.getByRole('button', { name: closedDaysStaffWords.closedDayRemoveLabel(short(day)) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expectModal(page, closedDaysStaffWords.closedDayRemoved);
    await item.waitFor({ state: 'detached' });
    expect(await closedDays()).not.toContain(day);
    await member.page.reload();
    await member.page.getByRole('radio', { name: 'Sala 10' }).waitFor({ state: 'attached' });
    expect(await (await dayButton(member.page, day)).isDisabled()).toBe(false);
  });
});
