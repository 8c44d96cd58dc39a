import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { commonWords } from '@arena/shared/contract/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager } from '../../support/api';
import { expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { meStatus, teamMember, teamOf } from './team-member';

describe('deleting a team member', () => {
  let manager: Phone;
  let member: Phone;
  beforeEach(async () => {
    manager = await openPhone();
    member = await openPhone();
  });
  afterEach(async () => {
    await manager.close();
    await member.close();
  });

  it('a manager deletes a member after confirming, and the member’s session ends', async () => {
    const owner = await activeManager();
    const bruno = await teamMember(owner, 'Bruno');
    await loginAs(member.page, bruno.email, bruno.password);
    const token = await member.page.evaluate(() => JSON.parse(localStorage.getItem('arena.session') ?? '{}').token);
    expect(await meStatus(token)).toBe(200);

    const { page } = manager;
    await loginAs(page, owner.email, owner.password);
    await page.goto('/team');
    await page.getByRole('link', { name: /Bruno/ }).click();
    await page.getByRole('heading', { name: teamWords.teamEditTitle }).waitFor();

    // "Não" keeps the member.
    await page.getByRole('button', { name: teamWords.teamRemove }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('#modal-message').textContent()).toBe(screenWords.confirmRemoveMember);
    await dialog.getByRole('button', { name: commonWords.no }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await teamOf(owner)).toHaveLength(1);

    await page.getByRole('button', { name: teamWords.teamRemove }).click();
    await dialog.getByRole('button', { name: commonWords.yes }).click();
    await expectModal(page, teamWords.teamRemoved);
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByText(teamWords.teamEmpty).waitFor();
    expect(await teamOf(owner)).toEqual([]);
    await page.getByRole('button', { name: screenWords.back }).click();
    await page.waitForURL((url) => url.pathname === '/home');

    // Removing a member ends their access at once (docs/product.md#team).
    expect(await meStatus(token)).toBe(401);
    await member.page.reload();
    await member.page.waitForURL((url) => url.pathname === '/');
    await member.page.getByRole('heading', { name: usersWords.loginTitle }).waitFor();
    expect(await member.page.evaluate(() => localStorage.getItem('arena.session'))).toBeNull();
  });
});
