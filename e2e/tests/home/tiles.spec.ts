import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { registrationWords } from '@arena/shared/registration/words';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, confirmToken, pendingMember } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';
import { teamMember } from '../team/team-member';

const managerTiles = [
  ['Cadastro', '/account'],
  ['Reservar Sala', '/room'],
  ['Reservar Estúdio', '/studio'],
  ['Gerenciar Equipe', '/team'],
] as const;

async function expectRefusedTiles(page: Page, reason: string) {
  for (const [tile] of managerTiles) {
    const button = page.getByRole('button', { name: tile });
    // docs/product.md#statuses-and-levels: the tile looks refused before it is tapped, and says why when it is.
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await button.click({ force: true });
    await expectModal(page, reason);
    expect(new URL(page.url()).pathname).toBe('/home');
  }
}

async function expectNewsLink(page: Page) {
  const news = page.getByRole('link', { name: /Informativo/ });
  await expect.poll(() => news.getAttribute('href')).toBe('https://arenacowork.com.br/informativo');
  expect(await news.getAttribute('target')).toBe('_blank');
}

describe('home tiles', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('home tiles for a manager, a pending user and a team member', async () => {
    const { page } = phone;

    // An active manager: every tile opens its screen, and the badge says all is well.
    const manager = await activeManager({}, 'Marina');
    await loginAs(page, manager.email, manager.password);
    await page.getByRole('heading', { name: 'Boas-vindas, Marina!' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ativo', exact: true }).click();
    await expectModal(page, usersWords.statusOk);
    for (const [tile, path] of managerTiles) {
      await page.getByRole('button', { name: tile }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/home');
    }
    await page.getByRole('button', { name: 'Atendimento' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await page.goBack();
    await expectNewsLink(page);
    await page.getByRole('button', { name: screenWords.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A pending registration: shown as Inativo, told what it waits for, and kept out of the four tiles.
    // First its e-mail confirmation: this server sends no e-mail, so the person asks the staff for the
    // link (docs/product.md#registration-proof); then, once confirmed, finance's review.
    const pending = await pendingMember();
    await loginAs(page, pending.email, pending.password);
    await page.getByText(registrationWords.pendingConfirmEmailQueued).waitFor();
    await checkScreen(page, 'home-pending-confirmation');
    await page.getByRole('button', { name: 'Inativo' }).click();
    await expectModal(page, registrationWords.pendingConfirmEmailQueued);
    // A pending manager hears the status text, not that the option is for managers.
    await expectRefusedTiles(page, registrationWords.pendingConfirmEmailQueued);
    await page.goto(`/confirm-email?token=${await confirmToken(pending.email)}`);
    await page.getByText(/^E‑mail confirmado!/).waitFor();
    await page.goto('/home');
    await page.getByText(registrationWords.pendingReviewQueued).waitFor();
    await expectRefusedTiles(page, registrationWords.pendingReviewQueued);
    await expectNewsLink(page);
    await page.getByRole('button', { name: 'Atendimento' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await page.goBack();
    await page.getByRole('button', { name: screenWords.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A team member (level 1): active, yet the four tiles are for managers only.
    const member = await teamMember(manager, 'Bruno');
    await loginAs(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Boas-vindas, Bruno!' }).waitFor();
    await page.getByRole('button', { name: 'Ativo', exact: true }).click();
    await expectModal(page, usersWords.statusOk);
    await expectRefusedTiles(page, usersWords.managersOnly);
    await expectNewsLink(page);
    await page.getByRole('button', { name: 'Atendimento' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
  });
});
