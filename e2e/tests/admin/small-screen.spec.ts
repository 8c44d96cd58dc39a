import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, apiAs, uniqueEmail } from '../../support/api';
import { loginAs, openPhone, type Phone } from '../../support/browser';

describe('the back-office at phone size and on a desktop', () => {
  let phone: Phone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });

  it('shows every section inside the screen at 390 px once the menu opens, the current one marked, the page never sideways', async () => {
    const { page } = phone;
    await loginAs(page, ADMIN.email, ADMIN.password);
    const nav = page.getByRole('navigation', { name: commonStaffWords.adminNavLabel });
    await page.goto('/admin/audit');
    await nav.getByRole('button').click();
    await nav.locator('[aria-current="page"]').waitFor();
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox()) ?? { x: -1, width: 0 };
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(391);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('lists a team member with the account’s company, not "Sem empresa"', async () => {
    const { page } = phone;
    const manager = await activeManager();
    const email = uniqueEmail('time');
    await apiAs('createTeamMember', { body: { name: 'Teodoro', email, phone: '(11) 91234-5678' } }, manager);
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/members?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('listitem').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Empresa Teste');
    expect(await row.textContent()).not.toContain(usersStaffWords.membersNoCompany);
  });

  it('draws the usage chart across its card at 1280 px', async () => {
    const { page } = phone;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/usage');
    const chart = page.locator('figure.usage-chart');
    const svg = chart.locator('svg');
    await svg.waitFor();
    const [figure, drawing, table] = await Promise.all([
      chart.boundingBox(),
      svg.boundingBox(),
      chart.locator('.usage-table-wrap').boundingBox(),
    ]);
    // The drawing and its table side by side fill the card's width.
    expect((drawing?.width ?? 0) + (table?.width ?? 0)).toBeGreaterThan((figure?.width ?? 0) * 0.9);
  });
});
