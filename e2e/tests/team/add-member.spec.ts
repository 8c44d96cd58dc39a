import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';
import { termsWords } from '@arena/shared/terms/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, linkToken, uniqueEmail } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { teamOf } from './team-member';
import { startsWith } from '../../support/text';

describe('adding a team member', () => {
  let phone: Phone;
  let second: Phone | undefined;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
    await second?.close();
    second = undefined;
  });

  it('a manager adds a team member, who sets a password from the e-mailed link and logs in', async () => {
    const { page } = phone;
    const manager = await activeManager({ qtd_team: 2 }, 'Marina');
    await loginAs(page, manager.email, manager.password);
    await page.getByRole('button', { name: 'Gerenciar Equipe' }).click();
    await page.getByRole('heading', { name: teamWords.teamTitle }).waitFor();
    await page.getByText(teamWords.teamEmpty).waitFor();
    await page.getByText('2 posições livres').waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: teamWords.teamNewTitle }).click();
    await page.getByRole('heading', { name: teamWords.teamNewTitle }).waitFor();
    await page.getByText('status - Ativo / 2 posições livres').waitFor();
    await page.getByText(usersWords.teamInviteNoteQueued).waitFor();
    await expectAccessible(page);

    // The seed's rules first: everything required.
    await page.getByRole('button', { name: teamWords.teamAdd }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual(Array(3).fill(registrationWords.fillRequiredFields));
    await expectAccessible(page);

    const email = uniqueEmail('bruno');
    await page.getByLabel(screenWords.fieldName).fill('Bruno Lima');
    await page.getByLabel(commonWords.fieldEmail).fill(email);
    await page.getByLabel(screenWords.fieldMobile).pressSequentially('21987654321');
    expect(await page.getByLabel(screenWords.fieldMobile).inputValue()).toBe('(21) 98765-4321');
    await page.getByRole('button', { name: teamWords.teamAdd }).click();
    await expectModal(page, teamWords.teamAdded);
    await page.waitForURL((url) => url.pathname === '/team');
    const row = page.getByRole('link', { name: /Bruno Lima/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('(21) 98765-4321');
    await page.getByText('1 posição livre').waitFor();
    expect(await teamOf(manager)).toEqual([{ name: 'Bruno Lima', email, phone: '21987654321' }]);
    // The form stepped back to the list, so the back arrow now leaves the team.
    await page.getByRole('button', { name: screenWords.back }).click();
    await page.waitForURL((url) => url.pathname === '/home');

    // The member follows the invite link in their own browser and sets a password.
    second = await openPhone();
    const member = second.page;
    await member.goto(`/reset-password?token=${await linkToken(email)}`);
    await member.getByLabel(startsWith(screenWords.newPassword)).fill('membro123');
    await member.getByLabel(screenWords.confirmNewPassword).fill('membro123');
    // Setting the password from the invite accepts the terms (docs/product.md#terms).
    await member.getByRole('region', { name: termsWords.termsRegion }).waitFor();
    await member.getByRole('button', { name: termsWords.inviteAcceptAndSave }).click();
    await expectModal(member, usersWords.passwordChanged);

    // Level 1 (docs/product.md#statuses-and-levels): the manager tiles are refused, Atendimento opens.
    await loginAs(member, email, 'membro123');
    expect(new URL(member.url()).pathname).toBe('/home');
    await member.getByRole('heading', { name: 'Boas-vindas, Bruno Lima!' }).waitFor();
    for (const tile of ['Cadastro', 'Reservar Sala', 'Reservar Estúdio', 'Gerenciar Equipe']) {
      // The tile looks disabled (aria-disabled) and still says why when tapped.
      await member.getByRole('button', { name: tile }).click({ force: true });
      await expectModal(member, usersWords.managersOnly);
      expect(new URL(member.url()).pathname).toBe('/home');
    }
    await member.getByRole('button', { name: 'Atendimento' }).click();
    await member.waitForURL((url) => url.pathname === '/contact');
    const stored = await member.evaluate(() => JSON.parse(localStorage.getItem('arena.session') ?? '{}'));
    expect(stored).toMatchObject({ email, level: 1, status: 'Ativo' });
  });
});
