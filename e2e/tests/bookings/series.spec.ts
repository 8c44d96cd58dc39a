import { bookingsWords } from '@arena/shared/bookings/words';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Account, activeManager, apiAs, mailsTo } from '../../support/api';
import { expectAccessible, expectModal, openPhone, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';
import { endSelect, openRoom, pickDay, spaceToday, startSelect, weekdayAfter } from '../rooms/booking-helpers';

// Sala 20 at 17:00 about four weeks ahead, weekly: no other spec books there.
const ROOM = 'Sala 20';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, name);
}

describe('a weekly series', () => {
  let phone: Phone;
  let member: Account | undefined;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });
  afterAll(async () => {
    // The e2e files share one server: free the slots.
    if (!member) return;
    for (const b of await apiAs('listMyAppointments', {}, member)) {
      await apiAs('cancelAppointment', { body: { ui: member.id, ai: b.id } }, member);
    }
  });

  it('a member previews the dates of Repetir toda semana, one of them taken, books the free ones, and cancels this and the following from Minhas reservas', async () => {
    member = await activeManager({ plan: 'Arena Exclusiva' }, 'Sofia');
    const other = await activeManager({}, 'Tiago');
    const first = weekdayAfter(await spaceToday(), 20);
    const second = weekdayAfter(first, 5);
    const taken = await apiAs(
      'storeAppointment',
      {
        body: {
          participants: ROOM,
          date_initial: `${second} 17:00:00`,
          date_final: `${second} 18:00:00`,
          isStudio: false,
        },
      },
      other,
    );

    const { page } = phone;
    await openRoom(page, member);
    await page.getByRole('radio', { name: ROOM }).check();
    await pickDay(page, first);
    await startSelect(page).selectOption('17:00:00');
    await endSelect(page).selectOption('18:00:00');
    await page.getByRole('checkbox', { name: bookingsWords.seriesRepeat }).check();
    await page.getByLabel(bookingsWords.seriesWeeks).selectOption('4');
    await page.getByRole('button', { name: bookingsWords.seriesPreview }).click();
    const preview = page.getByRole('region', { name: bookingsWords.seriesPreviewTitle });
    await preview.waitFor();
    const states = await preview.locator('.series-state').allTextContents();
    expect(states).toEqual([
      bookingsWords.seriesStates.livre,
      bookingsWords.seriesStates.ocupado,
      bookingsWords.seriesStates.livre,
      bookingsWords.seriesStates.livre,
    ]);
    await expectAccessible(page);
    await shot(page, 'room-series-preview');

    await page.getByRole('button', { name: bookingsWords.seriesConfirm(3) }).click();
    await expectModal(page, bookingsWords.seriesDoneSome({ booked: 3, refused: 1 }));
    const mail = (await mailsTo(member.email)).find((m) => m.subject.startsWith('Reservas confirmadas'));
    expect(mail?.subject).toBe(`Reservas confirmadas no Arena Cowork: ${ROOM}, 3 datas`);

    await page.goto('/bookings');
    const items = page.locator('.my-booking', { hasText: ROOM });
    await items.first().waitFor();
    expect(await items.count()).toBe(3);
    // Each date says until when the series goes (the fourth week), not a place that shifts.
    const last = new Date(Date.parse(`${first}T12:00:00Z`) + 21 * 86_400_000).toISOString().slice(0, 10);
    expect(await items.nth(0).textContent()).toContain(
      bookingsWords.seriesUntil(`${last.slice(8, 10)}/${last.slice(5, 7)}`),
    );
    expect(
      await items
        .nth(0)
        .getByRole('button', { name: new RegExp(`^${bookingsWords.seriesCancelOne}`) })
        .count(),
    ).toBe(1);
    await shot(page, 'my-bookings-series');
    await items
      .nth(1)
      .getByRole('button', { name: new RegExp(`^${bookingsWords.seriesCancelFollowing}`) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await expectModal(page, bookingsWords.seriesCancelled(2));
    await expect.poll(() => items.count()).toBe(1);
    // The taken date is still the other member's.
    expect(taken.appointment?.id).toBeGreaterThan(0);
    await apiAs('cancelAppointment', { body: { ui: other.id, ai: taken.appointment?.id ?? 0 } }, other);
  });
});
