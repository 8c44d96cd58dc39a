import { screenWords } from '@arena/shared/contract/screen-words';
import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/api';
import { openPhone, type Phone } from '../../support/browser';
import { startsWith } from '../../support/text';

const next = (page: Page) => page.getByRole('button', { name: registrationWords.registerContinue }).click();
const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Steps 1 to 4 as a person fills them (the draft lives in the page, so no shortcut through the API). */
async function reachTerms(page: Page) {
  await page.goto('/register');
  await title(page, registrationWords.registerEmailTitle);
  await page.getByLabel(commonWords.fieldEmail).fill(uniqueEmail('termos'));
  await next(page);
  await title(page, registrationWords.registerPersonalTitle);
  await page.getByRole('textbox', { name: registrationWords.registerFirstName, exact: true }).fill('Clara');
  await page.getByLabel(registrationWords.registerLastName).fill('Souza');
  await page.getByLabel(screenWords.fieldMobile).pressSequentially('11987654321');
  await next(page);
  await title(page, registrationWords.registerBusinessTitle);
  await page.getByLabel(registrationWords.registerDocument).pressSequentially('52998224725');
  await page.getByLabel(registrationWords.registerCompanyName).fill('Clara Souza');
  await page.getByLabel(registrationWords.registerActivity).fill('Consultoria');
  await page.getByLabel(registrationWords.registerCompanyPhone).pressSequentially('1134567890');
  await next(page);
  await title(page, registrationWords.registerPasswordTitle);
  await page.getByLabel(startsWith(commonWords.fieldPassword)).fill('clara2026');
  await page.getByLabel(registrationWords.registerConfirmPassword).fill('clara2026');
  await next(page);
  await title(page, registrationWords.registerTermsTitle);
}

describe('the terms step on a phone', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('shows the accept button above the fixed footer on arrival at 390×844', async () => {
    const { page } = phone;
    await reachTerms(page);
    const accept = await page.getByRole('button', { name: registrationWords.registerAccept }).boundingBox();
    const footer = await page.locator('.login-footer').boundingBox();
    expect(accept).not.toBeNull();
    expect(footer).not.toBeNull();
    if (!accept || !footer) return;
    // In view without scrolling, and not under the footer that covers the page's bottom 56 px.
    expect(accept.y).toBeGreaterThanOrEqual(0);
    expect(accept.y + accept.height).toBeLessThanOrEqual(footer.y);
  });
});
