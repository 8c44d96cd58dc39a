import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Nothing on the screen is wider than the phone. With SCREENSHOTS=<folder> the screen is also kept
 * for the README as `<name>-390.png` (phone) and, when asked, `<name>-1280.png` (desktop).
 */
export async function checkScreen(page: Page, name: string, { desktop = false } = {}): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the phone`).toBeLessThanOrEqual(0);
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0); // no hover left on a button
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  if (!desktop) return;
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  if (phone) await page.setViewportSize(phone);
}
