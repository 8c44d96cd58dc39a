import type { AdminRoom } from '@arena/shared/rooms/schemas';
import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';

import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, staffToken } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, openSection, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';
import { roomPng } from './room-picture';

async function staffApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseURL')}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await staffToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Whether the browser drew the <img> (its bytes decoded), not just that it has a src. */
async function drawn(img: Locator): Promise<boolean> {
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode().catch(() => undefined);
    return el.complete && el.naturalWidth > 0;
  });
}

function roomCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

describe('rooms in the back-office', () => {
  // Each run has a fresh database, and no other spec makes this room; other specs expect only
  // Sala 10/20/30 to be active, so it is deactivated at the end whatever happens.
  const name = 'Sala Jardim';
  let staff: Phone;
  let member: Phone;
  beforeEach(async () => {
    staff = await openPhone();
    member = await openPhone();
  });
  afterEach(async () => {
    await staff.close();
    await member.close();
  });
  afterAll(async () => {
    // Whatever happened above, the room must not stay bookable for the other specs.
    const rooms = await staffApi<AdminRoom[]>('GET', '/admin/rooms');
    const room = rooms.find((r) => r.name === name);
    if (room?.active) await staffApi('PATCH', `/admin/rooms/${room.id}`, { active: false });
  });

  it('staff create a room with a picture, a member sees it, and it leaves the picker when deactivated', async () => {
    const { page } = staff;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await openSection(page, commonStaffWords.adminNavRooms);
    await page.waitForURL((url) => url.pathname === '/admin/rooms');
    await page.getByRole('heading', { level: 1, name: roomsStaffWords.adminRoomsTitle }).waitFor();
    await roomCard(page, 'Sala 10').waitFor();
    expect(await roomCard(page, 'Sala 10').textContent()).toContain('6 pessoas');
    await expectAccessible(page);

    // A new room: the form refuses a blank name in pt-BR, then saves.
    await page.getByRole('button', { name: roomsStaffWords.adminRoomNew }).click();
    const form = page.getByRole('form', { name: roomsStaffWords.adminRoomNew });
    await form.getByRole('button', { name: roomsStaffWords.adminRoomSave }).click();
    await form.getByText(roomsStaffWords.roomNameInvalid).waitFor();
    await expectAccessible(page);
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel(/^Capacidade/).fill('4');
    await form.getByRole('button', { name: roomsStaffWords.adminRoomSave }).click();
    await expectModal(page, roomsStaffWords.roomCreated);
    const card = roomCard(page, name);
    await card.waitFor();
    expect(await card.textContent()).toContain('4 pessoas');
    expect(await card.textContent()).toContain(roomsStaffWords.adminRoomIsActive);
    // Until it has a picture of its own, the room shows the generic drawing.
    const thumb = card.getByRole('img', { name: roomsStaffWords.adminRoomPicture(name) });
    expect(await thumb.getAttribute('src')).toBe('/rooms/sala.svg');
    expect(await drawn(thumb)).toBe(true);

    // A text file named .png is refused in the browser, in the server's words.
    const pictureInput = card.getByLabel(`${roomsStaffWords.adminRoomPictureChange}: ${name}`);
    await pictureInput.setInputFiles({ name: 'sala.png', mimeType: 'image/png', buffer: Buffer.from('não é imagem') });
    await expectModal(page, roomsStaffWords.roomPictureType);
    // Ready for the next file as soon as the message is read.
    expect(await pictureInput.isEnabled()).toBe(true);

    // A real picture: stored by the server, shown at once.
    await pictureInput.setInputFiles({ name: 'sala.png', mimeType: 'image/png', buffer: roomPng() });
    await expectModal(page, roomsStaffWords.roomPictureSaved);
    await expect.poll(() => thumb.getAttribute('src')).toMatch(/^\/api\/rooms\/\d+\/picture\?v=[0-9a-f]{12}$/);
    expect(await drawn(thumb)).toBe(true);
    await expectAccessible(page);
    // From the top, so the full-page shot does not catch the header mid-scroll.
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, 'admin-rooms', { desktop: true });

    // A member sees it, with its picture, in the /room picker.
    const manager = await activeManager();
    await loginAs(member.page, manager.email, manager.password);
    await member.page.goto('/room');
    const option = member.page.getByRole('radio', { name, exact: true });
    await option.waitFor({ state: 'attached' });
    const picture = member.page.getByRole('img', { name: bookingsWords.roomPicture(name) });
    expect(await picture.getAttribute('src')).toBe(await thumb.getAttribute('src'));
    expect(await drawn(picture)).toBe(true);

    // Staff deactivate it, after confirming.
    await card.getByRole('button', { name: `${roomsStaffWords.adminRoomEdit}: ${name}` }).click();
    const edit = page.getByRole('form', { name: roomsStaffWords.adminRoomEditTitle(name) });
    await expectAccessible(page);
    await edit.getByRole('checkbox', { name: roomsStaffWords.adminRoomActive }).uncheck();
    await edit.getByRole('button', { name: roomsStaffWords.adminRoomSave }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(roomsStaffWords.adminRoomConfirmDeactivate(name)).waitFor();
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expectModal(page, roomsStaffWords.roomUpdated);
    await expect.poll(() => card.textContent()).toContain(roomsStaffWords.adminRoomIsInactive);

    // The member's picker no longer offers it; the seeded rooms are still there.
    await member.page.reload();
    await member.page.getByRole('radio', { name: 'Sala 10' }).waitFor({ state: 'attached' });
    expect(await member.page.getByRole('radio', { name, exact: true }).count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
