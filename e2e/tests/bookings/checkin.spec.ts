import type { AdminRoom } from '@arena/shared/rooms/schemas';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { bookingsWords } from '@arena/shared/bookings/words';

import jsQRModule from 'jsqr';
// @ts-expect-error pngjs (qrcode's own PNG codec) ships no types; only PNG.sync.read is used.
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { type Account, activeManager, apiAs, bookedId, staffToken } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { runSql } from '../../support/database';
import { checkScreen } from '../../support/screens';
import { hhmm, spaceNow, spaceToday, weekdayAfter } from '../rooms/booking-helpers';

type QrReader = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const loaded = jsQRModule as unknown as QrReader | { default: QrReader };
const jsQR: QrReader = typeof loaded === 'function' ? loaded : loaded.default;

/**
 * Check-in in the browser against the real server, which runs with CHECKIN_MINUTES=15
 * (e2e/global-setup.ts; docs/product.md#checkin): staff print a room's QR code, which opens
 * /checkin/<room code>; a member with a booking starting now says Cheguei in Minhas reservas, and
 * by the room's QR page for another. No API call books a start in the past, so each booking is
 * made for a far day and then moved to now in the database (support/database.ts).
 */

async function adminRooms(): Promise<AdminRoom[]> {
  const res = await fetch(`${inject('baseURL')}/api/admin/rooms`, {
    headers: { authorization: `Bearer ${await staffToken()}` },
  });
  return (await res.json()) as AdminRoom[];
}

/**
 * A booking of `room` by `who` whose check-in window is open now: booked on a far weekday, then
 * moved to today, from five minutes ago (midnight at the earliest) for about an hour.
 */
async function bookingStartingNow(who: Account, room: string, far: number): Promise<{ id: number; from: string }> {
  const day = weekdayAfter(await spaceToday(), far);
  const stored = await apiAs(
    'storeAppointment',
    { body: { participants: room, date_initial: `${day} 16:00:00`, date_final: `${day} 17:00:00`, isStudio: false } },
    who,
  );
  const id = bookedId(stored);
  const now = await spaceNow();
  const from = hhmm(Math.max(0, now.minutes - 5));
  const to = hhmm(Math.min(23 * 60 + 59, now.minutes + 55));
  await runSql('UPDATE appointments SET date_initial = ?, date_final = ? WHERE id = ?', [
    `${now.day} ${from}:00`,
    `${now.day} ${to}:00`,
    id,
  ]);
  movedToNow.push(id);
  return { id, from };
}

/** The bookings moved to now, cancelled at the end: the e2e files share one server and its rooms' lists. */
const movedToNow: number[] = [];

describe('check-in', () => {
  let phone: Phone;
  afterAll(async () => {
    // Too close to its start for the member's own cancel (the notice rule): cancelled by its owner here.
    for (const id of movedToNow) {
      await runSql('UPDATE appointments SET cancelled_at = ?, cancelled_by = user_id WHERE id = ?', [
        new Date().toISOString(),
        id,
      ]);
    }
  });
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('staff open a room’s QR page from Salas; its QR code opens /checkin/<room code>', async () => {
    const { page } = phone;
    const room = (await adminRooms()).find((r) => r.name === 'Sala 20') as AdminRoom;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/rooms');
    await page.getByRole('link', { name: roomsStaffWords.adminRoomQrLinkLabel('Sala 20') }).click();
    await page.waitForURL(new RegExp(`/admin/rooms/${room.id}/qr$`));
    await page.getByRole('heading', { level: 2, name: 'Sala 20' }).waitFor();
    const img = page.getByRole('img', { name: roomsStaffWords.adminRoomQrAlt('Sala 20') });
    await img.waitFor();
    await expectAccessible(page);
    // What a phone's camera reads off the screen: the room's check-in address.
    const shot = PNG.sync.read(await img.screenshot()) as { data: Buffer; width: number; height: number };
    const read = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data;
    expect(read).toBe(`${inject('baseURL')}/checkin/${room.id}`);
    await page.getByText(read ?? '').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, 'room-qr');
    // Printed, the sheet alone: no back-office frame, no buttons.
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.admin-header', '.admin-nav', '.room-qr-tools']) {
      expect(await page.locator(hidden).isVisible(), hidden).toBe(false);
    }
    expect(await img.isVisible()).toBe(true);
    await page.getByRole('heading', { level: 2, name: 'Sala 20' }).waitFor();
    await page.emulateMedia({ media: 'screen' });
  });

  it('a member scans the room’s QR code signed out, signs in and says Cheguei; and in Minhas reservas for another booking', async () => {
    const { page } = phone;
    const member = await activeManager({}, 'Marina');
    const inList = await bookingStartingNow(member, 'Sala 20', 40);
    const byQr = await bookingStartingNow(member, 'Sala 30', 41);

    // The room's QR code scanned while signed out: the address it opens, the login, back to it, Cheguei.
    const sala30 = (await adminRooms()).find((r) => r.name === 'Sala 30') as AdminRoom;
    await page.goto(`/checkin/${sala30.id}`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByLabel(commonWords.fieldEmail).fill(member.email);
    await page.getByLabel(commonWords.fieldPassword).fill(member.password);
    await page.getByRole('button', { name: usersWords.loginSubmit }).click();
    await page.waitForURL((url) => url.pathname === `/checkin/${sala30.id}`);
    await page.getByRole('heading', { level: 1, name: bookingsWords.checkinTitle }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: bookingsWords.checkinButton }).click();
    await page.getByRole('status').getByText(bookingsWords.checkinDone).waitFor();

    // In Minhas reservas, on the other booking.
    await page.goto('/bookings');
    const cheguei = page.getByRole('button', {
      name: `${bookingsWords.checkinButton} ${bookingsWords.checkinWhich('Sala 20')}`,
    });
    await cheguei.click();
    await expectModal(page, bookingsWords.checkinDone);
    await page.getByText(bookingsWords.checkinDoneLabel).first().waitFor();
    await cheguei.waitFor({ state: 'detached' });
    expect(await page.getByText(bookingsWords.checkinDoneLabel).count()).toBe(2);

    const mine = (await apiAs('listMyAppointments', {}, member)) as Array<{ id: number; checked_in_at: string | null }>;
    for (const b of [inList, byQr]) expect(mine.find((m) => m.id === b.id)?.checked_in_at).toEqual(expect.any(String));
  });
});
