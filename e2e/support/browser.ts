import { commonWords } from '@arena/shared/contract/words';
import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { usersWords } from '@arena/shared/users/words';

import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';

/** A phone-sized page (390×844, touch, pt-BR) in the run's one Chromium. */
export type Phone = { browser: Browser; context: BrowserContext; page: Page; close: () => Promise<void> };

export async function openPhone(options: { offline?: boolean; baseURL?: string } = {}): Promise<Phone> {
  const browser = await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({
    baseURL: options.baseURL ?? inject('baseURL'),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    serviceWorkers: 'block',
    offline: options.offline ?? false,
  });
  const page = await context.newPage();
  // A failing step says where the page was and what it showed, so a failure seen once in CI
  // can be understood from the log alone.
  const trail: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(`navigated to ${frame.url()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) trail.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => trail.push(`failed ${req.method()} ${req.url()}: ${req.failure()?.errorText}`));
  page.on('pageerror', (err) => trail.push(`page error: ${err.message}`));
  // An error the router's error screen caught is no page error; React logs it on the console.
  page.on('console', (msg) => {
    if (msg.type() === 'error') trail.push(`console error: ${msg.text().slice(0, 300)}`);
  });
  let shown = '';
  const lastLook = async () => {
    shown = await page
      .locator('body')
      .innerText({ timeout: 1000 })
      .catch(() => shown);
  };
  // Failure handlers run after afterEach has closed the page: it takes its last look on close.
  // A page opened in a beforeAll belongs to no test, and vitest refuses the handler there.
  if (expect.getState().currentTestName !== undefined) {
    onTestFailed(() => {
      console.error(`[${page.url()}] ${trail.slice(-20).join(' | ')}\nshowing: ${shown.slice(0, 400)}`);
    });
  }
  return {
    browser,
    context,
    page,
    close: async () => {
      await lastLook();
      await context.close();
      await browser.close();
    },
  };
}

/** axe (WCAG 2 A and AA, the bar every screen is held to) finds nothing on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}

/** The reusable modal's message, then its OK (docs/product.md#errors). */
export async function expectModal(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.locator('#modal-message').textContent()).toBe(message);
  await dialog.getByRole('button', { name: commonWords.ok }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Logs in through the login page and waits for the landing screen. */
/**
 * Opens a back-office section from its navigation: on a phone the sections fold under the Menu
 * button, which is opened first; from 768px they are the sidebar.
 */
export async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: commonStaffWords.adminNavLabel });
  const menu = nav.getByRole('button');
  await nav.waitFor();
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await nav.getByRole('link', { name, exact: true }).click();
}

/**
 * Runs `look` with the back-office sections shown: on a phone the Menu is opened first and folded
 * again after, so the screen is left as it was.
 */
export async function withSections<T>(page: Page, look: () => Promise<T>): Promise<T> {
  const menu = page.getByRole('navigation', { name: commonStaffWords.adminNavLabel }).getByRole('button');
  await menu.waitFor({ state: 'attached' });
  const fold = (await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true';
  if (fold) await menu.click();
  try {
    return await look();
  } finally {
    if (fold) await menu.click();
  }
}

export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel(commonWords.fieldEmail).fill(email);
  await page.getByLabel(commonWords.fieldPassword).fill(password);
  await page.getByRole('button', { name: usersWords.loginSubmit }).click();
  await page.waitForURL(/\/(home|admin)$/);
}
