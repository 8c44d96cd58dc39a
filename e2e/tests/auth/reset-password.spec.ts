import { screenWords } from '@arena/shared/contract/screen-words';
import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { activeManager, linkToken } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { startsWith } from '../../support/text';

/** With SCREENSHOTS=<folder>, keeps each screen at phone and desktop size for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

async function setPassword(page: Page, token: string, password: string) {
  await page.goto(`/reset-password?token=${token}`);
  await page.getByRole('heading', { level: 1, name: registrationWords.resetPasswordTitle }).waitFor();
  await page.getByLabel(startsWith(screenWords.newPassword)).fill(password);
  await page.getByLabel(screenWords.confirmNewPassword).fill(password);
  await page.getByRole('button', { name: registrationWords.resetPasswordSubmit }).click();
}

async function askRecovery(email: string) {
  const res = await fetch(`${inject('baseURL')}/api/recovery-pass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
}

describe('password recovery', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('the forgot-password link mails a recovery link and the member sets a new password on /reset-password', async () => {
    const { page } = phone;
    const member = await activeManager({}, 'Helena');
    await page.goto('/');
    await page.getByLabel(commonWords.fieldEmail).fill(member.email);
    await page.getByRole('button', { name: commonWords.forgotPassword }).click();
    await expectModal(page, usersWords.recoveryQueued);

    const token = await linkToken(member.email);
    await page.goto(`/reset-password?token=${token}`);
    await page.getByRole('heading', { level: 1, name: registrationWords.resetPasswordTitle }).waitFor();
    await expectAccessible(page);
    const checklist = page.getByRole('list', { name: registrationWords.passwordChecklistTitle }).getByRole('listitem');
    await page.getByLabel(startsWith(screenWords.newPassword)).pressSequentially('helena');
    expect(await checklist.evaluateAll((items) => items.map((li) => li.getAttribute('data-ok')))).toEqual([
      'true',
      'true',
      'false',
    ]);
    await page.getByLabel(startsWith(screenWords.newPassword)).pressSequentially('2026');
    expect(await checklist.evaluateAll((items) => items.map((li) => li.getAttribute('data-ok')))).toEqual([
      'true',
      'true',
      'true',
    ]);
    await page.getByLabel(screenWords.confirmNewPassword).fill('helena2026');
    await shot(page, 'reset-password');
    await page.getByRole('button', { name: registrationWords.resetPasswordSubmit }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, 'reset-password-done');
    await expectModal(page, usersWords.passwordChanged);
    await page.waitForURL((url) => url.pathname === '/');

    // The old password no longer opens the account; the new one does.
    await page.getByLabel(commonWords.fieldEmail).fill(member.email);
    await page.getByLabel(commonWords.fieldPassword).fill(member.password);
    await page.getByRole('button', { name: usersWords.loginSubmit }).click();
    await expectModal(page, usersWords.loginFailed);
    await loginAs(page, member.email, 'helena2026');
    await page.getByRole('heading', { name: 'Boas-vindas, Helena!' }).waitFor();
  });

  it('an empty e-mail on the forgot link shows “Preencha o campo “E-mail” e toque em “Esqueceu a senha?”.”', async () => {
    const { page } = phone;
    await page.goto('/');
    await page.getByRole('button', { name: commonWords.forgotPassword }).click();
    await expectModal(page, usersWords.recoveryInvalid);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('a used reset link is refused', async () => {
    const { page } = phone;
    const member = await activeManager();
    await askRecovery(member.email);
    const token = await linkToken(member.email);
    await setPassword(page, token, 'primeira1');
    await expectModal(page, usersWords.passwordChanged);
    await page.waitForURL((url) => url.pathname === '/');

    // The page checks the link on arrival: a used one says so, with no form to fill.
    await page.goto(`/reset-password?token=${token}`);
    await page.getByText(usersWords.resetTokenInvalid).waitFor();
    expect(await page.getByLabel(startsWith(screenWords.newPassword)).count()).toBe(0);
    // Nothing changed.
    await page.goto('/');
    await loginAs(page, member.email, 'primeira1');
  });

  it('a reset page opened without a token says the link is no longer valid', async () => {
    const { page } = phone;
    await page.goto('/reset-password');
    await page.getByRole('heading', { level: 1, name: registrationWords.resetPasswordTitle }).waitFor();
    await page.getByText(usersWords.resetTokenInvalid).waitFor();
    expect(await page.getByLabel(startsWith(screenWords.newPassword)).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'reset-password-no-token');
    await page.getByRole('link', { name: registrationWords.registerBackToLogin }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
