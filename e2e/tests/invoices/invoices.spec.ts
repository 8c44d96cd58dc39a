import { invoicesWords } from '@arena/shared/invoices/words';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';

import jsQRModule from 'jsqr';
// @ts-expect-error pngjs (qrcode's own PNG codec) ships no types; only PNG.sync.read is used.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, type Account, apiAs, staffToken } from '../../support/api';
import { loginAs, openPhone, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';
import { spaceToday } from '../rooms/booking-helpers';

type QrReader = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const loaded = jsQRModule as unknown as QrReader | { default: QrReader };
const jsQR: QrReader = typeof loaded === 'function' ? loaded : loaded.default;

/**
 * Money in the browser against the real server (docs/product.md#invoices, #financeiro): a manager
 * sees the invoice with a QR code that decodes to its Pix code, staff import the bank statement,
 * the invoice turns paid and Financeiro shows it.
 */
describe('an invoice paid by Pix and reconciled from the statement', () => {
  let phone: Phone;
  let manager: Account;
  const staff = { id: 0, ...ADMIN };

  beforeAll(async () => {
    const name = `Arena Fatura ${Date.now() % 100000}`;
    await apiAs(
      'createPlan',
      {
        body: { name, monthly_hours: 10, overage: 'charge', monthly_price_cents: 49_900, seat_price_cents: 5_000 },
      },
      staff,
    );
    manager = await activeManager({ plan: name, qtd_team: 2 }, 'Helena');
    phone = await openPhone();
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('shows the invoice with a QR code, and it turns paid when staff import the statement', async () => {
    const { page } = phone;
    await loginAs(page, manager.email, manager.password);
    await page.goto('/invoices');
    await page.getByRole('heading', { level: 1, name: invoicesWords.invoicesTitle }).waitFor();
    const row = page.getByRole('link', { name: /2\d{3}-\d{6}/ }).first();
    await row.waitFor();
    await checkScreen(page, 'invoices');
    await row.click();
    const qr = page.getByRole('img', { name: invoicesWords.invoicePixAlt });
    await qr.waitFor();
    const code = (await page.locator('.invoice-pix-code').textContent()) ?? '';
    const src = (await qr.getAttribute('src')) ?? '';
    const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64')) as {
      data: Buffer;
      width: number;
      height: number;
    };
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(code);
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    await checkScreen(page, 'invoice');

    // The member pays; the bank's statement carries the txid in its memo.
    const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Fatura ', '');
    const total = (await apiAs('listInvoices', {}, manager))[0]?.total_cents ?? 0;
    const ofx = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKTRANLIST>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${(await spaceToday()).replace(/-/g, '')}<TRNAMT>${(total / 100).toFixed(2)}<FITID>E2E-${manager.id}<MEMO>PIX RECEBIDO ${number.replace('-', '')}</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const res = await fetch(`${inject('baseURL')}/api/admin/statements`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ofx', authorization: `Bearer ${await staffToken()}` },
      body: ofx,
    });
    expect((await res.json()).matched).toHaveLength(1);
    await page.reload();
    await page.getByText(invoicesWords.invoiceStatusPaga, { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: invoicesWords.invoicePixAlt }).count()).toBe(0);

    await page.evaluate(() => localStorage.clear());
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/finance');
    await page.getByRole('heading', { level: 1, name: invoicesStaffWords.financeTitle }).waitFor();
    await page.getByText(number).waitFor();
    await checkScreen(page, 'finance');
  });
});
