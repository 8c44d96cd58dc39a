import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { registrationWords } from '@arena/shared/registration/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { confirmToken, registerMember, uniqueEmail } from '../../support/api';
import { loginAs, openPhone, type Phone } from '../../support/browser';
import { pendingCard } from './members-helpers';

/** The back-office on a 390 px phone (docs/product.md#back-office: mobile-first like the rest). */
describe('the back-office on a phone', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('folds the sections under one Menu row and reaches each of an administrator, never sideways', async () => {
    const { page } = phone;
    await loginAs(page, ADMIN.email, ADMIN.password);
    const nav = page.getByRole('navigation', { name: commonStaffWords.adminNavLabel });
    await nav.waitFor();
    // Folded, the navigation is one row above the screen (thirteen wrapped links took four).
    expect((await nav.boundingBox())?.height ?? 0).toBeLessThan(60);
    expect(await nav.getByRole('link').count()).toBe(0);
    await nav.getByRole('button').click();
    // Thirteen sections for an administrator (docs/product.md#staff-roles).
    expect(await nav.getByRole('link').count()).toBe(13);
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await nav.getByRole('link', { name: commonStaffWords.adminNavAudit }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit');
    // The section chosen folds the menu again, and the row names it.
    await expect.poll(() => nav.getByRole('link').count()).toBe(0);
    expect(await nav.getByRole('button').textContent()).toContain(commonStaffWords.adminNavAudit);
  });

  it('opens the approval in view, with a plan chosen and one seat', async () => {
    const email = uniqueEmail('rafaela');
    await registerMember(email, 'senha123', 'Rafaela');
    const { page } = phone;
    // Aprovar waits for the e-mail's confirmation (docs/product.md#registration-proof).
    await page.goto(`/confirm-email?token=${await confirmToken(email)}`);
    await page.getByText(registrationWords.emailConfirmedQueued).waitFor();
    await loginAs(page, ADMIN.email, ADMIN.password);
    const card = pendingCard(page, email);
    await card.getByRole('button', { name: usersStaffWords.membersApprove }).click();
    const form = card.getByRole('form', { name: 'Aprovar Rafaela Souza' });
    const plan = form.getByLabel(usersStaffWords.membersPlan);
    await expect.poll(() => plan.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await plan.inputValue()).not.toBe('');
    expect(await form.getByLabel(usersStaffWords.membersSeats).inputValue()).toBe('1');
    const box = (await plan.boundingBox()) ?? { y: -1, height: 0 };
    const height = page.viewportSize()?.height ?? 0;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  });
});
