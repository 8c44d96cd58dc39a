import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';

describe('login', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a visitor sees the login card, passes axe, and is told to fill both fields', async () => {
    const { page } = phone;
    await page.goto('/');
    await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: usersWords.loginSubmit }).click();
    const alerts = page.getByRole('alert');
    await expect.poll(() => alerts.count()).toBe(2);
    expect(await alerts.first().textContent()).toBe(usersWords.loginRequired);
  });

  it('the Android install offer that arrives late extends the card without moving the form', async () => {
    const { page } = phone;
    await page.goto('/');
    const heading = page.getByRole('heading', { name: usersWords.loginTitle });
    await heading.waitFor();
    const before = await heading.boundingBox();
    // The browser fires beforeinstallprompt when it finds the app installable, after the page
    // has drawn; the hint it brings must not push what the visitor is reading.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Instalar o aplicativo' }).waitFor();
    expect(await heading.boundingBox()).toEqual(before);
  });

  it('a wrong password shows the seed’s failure message in the modal', async () => {
    const { page } = phone;
    const manager = await activeManager();
    await page.goto('/');
    await page.getByLabel(commonWords.fieldEmail).fill(manager.email);
    await page.getByLabel(commonWords.fieldPassword).fill('errada123');
    await page.getByRole('button', { name: usersWords.loginSubmit }).click();
    await expectModal(page, usersWords.loginFailed);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('a manager logs in, lands on /home greeted by name, and stays signed in on reload', async () => {
    const { page } = phone;
    const manager = await activeManager({}, 'Marina');
    await loginAs(page, manager.email, manager.password);
    await page.getByRole('heading', { name: 'Boas-vindas, Marina!' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Boas-vindas, Marina!' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('arena.session') ?? '{}'));
    expect(stored).toMatchObject({ name: 'Marina', level: 2, status: 'Ativo', qtd_team: 2 });
    expect(typeof stored.token).toBe('string');
  });
});
