import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { activeManager, staffToken } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';

type RequestItem = { type: string; email: string; phone: string; subject: string; message: string };

async function staffRequests(type: string): Promise<RequestItem[]> {
  const res = await fetch(`${inject('baseURL')}/api/admin/requests?type=${type}`, {
    headers: { authorization: `Bearer ${await staffToken()}` },
  });
  return (await res.json()) as RequestItem[];
}

describe('plan change', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a manager asks for Arena Exclusiva', async () => {
    const { page } = phone;
    // The plans in the page's own reads of /api/config: specs that share this server add plans while
    // this one runs, so a read of the test's own, made later, could list more than the page drew.
    let read: string[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname !== '/api/config') return;
      // A read by a page already navigated away from (login, home) has no body left: not the one
      // held to here, and its refusal must not reach the test run as an unhandled rejection (CI).
      res.json().then(
        (body) => (read = (body as { plans: string[] }).plans),
        () => undefined,
      );
    });
    const manager = await activeManager();
    await loginAs(page, manager.email, manager.password);
    await page.goto('/account/edit');
    await page.getByRole('link', { name: usersWords.accountChangePlan }).click();
    await page.getByRole('heading', { name: usersWords.planTitle }).waitFor();
    // One option per active plan the page read (/api/config): the seed's three, and any staff added
    // in other specs that share this server.
    await expect
      .poll(() => read)
      .toEqual(expect.arrayContaining(['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva']));
    await expect.poll(async () => (await page.getByRole('radio').count()) === read.length).toBe(true);
    // The current plan is marked (approve() gives Arena Dedicada).
    await page.locator('.plan-option', { hasText: 'Arena Dedicada' }).getByText(usersWords.planCurrent).waitFor();
    await expectAccessible(page);

    // Nothing chosen: the seed's failure message.
    await page.getByRole('button', { name: usersWords.planSubmit }).click();
    await expectModal(page, usersWords.planFailed);

    await page.getByRole('radio', { name: 'Arena Exclusiva' }).check();
    await page.getByLabel(screenWords.fieldMessage).fill('Vamos crescer e precisamos de uma sala só nossa.');
    await page.getByRole('button', { name: usersWords.planSubmit }).click();
    await expectModal(page, usersWords.actionDone);

    const mine = (await staffRequests('plan')).filter((r) => r.email === manager.email);
    expect(mine).toMatchObject([
      {
        type: 'plan',
        subject: 'Update Plan - Arena Exclusiva',
        message: 'Vamos crescer e precisamos de uma sala só nossa.',
      },
    ]);
  });
});
