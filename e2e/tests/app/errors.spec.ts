import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager } from '../../support/api';
import { expectAccessible, loginAs, openPhone, type Phone } from '../../support/browser';

describe('error screens', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('an unknown path shows the pt-BR 404 with a way back home', async () => {
    const { page } = phone;
    await page.goto('/nao-existe/mesmo');
    await page.getByRole('heading', { name: commonWords.notFoundTitle }).waitFor();
    await page.getByText(commonWords.notFoundText).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: commonWords.backHome }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();

    // Signed in, the same way back leads to the member's home.
    const manager = await activeManager();
    await loginAs(page, manager.email, manager.password);
    await page.goto('/equipe');
    await page.getByRole('link', { name: commonWords.backHome }).click();
    await page.waitForURL((url) => url.pathname === '/home');
  });

  it('a screen that fails to load shows the pt-BR error screen instead of the router’s English one', async () => {
    const { page } = phone;
    await page.goto('/');
    await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
    // The registration screens are their own chunks: make them unreachable.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.getByRole('link', { name: commonWords.noAccessYet }).click();
    await page.getByRole('heading', { name: commonWords.errorScreenTitle }).waitFor();
    await page.getByText(commonWords.errorScreenText).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await expectAccessible(page);
  });
});
