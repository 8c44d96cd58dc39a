import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, apiAs } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';

describe('account', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a manager changes the phone and the password', async () => {
    const { page } = phone;
    const manager = await activeManager({}, 'Bruna');
    await loginAs(page, manager.email, manager.password);
    await page.getByRole('button', { name: 'Cadastro' }).click();
    await page.getByRole('heading', { name: usersWords.accountTitle }).waitFor();
    expect(await page.locator('dd').allTextContents()).toEqual([
      'Bruna',
      manager.email,
      '(11) 91234-5678',
      'Arena Dedicada',
    ]);
    await expectAccessible(page);

    await page.getByRole('link', { name: usersWords.accountEditTitle }).click();
    await page.getByRole('heading', { name: usersWords.accountEditTitle }).waitFor();
    await page.getByText(usersWords.accountRequiredNote).waitFor();
    await expectAccessible(page);
    const phoneField = page.getByLabel('Celular');
    expect(await phoneField.inputValue()).toBe('(11) 91234-5678');
    // As a person would: tap into the field (the mask places the caret), select all, erase.
    await phoneField.click();
    await phoneField.selectText();
    await phoneField.press('Backspace');
    expect(await phoneField.inputValue()).toBe('');
    await phoneField.pressSequentially('21987654321');
    expect(await phoneField.inputValue()).toBe('(21) 98765-4321');
    await page.getByLabel('Senha atual').fill(manager.password);
    await page.getByLabel('Nova senha', { exact: true }).fill('outra456');
    await page.getByLabel(screenWords.confirmNewPassword).fill('outra456');
    await page.getByRole('button', { name: usersWords.accountSave, exact: true }).click();
    await expectModal(page, usersWords.accountUpdated);

    // The stored session follows the answer; the server took both changes (the old password
    // no longer gives a token: the login answers 203).
    await page.goto('/account');
    await page.getByText('(21) 98765-4321').waitFor();
    const me = await apiAs('getMe', {}, { ...manager, password: 'outra456' });
    expect(me.phone).toBe('21987654321');
    await expect(apiAs('getMe', {}, manager)).rejects.toThrow(/POST \/api\/session: 203/);
  });

  it('a wrong current password shows the seed’s message', async () => {
    const { page } = phone;
    const manager = await activeManager();
    await loginAs(page, manager.email, manager.password);
    await page.goto('/account/edit');
    await page.getByLabel('Senha atual').fill('errada999');
    await page.getByLabel('Nova senha', { exact: true }).fill('outra456');
    await page.getByLabel(screenWords.confirmNewPassword).fill('outra456');
    await page.getByRole('button', { name: usersWords.accountSave, exact: true }).click();
    await expectModal(page, usersWords.currentPasswordWrong);
    // Nothing changed: the old password still opens a session.
    const me = await apiAs('getMe', {}, manager);
    expect(me.email).toBe(manager.email);
  });

  it('a manager who types different new passwords is told before anything is sent', async () => {
    const { page } = phone;
    const manager = await activeManager();
    await loginAs(page, manager.email, manager.password);
    await page.goto('/account/edit');
    await page.getByLabel('Senha atual').fill(manager.password);
    await page.getByLabel('Nova senha', { exact: true }).fill('outra456');
    await page.getByLabel(screenWords.confirmNewPassword).fill('outra457');
    await page.getByRole('button', { name: usersWords.accountSave, exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toBe(usersWords.newPasswordMismatch);
    await expectAccessible(page);
  });
});
