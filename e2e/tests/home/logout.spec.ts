import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager } from '../../support/api';
import { loginAs, openPhone, type Phone } from '../../support/browser';
import { meStatus } from '../team/team-member';

describe('logout', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('SAIR revokes the token, clears local storage and returns to /', async () => {
    const { page } = phone;
    const manager = await activeManager();
    await loginAs(page, manager.email, manager.password);
    const token: string = await page.evaluate(() => JSON.parse(localStorage.getItem('arena.session') ?? '{}').token);
    expect(await meStatus(token)).toBe(200);

    await page.getByRole('button', { name: screenWords.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await meStatus(token)).toBe(401);

    // Nothing left to come back to: /home sends the visitor to the login page.
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
