import { screenWords } from '@arena/shared/contract/screen-words';
import { teamWords } from '@arena/shared/users/team-words';
import { commonWords } from '@arena/shared/contract/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, apiAs, uniqueEmail } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { teamOf } from './team-member';

describe('editing a team member', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('opened directly, /team/edit goes to /team, and the back arrow then stays in the app', async () => {
    const manager = await activeManager();
    await loginAs(phone.page, manager.email, manager.password);
    // A new tab, as a link from elsewhere opens it: nothing of ours behind the page.
    const page = await phone.context.newPage();
    await page.goto('/team/edit');
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByRole('heading', { name: teamWords.teamTitle }).waitFor();
    await page.getByRole('button', { name: screenWords.back }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { name: /Boas-vindas/ }).waitFor();
  });

  it('a manager edits a member’s name and phone, and the e-mail stays read-only', async () => {
    const { page } = phone;
    const manager = await activeManager();
    const email = uniqueEmail('carla');
    await apiAs('createTeamMember', { body: { name: 'Carla', email, phone: '(11) 91234-5678' } }, manager);

    await loginAs(page, manager.email, manager.password);
    await page.goto('/team');
    await page.getByRole('link', { name: /Carla/ }).click();
    await page.waitForURL((url) => url.pathname === '/team/edit');
    await page.getByRole('heading', { name: teamWords.teamEditTitle }).waitFor();
    await expectAccessible(page);

    const emailField = page.getByLabel(commonWords.fieldEmail);
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    await emailField.pressSequentially('x');
    expect(await emailField.inputValue()).toBe(email);
    expect(await page.getByLabel(screenWords.fieldName).inputValue()).toBe('Carla');
    expect(await page.getByLabel(screenWords.fieldMobile).inputValue()).toBe('(11) 91234-5678');

    await page.getByLabel(screenWords.fieldName).fill('Carla Dias');
    const phoneField = page.getByLabel(screenWords.fieldMobile);
    // As a person would: tap into the field (the mask places the caret), select all, erase.
    await phoneField.click();
    await phoneField.selectText();
    await phoneField.press('Backspace');
    expect(await phoneField.inputValue()).toBe('');
    await phoneField.pressSequentially('31999998888');
    expect(await phoneField.inputValue()).toBe('(31) 99999-8888');
    await page.getByRole('button', { name: teamWords.teamSave }).click();
    await expectModal(page, teamWords.teamUpdated);
    expect(await teamOf(manager)).toEqual([{ name: 'Carla Dias', email, phone: '31999998888' }]);

    // A reload keeps the saved data (the navigation state follows the save).
    await page.reload();
    expect(await page.getByLabel(screenWords.fieldName).inputValue()).toBe('Carla Dias');

    await page.getByRole('button', { name: screenWords.back }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    const row = page.getByRole('link', { name: /Carla Dias/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('(31) 99999-8888');
  });

  it('opened without a member, /team/edit goes back to the list', async () => {
    const { page } = phone;
    const manager = await activeManager();
    await loginAs(page, manager.email, manager.password);
    await page.goto('/team/edit');
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByRole('heading', { name: teamWords.teamTitle }).waitFor();
  });
});
