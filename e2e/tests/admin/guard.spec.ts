import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager } from '../../support/api';
import { loginAs, openPhone, type Phone } from '../../support/browser';

describe('the back-office guard', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a member opening /admin is sent to /home', async () => {
    const { page } = phone;
    const member = await activeManager({}, 'Paula');
    await loginAs(page, member.email, member.password);
    for (const path of ['/admin', '/admin/members', '/admin/members/1']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/home');
    }
    expect(await page.getByRole('navigation', { name: /back-office/i }).count()).toBe(0);
  });

  it('nobody signed in is sent to the login page', async () => {
    const { page } = phone;
    for (const path of ['/admin', '/admin/members', '/admin/members/1']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    }
  });
});
