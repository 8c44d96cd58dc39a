import { commonWords } from '@arena/shared/contract/words';
import { bookingsWords } from '@arena/shared/bookings/words';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, registerMember } from '../../support/api';
import { loginAs, openPhone, type Phone } from '../../support/browser';
import { dayButton } from '../rooms/booking-helpers';

/**
 * What a phone shows at 390 px, measured (issue 21 items 16–19): home keeps its layout while data
 * arrives and its tiles are of equal height; the room's capacity is text; nothing is cut or broken
 * at a hyphen or a dash; the main actions are at least 44 px tall.
 */
const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
};

/** How many lines a single-line text takes: its height over its line height. */
const lines = (l: Locator) =>
  l.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));

/** The layout shift score of the page so far (the sum of shifts without recent input). */
const cls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!e.hadRecentInput) sum += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );

describe('at 390 px', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('login: both links are 44 px tall to tap', async () => {
    const { page } = phone;
    await page.goto('/');
    for (const name of [commonWords.forgotPassword, commonWords.noAccessYet]) {
      const target = page.getByRole(name === commonWords.forgotPassword ? 'button' : 'link', { name });
      expect((await box(target)).height, name).toBeGreaterThanOrEqual(44);
    }
  });

  it('home: tiles of equal height in each row, and nothing moves as the data arrives', async () => {
    const { page } = phone;
    const manager = await activeManager({}, 'Marina');
    // The hours and the next booking answer late, as on a slow network.
    await page.route('**/api/users/me/usage*', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.route('**/api/appointments/mine*', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await loginAs(page, manager.email, manager.password);
    const tiles = page.locator('.tiles .tile');
    await tiles.first().waitFor();
    const before = await box(tiles.first());
    await page.locator('.plan-usage-text').waitFor();
    await page.locator('.next-booking p').first().waitFor();
    await page.waitForTimeout(300);
    expect((await box(tiles.first())).y).toBe(before.y);
    expect(await cls(page)).toBeLessThan(0.1);
    const heights = await tiles.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    expect(new Set(heights).size).toBe(1);
    // The banner's subtitle is text of a readable size.
    const subtitle = page.locator('.banner-subtitle');
    expect(await subtitle.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
    await page.screenshot({ path: '/tmp/words-home-390.png' });
  });

  it('room: capacity as text, the end select whole, hours on one line, 44 px calendar arrows', async () => {
    const { page } = phone;
    const manager = await activeManager({}, 'Marina');
    await loginAs(page, manager.email, manager.password);
    await page.getByRole('button', { name: 'Reservar Sala' }).click();
    await page.waitForURL(/\/room$/);
    const sala10 = page.getByRole('radio', { name: 'Sala 10' });
    await sala10.waitFor({ state: 'attached' });
    expect(await page.locator('.room-capacity').first().textContent()).toMatch(/^Até \d+ pessoas?$/);
    // The end select says all it says: its text fits its box.
    const end = page.getByLabel(bookingsWords.roomEnd);
    expect(await end.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('—');
    await page.getByText(bookingsWords.roomChooseStartFirstHint).waitFor();
    const nav = page.locator('.rdp-button_next');
    expect((await box(nav)).height).toBeGreaterThanOrEqual(44);
    // Book, and the timeline's hours stay on one line.
    const day = await dayButton(
      page,
      await page.evaluate(() => {
        const d = new Date(Date.now() + 7 * 86_400_000);
        while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
        return d.toISOString().slice(0, 10);
      }),
    );
    await day.click();
    await page.getByLabel(bookingsWords.roomStart).selectOption({ index: 1 });
    await page.getByRole('button', { name: bookingsWords.roomBook }).click();
    await page.getByRole('dialog').getByRole('button', { name: commonWords.ok }).click();
    const hours = page.locator('.timeline-mine .timeline-hours').first();
    await hours.waitFor();
    expect(await lines(hours)).toBe(1);
    await page.screenshot({ path: '/tmp/words-room-390.png', fullPage: true });
  });

  it('staff members list: an e-mail address with hyphens is never broken at them', async () => {
    const { page } = phone;
    const email = `maria-clara-de-souza-${Date.now()}@empresa-exemplo-longo.test`;
    await registerMember(email);
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/members');
    const address = page.locator('.email-address', { hasText: 'maria' }).first();
    await address.waitFor();
    // Wherever it wraps, no line of it ends with a hyphen.
    const endsOfLines = await address.evaluate((el) => {
      const range = document.createRange();
      const text = el.textContent ?? '';
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const chars: { ch: string; top: number }[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        for (let i = 0; i < (n.textContent ?? '').length; i += 1) {
          range.setStart(n, i);
          range.setEnd(n, i + 1);
          chars.push({ ch: n.textContent?.[i] ?? '', top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      return { text, ends: chars.filter((c, i) => (chars[i + 1]?.top ?? c.top) > c.top).map((c) => c.ch) };
    });
    expect(endsOfLines.text).toContain(email.slice(0, 10));
    expect(endsOfLines.ends).not.toContain('-');
  });
});
