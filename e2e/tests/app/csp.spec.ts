import { usersWords } from '@arena/shared/users/words';
import { mailStaffWords } from '@arena/shared/mail/staff-words';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager } from '../../support/api';
import { loginAs, openPhone, type Phone } from '../../support/browser';

/**
 * The app runs under its Content-Security-Policy, so an injected script cannot run: no inline
 * script in the pages but `/room`'s own (decision 039, allowed by its hash), and the browser reports
 * no violation on the member or staff screens.
 */
describe('content security policy', () => {
  let phone: Phone;
  const violations: string[] = [];
  beforeEach(async () => {
    phone = await openPhone();
    violations.length = 0;
    phone.page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
  });
  afterEach(async () => {
    await phone.close();
  });

  it("the pages carry no inline script but /room's own, and break no rule of the policy", async () => {
    const { page } = phone;
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
    const manager = await activeManager();
    await loginAs(page, manager.email, manager.password);
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    for (const path of ['/home', '/room', '/account']) {
      asked.length = 0;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('script:not([src])').count(), path).toBe(path === '/room' ? 1 : 0);
    }
    // /room's script ran: the page asked for the screen's reads, and the app took its answers (once each).
    asked.length = 0;
    await page.goto('/room');
    await page.getByText(/Horas usadas em/).waitFor();
    await page.waitForLoadState('networkidle');
    const reads = [
      '/api/rooms',
      '/api/config',
      '/api/closed-days',
      '/api/users/me/usage',
      '/api/users/me/booking-block',
    ];
    expect(asked.filter((path) => reads.includes(path)).sort()).toEqual([...reads].sort());
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, ADMIN.email, ADMIN.password);
    for (const path of ['/admin', '/admin/bookings', '/admin/outbox']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('script:not([src])').count(), path).toBe(0);
    }
    await page.getByRole('heading', { name: mailStaffWords.inboxOutboxTitle }).waitFor();
    expect(violations).toEqual([]);
  });
});
