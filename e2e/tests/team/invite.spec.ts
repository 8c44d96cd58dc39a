import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, apiAs, linkToken, mailsTo, uniqueEmail } from '../../support/api';
import { expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { startsWith } from '../../support/text';

describe('a team member’s invite', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a manager sees an invite pending and sends it again; the page names the account it is for', async () => {
    const { page } = phone;
    const manager = await activeManager({ qtd_team: 2 }, 'Marina');
    const email = uniqueEmail('bruno');
    await apiAs('createTeamMember', { body: { name: 'Bruno Lima', email, phone: '(21) 98765-4321' } }, manager);
    await loginAs(page, manager.email, manager.password);
    await page.goto('/team');
    await page.getByText(teamWords.teamInvitePending).waitFor();
    await page.getByRole('button', { name: teamWords.teamResendInviteFor('Bruno Lima') }).click();
    await expectModal(page, teamWords.teamInviteResentQueued);
    expect(await mailsTo(email)).toHaveLength(2);

    await page.goto(`/reset-password?token=${await linkToken(email)}&invite=1`);
    await page.getByText(usersWords.invitePasswordFor(email)).waitFor();
  });

  it('an invite opened after the member was removed says so, with no form and no word of recovery', async () => {
    const { page } = phone;
    const manager = await activeManager({ qtd_team: 2 }, 'Marina');
    const email = uniqueEmail('carla');
    await apiAs('createTeamMember', { body: { name: 'Carla Dias', email, phone: '(31) 99876-5432' } }, manager);
    const token = await linkToken(email);
    await apiAs('removeTeamMember', { body: { email } }, manager);

    await page.goto(`/reset-password?token=${token}&invite=1`);
    await page.getByText(usersWords.inviteInvalid).waitFor();
    expect(await page.getByLabel(startsWith(screenWords.newPassword)).count()).toBe(0);
    expect(await page.getByText(/recuperação/).count()).toBe(0);
  });
});
