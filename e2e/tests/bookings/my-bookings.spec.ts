import { screenWords } from '@arena/shared/contract/screen-words';
import { apiPath } from '@arena/shared/contract/endpoints';
import { bookingsWords } from '@arena/shared/bookings/words';

import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, apiAs, type Account, bookedId } from '../../support/api';
import { expectAccessible, expectModal, openPhone, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';
import { openRoom, pickDay, spaceToday, startSelect, weekdayAfter, whenText } from '../rooms/booking-helpers';

/** Books `room` on `day` from `start` for an hour, through the room screen. */
async function bookOnScreen(page: Page, room: string, day: string, start: string) {
  await page.getByRole('radio', { name: room }).check();
  await pickDay(page, day);
  await startSelect(page).selectOption(`${start}:00`);
  await page.getByRole('button', { name: 'Reservar' }).click();
  await expectModal(page, bookingsWords.bookingDone);
}

/** Nothing wider than the phone; kept for the README with SCREENSHOTS=<folder>, from the top. */
async function shot(page: Page, name: string, desktop = false) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, name, { desktop });
}

/** The room's day as the timeline shows it: each range and its label. */
async function timeline(page: Page): Promise<string[]> {
  const rows = page.locator('.timeline li');
  return rows.evaluateAll((lis) =>
    lis.map(
      (li) => `${li.querySelector('.timeline-hours')?.textContent} ${li.querySelector('.timeline-label')?.textContent}`,
    ),
  );
}

describe('my bookings', () => {
  let phone: Phone;
  const cleanup: Array<() => Promise<unknown>> = [];
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });
  afterAll(async () => {
    // The e2e files share one server: leave the rooms as the other specs expect to find them.
    for (const undo of cleanup) await undo();
  });

  it('a member books in two rooms, sees both in Minhas reservas and the next one on home, picks a day on /room and sees its timeline, copies the calendar address and the feed parses', async () => {
    const { page, context } = phone;
    const helena = await activeManager({}, 'Helena');
    const other = await activeManager({}, 'Otávio');
    const today = await spaceToday();
    const first = weekdayAfter(today, 3);
    const second = weekdayAfter(today, 4);
    const theirs = await apiAs(
      'storeAppointment',
      {
        body: {
          participants: 'Sala 20',
          date_initial: `${first} 14:00:00`,
          date_final: `${first} 15:00:00`,
          isStudio: false,
        },
      },
      other,
    );
    cleanup.push(() => apiAs('cancelAppointment', { body: { ui: other.id, ai: bookedId(theirs) } }, other));
    const cancelMine = async (who: Account) => {
      for (const b of await apiAs('listMyAppointments', {}, who)) {
        await apiAs('cancelAppointment', { body: { ui: who.id, ai: b.id } }, who);
      }
    };
    cleanup.push(() => cancelMine(helena));
    // The room screen asks for one day of one room at a time, never a room's whole future.
    const lists: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(apiPath('listAppointments'))) lists.push(request.postDataJSON());
    });

    // Two rooms, two days: the later one booked first.
    await openRoom(page, helena);
    await bookOnScreen(page, 'Sala 30', second, '15:00');
    await bookOnScreen(page, 'Sala 20', first, '11:00');
    expect(await timeline(page)).toEqual([
      '08:00–11:00 Livre',
      '11:00–12:00 Sua reserva',
      '12:00–14:00 Livre',
      '14:00–15:00 Ocupado',
      '15:00–18:00 Livre',
    ]);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((body) => typeof (body as { date?: unknown }).date === 'string')).toBe(true);
    await expectAccessible(page);
    await shot(page, 'room-timeline', true);

    // Home, reached back in the app (it was seen before the bookings): the next booking, and the
    // way to Minhas reservas.
    await page.getByRole('button', { name: screenWords.back }).click();
    await page.waitForURL(/\/home$/);
    const next = page.getByRole('region', { name: bookingsWords.homeNextBooking });
    await next.getByText(whenText(first, '11:00', '12:00')).waitFor();
    expect(await next.textContent()).toContain('Sala 20');
    await shot(page, 'home-next-booking');
    await next.getByRole('link', { name: bookingsWords.homeMyBookings }).click();
    await page.waitForURL(/\/bookings$/);
    await page.getByRole('heading', { level: 1, name: bookingsWords.bookingsTitle }).waitFor();
    const items = page.getByRole('tabpanel').getByRole('listitem');
    await items.first().waitFor();
    const day = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;
    expect(await items.allTextContents()).toEqual([
      expect.stringContaining(`Sala 20`),
      expect.stringContaining(`Sala 30`),
    ]);
    expect(await items.nth(0).textContent()).toContain(whenText(first, '11:00', '12:00'));
    expect(await items.nth(0).textContent()).toContain(screenWords.cancelUntil(`${day(first)}, às 08:00`));
    expect(await items.nth(1).textContent()).toContain(whenText(second, '15:00', '16:00'));
    expect(await items.nth(1).textContent()).toContain(screenWords.cancelUntil(`${day(second)}, às 12:00`));
    await expectAccessible(page);
    await shot(page, 'my-bookings', true);
    await page.getByRole('tab', { name: bookingsWords.bookingsPast }).click();
    await page.getByText(bookingsWords.bookingsEmptyPast).waitFor();
    await page.getByRole('tab', { name: bookingsWords.bookingsUpcoming }).click();
    await items.first().waitFor();

    // The calendar address, copied as the member would, serves both bookings to a calendar app.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/account');
    const block = page.getByRole('region', { name: bookingsWords.calendarTitle });
    await block.getByRole('button', { name: bookingsWords.calendarCopy }).click();
    await block.getByText(bookingsWords.calendarCopied).waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(await block.getByRole('link', { name: bookingsWords.calendarGoogle }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${url.replace(/^https?:\/\//, 'webcal://')}`,
    );
    await expectAccessible(page);
    await shot(page, 'account-calendar', true);
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const vevents = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    const mine = await apiAs('listMyAppointments', {}, helena);
    expect(mine).toHaveLength(2);
    // Each booking's own UID (its invitation's too): random, in the domain of the server's address.
    const uids = vevents.map((v) => new ICAL.Event(v).uid);
    expect(new Set(uids).size).toBe(2);
    for (const uid of uids)
      expect(uid).toMatch(new RegExp(`^[0-9a-f-]{36}@${new URL(url).hostname.replace(/\./g, '\\.')}$`));
    expect(vevents.map((v) => new ICAL.Event(v).summary)).toEqual([
      'Reserva · Sala 20 · Arena Cowork',
      'Reserva · Sala 30 · Arena Cowork',
    ]);
  });
});
