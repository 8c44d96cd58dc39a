import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { activeManager, pendingMember, staffToken } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';

type RequestItem = { type: string; name: string; email: string; subject: string; message: string };

async function staffRequests(type: string): Promise<RequestItem[]> {
  const res = await fetch(`${inject('baseURL')}/api/admin/requests?type=${type}`, {
    headers: { authorization: `Bearer ${await staffToken()}` },
  });
  return (await res.json()) as RequestItem[];
}

describe('contact', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a member writes to support and sees the WhatsApp link', async () => {
    const { page } = phone;
    // A team member (level 1): Atendimento is open to every logged-in person (docs/product.md#access-rules).
    const member = await activeManager({ level: 1 }, 'Davi');
    await loginAs(page, member.email, member.password);
    await page.getByRole('button', { name: 'Atendimento' }).click();
    await page.getByRole('heading', { name: usersWords.contactTitle }).waitFor();
    const link = page.getByRole('link', { name: /Conversar pelo WhatsApp/ });
    expect(await link.getAttribute('href')).toBe('https://wa.me/5511912345678');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.textContent()).toContain('+55 (11) 91234-5678');
    await expectAccessible(page);

    await page.getByRole('button', { name: usersWords.contactSubmit }).click();
    expect(await page.getByRole('alert').allTextContents()).toEqual([
      registrationWords.fillRequiredFields,
      registrationWords.fillRequiredFields,
    ]);
    await page.getByLabel(usersWords.contactDepartment).selectOption('Suporte técnico');
    await page.getByLabel(screenWords.fieldMessage).fill('O Wi-Fi da sala 20 está instável.');
    await page.getByLabel(commonWords.fieldEmail).fill('davi@empresa');
    await page.getByRole('button', { name: usersWords.contactSubmit }).click();
    expect(await page.getByRole('alert').textContent()).toBe(usersWords.emailInvalid);
    await expectAccessible(page);

    await page.getByLabel(commonWords.fieldEmail).fill(member.email);
    await page.getByRole('button', { name: usersWords.contactSubmit }).click();
    await expectModal(page, usersWords.actionDone);

    const mine = (await staffRequests('support')).filter((r) => r.email === member.email);
    expect(mine).toMatchObject([
      { type: 'support', name: 'Davi Souza', subject: 'Suporte técnico', message: 'O Wi-Fi da sala 20 está instável.' },
    ]);
  });

  it('a pending user can still reach Atendimento', async () => {
    const { page } = phone;
    const pending = await pendingMember();
    await loginAs(page, pending.email, pending.password);
    await page.getByRole('button', { name: 'Inativo' }).waitFor();
    await page.getByRole('button', { name: 'Atendimento' }).click();
    await page.getByRole('heading', { name: usersWords.contactTitle }).waitFor();
    await expectAccessible(page);
    await page.getByLabel(usersWords.contactDepartment).selectOption('Financeiro');
    await page.getByLabel(screenWords.fieldMessage).fill('Meu cadastro ainda está pendente. Falta algum documento?');
    await page.getByRole('button', { name: usersWords.contactSubmit }).click();
    await expectModal(page, usersWords.actionDone);
    const mine = (await staffRequests('support')).filter((r) => r.email === pending.email);
    expect(mine).toMatchObject([{ subject: 'Financeiro' }]);
  });
});
