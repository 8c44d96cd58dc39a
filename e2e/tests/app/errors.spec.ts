import { messages } from '@arena/shared/messages';
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
    await page.getByRole('heading', { name: messages.notFoundTitle }).waitFor();
    await page.getByText(messages.notFoundText).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: messages.backHome }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: messages.loginTitle }).waitFor();

    // Signed in, the same way back leads to the member's home.
    const manager = await activeManager();
    await loginAs(page, manager.email, manager.password);
    await page.goto('/equipe');
    await page.getByRole('link', { name: messages.backHome }).click();
    await page.waitForURL((url) => url.pathname === '/home');
  });

  it('a screen that fails to load shows the pt-BR error screen instead of the router’s English one', async () => {
    const { page } = phone;
    await page.goto('/');
    await page.getByRole('heading', { name: messages.loginTitle }).waitFor();
    // The registration screens are their own chunks: make them unreachable.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.getByRole('link', { name: messages.noAccessYet }).click();
    await page.getByRole('heading', { name: messages.errorScreenTitle }).waitFor();
    await page.getByText(messages.errorScreenText).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await expectAccessible(page);
  });
});
