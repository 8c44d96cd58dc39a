import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, openPhone, type Phone } from '../../support/browser';

describe('offline', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a network blip keeps the loaded screen, and what was typed on it, with an offline banner', async () => {
    const { page, context } = phone;
    // A page cannot load at all offline (no service worker here), so it goes offline once open.
    await page.goto('/');
    await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
    await page.getByLabel(commonWords.fieldEmail).fill('ana@empresa.test');

    await context.setOffline(true);
    await page.getByRole('alert').getByText(commonWords.offlineBanner).waitFor();
    await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
    expect(await page.getByRole('heading', { name: commonWords.offline }).count()).toBe(0);
    expect(await page.getByLabel(commonWords.fieldEmail).inputValue()).toBe('ana@empresa.test');
    await expectAccessible(page);

    // Back online, the banner goes by itself, the screen as it was.
    await context.setOffline(false);
    await page.getByText(commonWords.offlineBanner).waitFor({ state: 'detached' });
    expect(await page.getByLabel(commonWords.fieldEmail).inputValue()).toBe('ana@empresa.test');
  });
});
