import { screenWords } from '@arena/shared/contract/screen-words';
import { apiPath } from '@arena/shared/contract/endpoints';
import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';

import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { pendingMember, staffToken, uniqueEmail } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { startsWith } from '../../support/text';

type StaffUser = {
  email: string;
  name: string;
  lastname: string;
  phone: string;
  status: string;
  level: number;
  company: { document: string; name: string; activity: string; phone: string; site: string } | null;
};

/** The pending registrations as finance sees them (docs/product.md#api, staff API). */
async function pendingUsers(): Promise<StaffUser[]> {
  const res = await fetch(`${inject('baseURL')}/api/admin/users?status=Pendente`, {
    headers: { authorization: `Bearer ${await staffToken()}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as StaffUser[];
}

/** With SCREENSHOTS=<folder>, keeps each screen at phone and desktop size for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

async function step(page: Page, title: string, indicator?: string) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  if (indicator) expect(await page.getByText(indicator).isVisible()).toBe(true);
  await expectAccessible(page);
}

const next = (page: Page) => page.getByRole('button', { name: registrationWords.registerContinue }).click();

async function emailStep(page: Page, email: string) {
  await page.goto('/register');
  await step(page, registrationWords.registerEmailTitle, 'Etapa 1 de 5');
  await page.getByLabel(commonWords.fieldEmail).fill(email);
  await shot(page, 'register-1-email');
  await next(page);
}

async function personalStep(page: Page) {
  await step(page, registrationWords.registerPersonalTitle, 'Etapa 2 de 5');
  await page.getByRole('textbox', { name: registrationWords.registerFirstName, exact: true }).fill('Beatriz');
  await page.getByLabel(registrationWords.registerLastName).fill('Lima');
  const mobile = page.getByLabel(screenWords.fieldMobile);
  await mobile.pressSequentially('11987654321');
  expect(await mobile.inputValue()).toBe('(11) 98765-4321');
  await shot(page, 'register-2-personal');
  await next(page);
}

describe('registration', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a company registers in five steps and waits for finance', async () => {
    const { page } = phone;
    const email = uniqueEmail('empresa');
    await page.goto('/');
    await page.getByRole('link', { name: commonWords.noAccessYet }).click();
    await page.waitForURL(/\/register$/);
    await emailStep(page, email);
    await personalStep(page);

    await step(page, registrationWords.registerBusinessTitle, 'Etapa 3 de 5');
    const taxId = page.getByLabel(registrationWords.registerDocument);
    await taxId.pressSequentially('12345678909');
    expect(await taxId.inputValue()).toBe('123.456.789-09');
    await taxId.fill('');
    await taxId.pressSequentially('12abc34501de35');
    expect(await taxId.inputValue()).toBe('12.ABC.345/01DE-35');
    await page.getByLabel(registrationWords.registerCompanyName).fill('Lima Arquitetura');
    await page.getByLabel(registrationWords.registerActivity).fill('Arquitetura');
    const businessPhone = page.getByLabel(registrationWords.registerCompanyPhone);
    expect(await businessPhone.getAttribute('placeholder')).toBe('(11) 3123-4567');
    await businessPhone.pressSequentially('11 3456-7890');
    expect(await businessPhone.inputValue()).toBe('(11) 3456-7890');
    await page.getByLabel(registrationWords.registerSite).fill('www.limaarquitetura.com.br');
    await shot(page, 'register-3-business');
    await next(page);

    await step(page, registrationWords.registerPasswordTitle, 'Etapa 4 de 5');
    const checklist = page.getByRole('list', { name: registrationWords.passwordChecklistTitle }).getByRole('listitem');
    expect(await checklist.evaluateAll((items) => items.map((li) => li.getAttribute('data-ok')))).toEqual([
      'false',
      'false',
      'false',
    ]);
    await page.getByLabel(startsWith(commonWords.fieldPassword)).pressSequentially('lima2026');
    expect(await checklist.evaluateAll((items) => items.map((li) => li.getAttribute('data-ok')))).toEqual([
      'true',
      'true',
      'true',
    ]);
    await page.getByLabel(registrationWords.registerConfirmPassword).fill('lima2026');
    await expectAccessible(page);
    await shot(page, 'register-4-password');
    await next(page);

    await step(page, registrationWords.registerTermsTitle, 'Etapa 5 de 5');
    // A reload on the terms resumes at the terms: the server knows the password was chosen.
    await page.reload();
    await step(page, registrationWords.registerTermsTitle, 'Etapa 5 de 5');
    await shot(page, 'register-5-terms');
    const terms = page.getByRole('region', { name: registrationWords.registerTermsRegion });
    expect(await terms.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
    // Read to the end: the region scrolls, the page does not grow with the text.
    expect(await terms.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await terms.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect(await terms.getByRole('heading', { name: 'Comunicações, lei e foro' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: registrationWords.registerAccept }).click();

    await step(page, registrationWords.registerSuccessTitle);
    await page.getByText(registrationWords.registerSuccessText).waitFor();
    await shot(page, 'register-6-success');
    // Browser back says the registration is complete, never that the draft was lost.
    await page.goBack();
    await step(page, registrationWords.registerSuccessTitle);
    expect(new URL(page.url()).pathname).toBe('/register/sucess');
    expect(await page.getByText(registrationWords.registrationExpired).count()).toBe(0);
    await shot(page, 'register-7-success-after-back');
    await page.getByRole('link', { name: registrationWords.registerSuccessBack }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const user = (await pendingUsers()).find((u) => u.email === email);
    expect(user).toMatchObject({
      name: 'Beatriz',
      lastname: 'Lima',
      phone: '11987654321',
      status: 'Pendente',
      level: 2,
      company: {
        document: '12ABC34501DE35',
        name: 'Lima Arquitetura',
        activity: 'Arquitetura',
        phone: '1134567890',
        site: 'www.limaarquitetura.com.br',
      },
    });

    await loginAs(page, email, 'lima2026');
    await page.getByRole('heading', { name: 'Boas-vindas, Beatriz!' }).waitFor();
    expect(await page.getByRole('button', { name: 'Inativo' }).isVisible()).toBe(true);
  });

  it('a taken e-mail is refused with “E-mail já cadastrado”', async () => {
    const { page } = phone;
    const taken = await pendingMember();
    await emailStep(page, taken.email.toUpperCase());
    await page.getByRole('dialog').waitFor();
    await shot(page, 'register-1-email-taken');
    await expectModal(page, registrationWords.emailTaken);
    expect(new URL(page.url()).pathname).toBe('/register');
    await page.getByLabel(commonWords.fieldEmail).fill('');
    await next(page);
    expect(await page.getByRole('alert').textContent()).toBe(registrationWords.fieldRequired);
  });

  it('an invalid CPF is refused', async () => {
    const { page } = phone;
    const email = uniqueEmail('cpf');
    await emailStep(page, email);
    await personalStep(page);
    await step(page, registrationWords.registerBusinessTitle);
    await next(page);
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual([registrationWords.fillRequiredFields, registrationWords.fillRequiredFields]);
    await page.getByLabel(registrationWords.registerDocument).pressSequentially('52998224724');
    await page.getByLabel(registrationWords.registerCompanyName).fill('Beatriz Lima');
    await next(page);
    await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual([registrationWords.documentInvalid]);
    await expectAccessible(page);
    await shot(page, 'register-3-business-errors');
    expect(new URL(page.url()).pathname).toBe('/register/businessdata');
    // The server, sent the same draft with this browser's registration cookie, refuses it in the same words.
    const answer = await page.request.post(apiPath('registerCompany'), {
      data: { email, document: '529.982.247-24', name_company: 'Beatriz Lima' },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({
      message: registrationWords.documentInvalid,
      code: 'INVALID_INPUT',
      field: 'document',
    });
  });

  it('a reload, or the same e-mail again, resumes the registration where it was; a step with no draft behind it starts over', async () => {
    const { page } = phone;
    // No draft in this browser: back to step 1, saying why (docs/product.md#statuses-and-levels).
    await page.goto('/register/password');
    await step(page, registrationWords.registerEmailTitle, 'Etapa 1 de 5');
    expect(new URL(page.url()).pathname).toBe('/register');
    await page.getByRole('alert').filter({ hasText: registrationWords.registrationExpired }).waitFor();
    const email = uniqueEmail('recarga');
    await emailStep(page, email);
    await step(page, registrationWords.registerPersonalTitle, 'Etapa 2 de 5');
    // The phone reloads the tab: the server's draft brings the person back to the same step.
    await page.reload();
    await step(page, registrationWords.registerPersonalTitle, 'Etapa 2 de 5');
    expect(new URL(page.url()).pathname).toBe('/register/personaldata');
    await page.getByRole('textbox', { name: registrationWords.registerFirstName, exact: true }).fill('Beatriz');
    await page.getByLabel(registrationWords.registerLastName).fill('Lima');
    await page.getByLabel(screenWords.fieldMobile).pressSequentially('11987654321');
    await next(page);
    await step(page, registrationWords.registerBusinessTitle, 'Etapa 3 de 5');
    // Starting again with the same e-mail in this browser resumes the draft, with what was typed.
    await emailStep(page, email);
    await step(page, registrationWords.registerBusinessTitle, 'Etapa 3 de 5');
    await page.getByRole('link', { name: registrationWords.registerStepBack }).click();
    await step(page, registrationWords.registerPersonalTitle, 'Etapa 2 de 5');
    expect(
      await page.getByRole('textbox', { name: registrationWords.registerFirstName, exact: true }).inputValue(),
    ).toBe('Beatriz');
  });
});
