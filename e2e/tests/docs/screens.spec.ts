import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';
import { closedDaysStaffWords } from '@arena/shared/closed-days/staff-words';
import { requestsStaffWords } from '@arena/shared/requests/staff-words';
import { mailStaffWords } from '@arena/shared/mail/staff-words';
import { auditLogStaffWords } from '@arena/shared/audit-log/staff-words';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, apiAs, type Account, linkToken, bookedId } from '../../support/api';
import { loginAs, openPhone, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';
import { endSelect, pickDay, startSelect } from '../rooms/booking-helpers';

/**
 * Every screen opens on a phone with its heading and nothing wider than the screen. With
 * SCREENSHOTS=<folder> it also keeps each screen at 390×844 (and a few at 1280×800) for the README.
 */
const shot = (page: Page, name: string, desktop = false) => checkScreen(page, name, { desktop });

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

function nextWeekday(today: string): string {
  const d = new Date(`${today}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while ([0, 6].includes(d.getUTCDay()));
  return d.toISOString().slice(0, 10);
}

describe('every screen on a phone', () => {
  let phone: Phone;
  let manager: Account;
  let booking: number;
  let bookingDay = '';
  beforeAll(async () => {
    manager = await activeManager({ qtd_team: 3 }, 'Marina');
    await apiAs(
      'createTeamMember',
      { body: { name: 'Bruno Lima', email: `bruno-${manager.id}@empresa.test`, phone: '(21) 98765-4321' } },
      manager,
    );
    const config = await apiAs('getConfig', {}, manager);
    const day = nextWeekday(config.today);
    bookingDay = day;
    const stored = await apiAs(
      'storeAppointment',
      {
        body: {
          participants: 'Sala 10',
          date_initial: `${day} 14:00:00`,
          date_final: `${day} 15:00:00`,
          isStudio: false,
        },
      },
      manager,
    );
    booking = bookedId(stored);
    phone = await openPhone();
  });
  afterAll(async () => {
    await phone?.close();
    // The e2e files share one server: leave Sala 10 as the booking specs expect to find it.
    if (booking) await apiAs('cancelAppointment', { body: { ui: manager.id, ai: booking } }, manager);
  });

  it('the login page, the reset page and the 404', async () => {
    const { page } = phone;
    await open(page, '/', 'Entrar');
    await shot(page, 'login', true);
    // A live link: the page checks it on arrival and names the account it sets.
    await fetch(`${inject('baseURL')}/api/recovery-pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: manager.email }),
    });
    await open(page, `/reset-password?token=${await linkToken(manager.email)}`, registrationWords.resetPasswordTitle);
    await page.getByText(manager.email).waitFor();
    await shot(page, 'reset-password');
    await open(page, '/nao-existe', commonWords.notFoundTitle);
    await shot(page, 'not-found');
  });

  it('the inner screens of a manager', async () => {
    const { page } = phone;
    await loginAs(page, manager.email, manager.password);
    await page.getByRole('heading', { level: 1, name: 'Boas-vindas, Marina!' }).waitFor();
    await shot(page, 'home', true);
    const screens: Array<[string, string, string, boolean?]> = [
      ['account', '/account', usersWords.accountTitle],
      ['account-edit', '/account/edit', usersWords.accountEditTitle],
      ['account-plan', '/account/edit/plan', usersWords.planTitle],
      ['room', '/room', bookingsWords.roomTitle, true],
      ['studio', '/studio', usersWords.studioTitle],
      ['contact', '/contact', usersWords.contactTitle],
      ['team', '/team', teamWords.teamTitle],
      ['team-new-user', '/team/newuser', teamWords.teamNewTitle],
    ];
    for (const [name, path, heading, desktop] of screens) {
      await open(page, path, heading);
      if (name === 'room') {
        // The room screen shows the chosen day (docs/product.md#my-bookings): the day of the booking.
        await pickDay(page, bookingDay);
        await page.getByText('Sua reserva').first().waitFor();
      }
      await shot(page, name, desktop);
    }
    await open(page, '/team', teamWords.teamTitle);
    await page.getByRole('link', { name: /Bruno Lima/ }).click();
    await page.getByRole('heading', { level: 1, name: teamWords.teamEditTitle }).waitFor();
    await shot(page, 'team-edit');
    await phone.context.setOffline(true);
    // A network blip over a loaded screen: kept, with the banner on top.
    await page.getByText(commonWords.offlineBanner).waitFor();
    await shot(page, 'offline');
    await phone.context.setOffline(false);
  });

  it('a session ended on another device: said once on the login page, and back to the booking after signing in', async () => {
    const { page } = phone;
    await open(page, '/room', bookingsWords.roomTitle);
    await page.getByRole('radio', { name: 'Sala 30' }).check();
    await pickDay(page, bookingDay);
    await startSelect(page).selectOption('09:00:00');
    // _Sair de todos os outros dispositivos_ on another phone (docs/product.md#sessions).
    await apiAs('endOtherSessions', {}, manager);
    await page.getByRole('button', { name: bookingsWords.roomBook }).click();
    await page.getByRole('heading', { level: 1, name: usersWords.loginTitle }).waitFor();
    await page.getByText(usersWords.sessionEndedElsewhere).waitFor();
    expect(await page.getByText(usersWords.sessionEndedElsewhere).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'session-ended');
    await page.getByLabel(commonWords.fieldEmail).fill(manager.email);
    await page.getByLabel(commonWords.fieldPassword).fill(manager.password);
    await page.getByRole('button', { name: usersWords.loginSubmit }).click();
    await page.waitForURL((url) => url.pathname === '/room');
    await page.locator(`td[data-day="${bookingDay}"][data-selected="true"]`).waitFor();
    expect(await page.getByRole('radio', { name: 'Sala 30' }).isChecked()).toBe(true);
    expect(await startSelect(page).inputValue()).toBe('09:00:00');
    expect(await endSelect(page).inputValue()).toBe('10:00:00');
    await shot(page, 'session-ended-back');
  });

  it('the back-office screens', async () => {
    const { page } = phone;
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, ADMIN.email, ADMIN.password);
    const screens: Array<[string, string, string, boolean?]> = [
      ['admin-pending', '/admin', usersStaffWords.membersPendingTitle, true],
      ['admin-members', '/admin/members', usersStaffWords.membersTitle],
      ['admin-member', `/admin/members/${manager.id}`, 'Marina Souza'],
      ['admin-bookings', `/admin/bookings?date=${bookingDay}`, bookingsStaffWords.agendaTitle, true],
      ['admin-closed-days', '/admin/closed-days', closedDaysStaffWords.closedDaysTitle],
      ['admin-requests', '/admin/requests', requestsStaffWords.inboxRequestsTitle],
      ['admin-outbox', '/admin/outbox', mailStaffWords.inboxOutboxTitle],
      ['admin-audit', '/admin/audit', auditLogStaffWords.inboxAuditTitle],
    ];
    for (const [name, path, heading, desktop] of screens) {
      await open(page, path, heading);
      await shot(page, name, desktop);
    }
  });
});
