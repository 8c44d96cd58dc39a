import { bookingsWords } from '@arena/shared/bookings/words';
import { usersWords } from '@arena/shared/users/words';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';

import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { type Account, activeManager, apiAs, bookedId, mailsTo } from '../../support/api';
import { expectAccessible, loginAs, openPhone, type Phone } from '../../support/browser';
import { runSql } from '../../support/database';
import { checkScreen } from '../../support/screens';
import { hhmm, spaceNow, spaceToday, weekdayAfter } from '../rooms/booking-helpers';

// Sala 30 at 08:00 about three weeks ahead: no other spec books there.
const ROOM = 'Sala 30';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, name);
}

describe('visitors', () => {
  let phone: Phone;
  let host: Account | undefined;
  let booked = 0;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });
  afterAll(async () => {
    // The e2e files share one server: free the slot (moved to now, too close for the member's own cancel).
    if (host && booked)
      await runSql('UPDATE appointments SET cancelled_at = ?, cancelled_by = user_id WHERE id = ?', [
        new Date().toISOString(),
        booked,
      ]);
  });

  it('a member adds guests to a booking from Minhas reservas, the guest is invited, reception marks the arrival and the host is told', async () => {
    host = await activeManager({}, 'Renata');
    const day = weekdayAfter(await spaceToday(), 15);
    const stored = await apiAs(
      'storeAppointment',
      { body: { participants: ROOM, date_initial: `${day} 08:00:00`, date_final: `${day} 09:30:00`, isStudio: false } },
      host,
    );
    booked = bookedId(stored);
    const guestEmail = `convidado-${host.id}@cliente.test`;

    const { page } = phone;
    await loginAs(page, host.email, host.password);
    await page.goto('/bookings');
    await page.getByRole('link', { name: new RegExp(`^${bookingsWords.guestsTitle} da reserva de ${ROOM}`) }).click();
    await page.getByRole('heading', { level: 1, name: bookingsWords.guestsTitle }).waitFor();
    await page.getByText(bookingsWords.guestsCount({ count: 0, max: 11 })).waitFor();

    // A bad address is refused in the form, with the server's own words.
    await page.getByLabel(bookingsWords.guestsName).fill('Carla Dias');
    await page.getByLabel(bookingsWords.guestsEmail).fill('carla@');
    await page.getByRole('button', { name: bookingsWords.guestsAdd }).click();
    await page.getByText(usersWords.emailInvalid).waitFor();

    await page.getByLabel(bookingsWords.guestsEmail).fill(guestEmail);
    await page.getByRole('button', { name: bookingsWords.guestsAdd }).click();
    await page.getByText(guestEmail).waitFor();
    await page.getByLabel(bookingsWords.guestsName).fill('Diego Ramos');
    await page.getByRole('button', { name: bookingsWords.guestsAdd }).click();
    await page.locator('.guest-name', { hasText: 'Diego Ramos' }).waitFor();
    await page.getByText(bookingsWords.guestsCount({ count: 2, max: 11 })).waitFor();
    await expectAccessible(page);
    await shot(page, 'booking-guests');

    const invitation = (await mailsTo(guestEmail))[0];
    expect(invitation?.subject).toBe('Convite para uma reunião no Arena Cowork');
    expect(invitation?.text).toContain(ROOM);

    await page.getByRole('button', { name: `${bookingsWords.guestsRemove} Diego Ramos` }).click();
    await page.locator('.guest-name', { hasText: 'Diego Ramos' }).waitFor({ state: 'detached' });

    // Reception, on the day's Convidados de hoje.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, ADMIN.email, ADMIN.password);
    // Days before the visit the list says the day, and no arrival can be recorded yet.
    await page.goto(`/admin/visitors?date=${day}`);
    const dayWords = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    await page.getByRole('heading', { level: 1, name: bookingsStaffWords.adminVisitorsTitleOn(dayWords) }).waitFor();
    const early = page.locator('.visitor', { hasText: 'Carla Dias' });
    await early.getByText(bookingsStaffWords.adminVisitorsArriveOnTheDay).waitFor();
    expect(await early.textContent()).toContain('Renata Souza');
    expect(await early.textContent()).toContain('08:00–09:30');

    // On the visit's day (the booking moved to now): Chegou.
    const now = await spaceNow();
    await runSql('UPDATE appointments SET date_initial = ?, date_final = ? WHERE id = ?', [
      `${now.day} ${hhmm(Math.max(0, now.minutes - 5))}:00`,
      `${now.day} ${hhmm(Math.min(23 * 60 + 59, now.minutes + 55))}:00`,
      booked,
    ]);
    await page.goto('/admin/visitors');
    await page.getByRole('heading', { level: 1, name: bookingsStaffWords.adminVisitorsTitle }).waitFor();
    const card = page.locator('.visitor', { hasText: 'Carla Dias' });
    await card.waitFor();
    await expectAccessible(page);
    await card.getByRole('button', { name: `${bookingsStaffWords.adminVisitorsArrive}: Carla Dias` }).click();
    await page.getByRole('status').getByText(bookingsStaffWords.visitorArrivedQueued).waitFor();
    await card.getByText(/^Chegou às \d\d:\d\d$/).waitFor();
    await shot(page, 'admin-visitors');
    const told = (await mailsTo(host.email)).find((m) => m.subject === 'Carla Dias chegou ao Arena Cowork');
    expect(told?.text).toContain('Carla Dias chegou ao Arena Cowork');
  });
});
