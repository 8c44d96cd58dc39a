import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { commonWords } from '@arena/shared/contract/words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { teamMember } from './team-member';

/**
 * The team gerente (docs/product.md#team-gerente), in a real browser at 390 px: the account holder
 * makes a member a gerente on /team/edit; the gerente books, Cadastro and the team stay the holder's;
 * a member at level 1 is told on home who manages the account.
 */
describe('the team gerente', () => {
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

  it('the account holder makes a member a gerente, who books but finds Cadastro and the team the holder’s', async () => {
    const { page } = phone;
    const holder = await activeManager({ qtd_team: 2 }, 'Marina');
    const bruno = await teamMember(holder, 'Bruno Lima');
    const carla = await teamMember(holder, 'Carla Dias');

    // Carla, at level 1, is told who manages the account and what she may use.
    second = await openPhone();
    await loginAs(second.page, carla.email, carla.password);
    await second.page.getByText(/Titular da conta: Marina/).waitFor();
    await second.page.getByText(teamWords.teamMemberMayUse).waitFor();
    await expectAccessible(second.page);
    await second.page.screenshot({ path: '/tmp/team-gerente-home-member-390.png', fullPage: true });
    // The grey Cadastro tile and /account opened by its address say the same.
    await second.page.getByRole('button', { name: 'Cadastro' }).click({ force: true });
    await expectModal(second.page, usersWords.managersOnly);
    await second.page.goto('/account');
    await second.page.getByText(usersWords.managersOnly).waitFor();
    await second.close();
    second = undefined;

    await loginAs(page, holder.email, holder.password);
    await page.getByRole('button', { name: 'Gerenciar Equipe' }).click();
    await page.getByRole('link', { name: /Bruno Lima/ }).click();
    await page.getByRole('heading', { name: teamWords.teamEditTitle }).waitFor();
    await page.getByRole('button', { name: teamWords.teamMakeGerente }).click();
    await page.getByRole('dialog').getByRole('button', { name: commonWords.yes }).click();
    await expectModal(page, teamWords.teamMadeGerente);
    await page.getByRole('button', { name: teamWords.teamMakeMember }).waitFor();
    await page.getByText(teamWords.teamLevelGerente('Bruno Lima')).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/team-gerente-390.png', fullPage: true });
    // Back in the list, Bruno is marked a gerente.
    await page.getByRole('button', { name: screenWords.back }).click();
    await page.getByRole('link', { name: /Bruno Lima.*Gerente/ }).waitFor();

    // Bruno signs in: booking is open to him; Cadastro and the team are not, here or by address.
    second = await openPhone();
    const gerente = second.page;
    await loginAs(gerente, bruno.email, bruno.password);
    const note = teamWords.teamGerenteOf({ name: 'Marina Souza', company: 'Empresa Teste' });
    await gerente.getByText(/Você é gerente/).waitFor();
    expect(await gerente.locator('#tiles-refusal').textContent()).toBe(note);
    await expectAccessible(gerente);
    await gerente.screenshot({ path: '/tmp/team-gerente-home-390.png', fullPage: true });
    await gerente.getByRole('button', { name: 'Cadastro' }).click({ force: true });
    await expectModal(gerente, usersWords.holdersOnly);
    await gerente.goto('/account');
    await gerente.getByText(usersWords.holdersOnly).waitFor();
    await gerente.goto('/team');
    await gerente.getByText(usersWords.holdersOnly).waitFor();
    await gerente.goto('/home');
    await gerente.getByRole('button', { name: 'Reservar Sala' }).click();
    await gerente.waitForURL((url) => url.pathname === '/room');
    const stored = await gerente.evaluate(() => JSON.parse(localStorage.getItem('arena.session') ?? '{}'));
    expect(stored).toMatchObject({ email: bruno.email, level: 2, holder: false });
  });
});
