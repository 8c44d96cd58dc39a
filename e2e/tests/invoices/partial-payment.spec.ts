import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { commonWords } from '@arena/shared/contract/words';
import { invoicesWords } from '@arena/shared/invoices/words';

import { formatCents } from '@arena/shared/rules/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, type Account, apiAs } from '../../support/api';
import { expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { spaceToday } from '../rooms/booking-helpers';

/**
 * A partial payment and an assignment by number in the browser against the real server
 * (docs/product.md#financeiro): staff upload a statement through Financeiro's file input; a credit
 * of R$ 100,00 naming the invoice is a partial payment (staff and the member see Recebido and
 * Saldo); a credit naming no invoice waits, and staff assign it by the invoice's number.
 */
describe('a partial payment from the statement, and a waiting credit assigned by number', () => {
  let phone: Phone;
  let manager: Account;
  const staff = { id: 0, ...ADMIN };

  beforeAll(async () => {
    const name = `Arena Parcial ${Date.now() % 100000}`;
    await apiAs(
      'createPlan',
      { body: { name, monthly_hours: 10, overage: 'charge', monthly_price_cents: 299_900 } },
      staff,
    );
    manager = await activeManager({ plan: name }, 'Paula');
    phone = await openPhone();
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('shows staff and the member Recebido and Saldo, and applies a waiting credit to the number typed', async () => {
    const { page } = phone;
    const invoice = (await apiAs('listInvoices', {}, manager))[0];
    if (!invoice) throw new Error('no invoice');
    const today = (await spaceToday()).replace(/-/g, '');
    const tag = `${manager.id}-${Date.now() % 100000}`;
    const ofx = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKTRANLIST>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${today}120000[-3:BRT]<TRNAMT>100.00<FITID>PART-${tag}<MEMO>PIX RECEBIDO ${invoice.number.replace('-', '')}</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${today}120000[-3:BRT]<TRNAMT>77.71<FITID>WAIT-${tag}<MEMO>TED SEM IDENTIFICACAO</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/finance?month=${invoice.month}`);
    await page.getByRole('heading', { level: 1, name: invoicesStaffWords.financeTitle }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: Buffer.from(ofx, 'latin1') });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Conciliados: 1.');
    await dialog.getByRole('button', { name: commonWords.ok }).click();

    const card = page.locator('li.finance-invoice', { hasText: invoice.number });
    const balance = invoice.total_cents - 10_000;
    // The month lists each invoice's row; what paid it comes when it is opened (issue 34).
    await card.getByRole('button', { name: invoicesStaffWords.financeOpenInvoice }).click();
    await card.getByText(`${invoicesStaffWords.financeReceived}: ${formatCents(10_000)}`).waitFor();
    expect(await card.textContent()).toContain(`${invoicesStaffWords.financeBalance}: ${formatCents(balance)}`);
    expect(await card.textContent()).toContain(`FITID PART-${tag}`);

    // The credit that names no invoice waits, whole, with no invoice chosen for it.
    const line = page.locator('li.finance-waiting-line', { hasText: `WAIT-${tag}` });
    await line.waitFor();
    expect(await line.textContent()).toContain('TED SEM IDENTIFICACAO');
    const number = line.getByLabel(invoicesStaffWords.financeInvoiceNumber);
    expect(await number.inputValue()).toBe('');
    await number.fill(invoice.number);
    expect(await line.getByLabel(invoicesStaffWords.financeAmount).inputValue()).toBe('77,71');
    await line.getByRole('button', { name: invoicesStaffWords.financeAssign, exact: true }).click();
    await expectModal(page, invoicesStaffWords.statementAssigned);
    await card.getByText(`${invoicesStaffWords.financeReceived}: ${formatCents(17_771)}`).waitFor();
    expect(await page.locator('li.finance-waiting-line', { hasText: `WAIT-${tag}` }).count()).toBe(0);

    // The member sees what was received and what is left.
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, manager.email, manager.password);
    await page.goto(`/invoices/${invoice.id}`);
    const received = page.getByRole('row', { name: new RegExp(invoicesWords.invoiceReceived) });
    await received.waitFor();
    expect(await received.textContent()).toContain(formatCents(17_771));
    const left = page.getByRole('row', { name: new RegExp(invoicesWords.invoiceBalance) });
    expect(await left.textContent()).toContain(formatCents(invoice.total_cents - 17_771));
  });
});
