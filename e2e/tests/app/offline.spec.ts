import { messages } from '@arena/shared/messages';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { expectAccessible, openPhone, type Phone } from '../../support/browser';

describe('offline', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('offline shows "Você está offline..." with a reload button', async () => {
    const { page, context } = phone;
    // A page cannot load at all offline (no service worker here), so it goes offline once open.
    await page.goto('/');
    await page.getByRole('heading', { name: messages.loginTitle }).waitFor();

    await context.setOffline(true);
    await page.getByRole('heading', { name: messages.offline }).waitFor();
    await page.getByRole('button', { name: messages.reload }).waitFor();
    await expectAccessible(page);

    // Back online, the app comes back by itself, and a reload loads it afresh.
    await context.setOffline(false);
    await page.getByRole('heading', { name: messages.loginTitle }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: messages.loginTitle }).waitFor();
  });
});
