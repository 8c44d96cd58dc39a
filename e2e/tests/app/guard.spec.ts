import { usersWords } from '@arena/shared/users/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { loginAs, openPhone, type Phone } from '../../support/browser';

describe('route guard', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('without a session every inner route goes to /', async () => {
    const { page } = phone;
    for (const path of ['/home', '/room', '/team/newuser']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
    }
  });

  it('staff land on /admin', async () => {
    const { page } = phone;
    await loginAs(page, ADMIN.email, ADMIN.password);
    expect(new URL(page.url()).pathname).toBe('/admin');
    // An inner member screen is not for staff either.
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/admin');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('arena.session') ?? '{}'));
    expect(stored).toMatchObject({ role: 'staff' });
  });

  it('a 401 from the API clears the session', async () => {
    const { page } = phone;
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'arena.session',
        JSON.stringify({
          token: 'bogus-token-that-the-server-never-issued',
          id: 1,
          name: 'Fulano',
          level: 2,
          status: 'Ativo',
          phone: '11912345678',
          email: 'fulano@empresa.test',
          plan: 'Arena Dedicada',
          role: 'member',
          qtd_team: 2,
        }),
      ),
    );
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('arena.session'))).toBeNull();
  });
});
