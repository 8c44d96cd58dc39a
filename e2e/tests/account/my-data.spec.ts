import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privacyWords } from '@arena/shared/privacy/words';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { activeManager, apiAs, staffToken } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';

/** _Meus dados_ (docs/product.md#my-data) in a real browser against the real server. */
describe('my data', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('a member sees what is held, downloads meus-dados.json and leaves the other devices', async () => {
    const { page } = phone;
    const ana = await activeManager();
    // Another device of Ana's, signed in before this browser.
    await apiAs('getMe', {}, ana);
    await loginAs(page, ana.email, ana.password);
    await page.goto('/account');
    await page.getByRole('link', { name: privacyWords.myDataLink }).click();
    await page.getByRole('heading', { level: 1, name: privacyWords.myDataTitle }).waitFor();
    await page.getByText(ana.email).waitFor();
    await page.getByText(privacyWords.myDataSessionsLine(2)).waitFor();
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, 'my-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: privacyWords.myDataDownload }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('meus-dados.json');
    const saved = join(mkdtempSync(join(tmpdir(), 'arena-my-data-')), 'meus-dados.json');
    await download.saveAs(saved);
    const file = JSON.parse(await readFile(saved, 'utf8')) as { user: { email: string } };
    expect(file.user.email).toBe(ana.email);

    await page.getByRole('button', { name: privacyWords.myDataEndOthers }).click();
    await expectModal(page, privacyWords.myDataEndOthersDone(1));
    await page.getByText(privacyWords.myDataSessionsLine(1)).waitFor();

    await page.getByRole('button', { name: privacyWords.myDataDelete }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await page
      .getByRole('dialog')
      .getByText(/Solicitação de exclusão enviada/)
      .waitFor();
    const staff = await fetch(`${inject('baseURL')}/api/admin/requests?type=privacy`, {
      headers: { authorization: `Bearer ${await staffToken()}` },
    });
    const requests = (await staff.json()) as Array<{ email: string; status: string }>;
    expect(requests.filter((r) => r.email === ana.email)).toEqual([expect.objectContaining({ status: 'open' })]);
  });
});
