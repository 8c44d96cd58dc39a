import { screenWords } from '@arena/shared/contract/screen-words';
import { commonWords } from '@arena/shared/contract/words';
import { teamWords } from '@arena/shared/users/team-words';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, uniqueEmail } from '../../support/api';
import { expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { teamOf } from './team-member';

async function addMember(page: Page, name: string) {
  await page.getByLabel(screenWords.fieldName).fill(name);
  await page.getByLabel(commonWords.fieldEmail).fill(uniqueEmail(name.toLowerCase()));
  await page.getByLabel(screenWords.fieldMobile).pressSequentially('11912345678');
  await page.getByRole('button', { name: teamWords.teamAdd }).click();
}

describe('team seats', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('the seats line counts down to "Nenhuma posição livre", the add is switched off, and /team/newuser says "Não há posições livres no seu plano." on arrival', async () => {
    const { page } = phone;
    const manager = await activeManager({ qtd_team: 2 });
    await loginAs(page, manager.email, manager.password);

    for (const [name, line] of [
      ['Bruno', 'status - Ativo / 2 posições livres'],
      ['Carla', 'status - Ativo / 1 posição livre'],
    ] as const) {
      await page.goto('/team/newuser');
      await page.getByText(line).waitFor();
      await addMember(page, name);
      await expectModal(page, teamWords.teamAdded);
      await page.waitForURL((url) => url.pathname === '/team');
    }
    await page.getByText('2 de 2 posições ocupadas').waitFor();
    // No seat left: the list shows the add switched off, with the reason.
    const add = page.getByRole('button', { name: teamWords.teamNewTitle });
    expect(await add.isDisabled()).toBe(true);
    await page.getByText(teamWords.teamNoSeats).waitFor();
    // Opened by its address anyway, the screen says so on arrival: no form to fill for nothing.
    await page.goto('/team/newuser');
    await page.getByText('status - Ativo / Nenhuma posição livre').waitFor();
    await page.getByRole('status').getByText(teamWords.teamNoSeatsHelp).waitFor();
    expect(await page.getByLabel(screenWords.fieldName).count()).toBe(0);
    await page.getByRole('link', { name: teamWords.teamGoToTeam }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    expect((await teamOf(manager)).map((m) => m.name).sort()).toEqual(['Bruno', 'Carla']);
  });
});
