import { messages } from '@arena/shared/messages';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/api';
import { openPhone, type Phone } from '../../support/browser';
import { startsWith } from '../../support/text';

const next = (page: Page) => page.getByRole('button', { name: messages.registerContinue }).click();
const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Steps 1 to 4 as a person fills them (the draft lives in the page, so no shortcut through the API). */
async function reachTerms(page: Page) {
  await page.goto('/register');
  await title(page, messages.registerEmailTitle);
  await page.getByLabel(messages.fieldEmail).fill(uniqueEmail('termos'));
  await next(page);
  await title(page, messages.registerPersonalTitle);
  await page.getByRole('textbox', { name: messages.registerFirstName, exact: true }).fill('Clara');
  await page.getByLabel(messages.registerLastName).fill('Souza');
  await page.getByLabel(messages.fieldMobile).pressSequentially('11987654321');
  await next(page);
  await title(page, messages.registerBusinessTitle);
  await page.getByLabel(messages.registerDocument).pressSequentially('52998224725');
  await page.getByLabel(messages.registerCompanyName).fill('Clara Souza');
  await page.getByLabel(messages.registerActivity).fill('Consultoria');
  await page.getByLabel(messages.registerCompanyPhone).pressSequentially('1134567890');
  await next(page);
  await title(page, messages.registerPasswordTitle);
  await page.getByLabel(startsWith(messages.fieldPassword)).fill('clara2026');
  await page.getByLabel(messages.registerConfirmPassword).fill('clara2026');
  await next(page);
  await title(page, messages.registerTermsTitle);
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
    const accept = await page.getByRole('button', { name: messages.registerAccept }).boundingBox();
    const footer = await page.locator('.login-footer').boundingBox();
    expect(accept).not.toBeNull();
    expect(footer).not.toBeNull();
    if (!accept || !footer) return;
    // In view without scrolling, and not under the footer that covers the page's bottom 56 px.
    expect(accept.y).toBeGreaterThanOrEqual(0);
    expect(accept.y + accept.height).toBeLessThanOrEqual(footer.y);
  });
});
