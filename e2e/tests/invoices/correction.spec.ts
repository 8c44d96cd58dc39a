import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { commonWords } from '@arena/shared/contract/words';
import { invoicesWords } from '@arena/shared/invoices/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, type Account, apiAs } from '../../support/api';
import { expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';

/**
 * Correcting an invoice in the browser against the real server (docs/product.md#corrections):
 * staff correct an open invoice in Financeiro from its own lines; the member sees the new one to
 * pay and the old one marked as replaced.
 */
describe('staff correct an invoice and the member sees it replaced', () => {
  let phone: Phone;
  let manager: Account;
  const staff = { id: 0, ...ADMIN };

  beforeAll(async () => {
    const name = `Arena Correção ${Date.now() % 100000}`;
    await apiAs(
      'createPlan',
      { body: { name, monthly_hours: 10, overage: 'charge', monthly_price_cents: 45_000 } },
      staff,
    );
    manager = await activeManager({ plan: name }, 'Carla');
    phone = await openPhone();
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('staff change a line in Financeiro; the member’s Faturas show the correction and the old one replaced', async () => {
    const { page } = phone;
    const [old] = await apiAs('listInvoices', {}, manager);
    if (!old) throw new Error('no invoice at approval');

    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/finance?month=${old.month}`);
    const card = page.locator('li.finance-invoice', { hasText: old.number });
    // The month lists each invoice's row; its lines and actions come when it is opened (issue 34).
    await card.getByRole('button', { name: invoicesStaffWords.financeOpenInvoice }).click();
    await card.getByRole('button', { name: invoicesStaffWords.financeCorrect }).click();
    const form = card.getByRole('group', { name: invoicesStaffWords.financeCorrect });
    await form.getByLabel(invoicesStaffWords.financeCorrectReason).fill('Desconto combinado na visita');
    await form.getByLabel(invoicesStaffWords.financeCorrectUnit).first().fill('100,00');
    await checkScreen(page, 'finance-correction');
    await form.getByRole('button', { name: invoicesStaffWords.financeCorrectSubmit }).click();
    // Asked first, with the new total (walk C11); the answer says the new invoice and its total.
    const ask = page.getByRole('dialog');
    await ask.getByText(invoicesStaffWords.financeConfirmCorrect(old.number, 'R$ 100,00')).waitFor();
    await ask.getByRole('button', { name: commonWords.yes }).click();
    await page
      .getByRole('dialog')
      .getByText(/^Fatura corrigida/)
      .waitFor();
    const [fresh] = await apiAs('listInvoices', {}, manager);
    expect(fresh).toMatchObject({ total_cents: 10_000, replaces: old.number, status: 'aberta' });
    await expectModal(page, invoicesStaffWords.invoiceCorrected(fresh?.number ?? '', 'R$ 100,00'));

    await page.evaluate(() => localStorage.clear());
    await loginAs(page, manager.email, manager.password);
    await page.goto('/invoices');
    const replaced = page.getByRole('link', { name: new RegExp(`^${old.number}`) });
    await replaced.getByText(invoicesWords.invoiceStatusSubstituida, { exact: true }).waitFor();
    expect(await replaced.textContent()).toContain(invoicesWords.invoiceReplacedBy(fresh?.number ?? ''));
    const current = page.getByRole('link', { name: new RegExp(`^${fresh?.number}`) });
    expect(await current.textContent()).toContain(invoicesWords.invoiceReplaces(old.number));
    await checkScreen(page, 'invoices-corrected');
  });
});
