import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { activeManager, apiAs, staffToken } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';

type RequestItem = { type: string; name: string; email: string; phone: string; message: string };

async function staffRequests(type: string): Promise<RequestItem[]> {
  const res = await fetch(`${inject('baseURL')}/api/admin/requests?type=${type}`, {
    headers: { authorization: `Bearer ${await staffToken()}` },
  });
  return (await res.json()) as RequestItem[];
}

describe('studio', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a manager requests the studio', async () => {
    const { page } = phone;
    const manager = await activeManager({}, 'Caio');
    await loginAs(page, manager.email, manager.password);
    await page.getByRole('button', { name: 'Reservar Estúdio' }).click();
    await page.getByRole('heading', { name: usersWords.studioTitle }).waitFor();
    await page.getByText(usersWords.studioIntro).waitFor();
    expect(await page.getByLabel(screenWords.fieldName).inputValue()).toBe('Caio');
    await expectAccessible(page);

    // An empty message: the seed's words, and nothing is sent.
    await page.getByRole('button', { name: usersWords.studioSubmit }).click();
    expect(await page.getByRole('alert').textContent()).toBe(usersWords.loginRequired);
    await page.getByLabel(commonWords.fieldEmail).fill('caio@empresa');
    await page
      .getByLabel(screenWords.fieldMessage)
      .fill('Gravar um episódio do nosso podcast na quinta, das 14h às 16h.');
    await page.getByRole('button', { name: usersWords.studioSubmit }).click();
    expect(await page.getByRole('alert').textContent()).toBe(usersWords.studioEmailInvalid);
    await expectAccessible(page);

    await page.getByLabel(commonWords.fieldEmail).fill(manager.email);
    await page.getByRole('button', { name: usersWords.studioSubmit }).click();
    await expectModal(page, usersWords.studioDone);

    const mine = (await staffRequests('studio')).filter((r) => r.email === manager.email);
    expect(mine).toMatchObject([
      {
        type: 'studio',
        name: 'Caio',
        phone: '(11) 91234-5678',
        message: 'Gravar um episódio do nosso podcast na quinta, das 14h às 16h.',
      },
    ]);
  });

  it('a team member who opens /studio directly is told why on arrival, and the server refuses them too', async () => {
    const { page } = phone;
    const member = await activeManager({ level: 1 });
    await loginAs(page, member.email, member.password);
    await page.goto('/studio');
    // No form to fill before a refusal (docs/product.md#statuses-and-levels)…
    await page.getByText(usersWords.managersOnly).waitFor();
    expect(await page.getByLabel(screenWords.fieldMessage).count()).toBe(0);
    // …and the rule holds on the server for a call made anyway.
    const studio = {
      isStudio: true as const,
      participants: 'studio',
      name: 'Bruno',
      phone: '(11) 91234-5678',
      mensage: 'Posso?',
    };
    await expect(apiAs('storeAppointment', { body: { ...studio, email: member.email } }, member)).rejects.toThrow(
      /403/,
    );
    expect((await staffRequests('studio')).filter((r) => r.email === member.email)).toEqual([]);
  });
});
