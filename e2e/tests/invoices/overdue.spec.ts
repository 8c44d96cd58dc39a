import { invoicesWords } from '@arena/shared/invoices/words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../apps/api/src/app';
import { loadConfig } from '../../../apps/api/src/config';
import { issueInvoice } from '../../../apps/api/src/modules/invoices/invoices.service';
import { ADMIN } from '../../global-setup';
import { activeManager, type Account, apiAs } from '../../support/api';
import { expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { pickDay, spaceToday, startSelect, weekdayAfter } from '../rooms/booking-helpers';

// Sala 30 at 16:00 about two weeks ahead: no other spec books there.
const ROOM = 'Sala 30';
const START = '16:00';

/**
 * The overdue block in the browser against the real server (docs/product.md#overdue): the e2e
 * server runs with OVERDUE_BLOCK_DAYS=5 on the real clock, so the invoice that blocks is issued as
 * the job did it on 1 October — a second app on the server's database, its clock set to that day,
 * as a second process of the server would be. Home and /room say the block on arrival; the manager
 * is still refused a booking naming the invoice; staff record the payment; the same booking then goes through at once.
 */
describe('an overdue invoice blocks new bookings until it is paid', () => {
  let phone: Phone;
  let manager: Account;
  const staff = { id: 0, ...ADMIN };
  let invoice: { id: number; number: string; due_date: string };

  beforeAll(async () => {
    const name = `Arena Atraso ${Date.now() % 100000}`;
    await apiAs(
      'createPlan',
      { body: { name, monthly_hours: 20, overage: 'charge', monthly_price_cents: 39_900 } },
      staff,
    );
    manager = await activeManager({ plan: name }, 'Otília');
    const past = await buildApp({
      config: loadConfig({ DATABASE_URL: inject('databaseURL'), LOG_LEVEL: 'warn', NODE_ENV: 'test' }),
      clock: () => new Date('2026-10-01T12:00:00.000Z'),
      logger: false,
    });
    try {
      expect(await issueInvoice(past.deps, manager.id, '2026-10')).toBe('issued');
    } finally {
      await past.close();
    }
    const october = (await apiAs('listInvoices', {}, manager)).find((i) => i.month === '2026-10');
    if (!october) throw new Error('no October invoice');
    invoice = october;
    phone = await openPhone();
  });
  afterAll(async () => {
    await phone?.close();
    for (const b of await apiAs('listMyAppointments', {}, manager)) {
      await apiAs('cancelAppointment', { body: { ui: manager.id, ai: b.id } }, manager);
    }
  });

  it('a manager with an invoice 5 days past due is told so on home and /room, is refused a booking naming it, and books once staff record the payment', async () => {
    const { page } = phone;
    expect(invoice).toMatchObject({ due_date: '2026-10-10', status: 'aberta', overdue: true });
    const day = weekdayAfter(await spaceToday(), 10);
    // Said on arrival on home, with the way to Faturas, before any booking is tried.
    await loginAs(page, manager.email, manager.password);
    const notice = invoicesWords.overdueBlockNotice(invoice.number, '10/10/2026');
    const homeAlert = page.getByRole('alert').filter({ hasText: notice });
    await homeAlert.waitFor();
    await homeAlert.getByRole('link', { name: invoicesWords.overdueBlockLink }).click();
    await page.waitForURL(/\/invoices$/);
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(invoice.number) }).textContent())
      .toContain(invoicesWords.invoiceStatusVencida);
    // And on /room, before the form is filled.
    await page.goto('/room');
    await page.getByRole('radio', { name: 'Sala 10' }).waitFor({ state: 'attached' });
    await page.getByRole('alert').filter({ hasText: notice }).waitFor();
    await page.getByRole('radio', { name: ROOM }).check();
    await pickDay(page, day);
    await startSelect(page).selectOption(`${START}:00`);
    await page.getByRole('button', { name: 'Reservar' }).click();
    await expectModal(page, invoicesWords.invoiceOverdue(invoice.number, '10/10/2026'));
    expect(await apiAs('listMyAppointments', {}, manager)).toEqual([]);

    // Staff record the payment (Financeiro's "Dar baixa"); the block lifts at once.
    await apiAs(
      'markInvoicePaid',
      { params: { id: invoice.id }, body: { paid_on: await spaceToday(), method: 'pix' } },
      staff,
    );
    await page.getByRole('button', { name: 'Reservar' }).click();
    await expectModal(page, bookingsWords.bookingDone);
    expect(await apiAs('listMyAppointments', {}, manager)).toMatchObject([{ date_initial: `${day} ${START}:00` }]);
  });

  it('the paid invoice opens its receipt (docs/product.md#receipt): who paid, what, when, how, and the quitação', async () => {
    const { page } = phone;
    await page.goto(`/invoices/${invoice.id}`);
    await page.getByText(invoicesWords.invoiceSupplier).waitFor();
    await page.getByRole('link', { name: invoicesWords.receiptLink, exact: true }).click();
    await page.waitForURL(new RegExp(`/invoices/${invoice.id}/recibo$`));
    await page.getByRole('heading', { level: 1, name: invoicesWords.receiptTitle(invoice.number) }).waitFor();
    const receipt = page.locator('article.receipt');
    await expect
      .poll(() => receipt.textContent())
      .toContain(invoicesWords.receiptWhat(invoice.number, 'outubro de 2026', 'R$ 399,00'));
    const text = (await receipt.textContent()) ?? '';
    expect(text).toContain(`${(await spaceToday()).split('-').reverse().join('/')}PixR$ 399,00`);
    expect(text).toContain('e dá plena quitação do valor recebido.');
    expect(text).toContain(invoicesWords.invoiceSupplier);
    await page.screenshot({ path: '/tmp/receipt-390x844.png', fullPage: true });
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: invoicesWords.receiptPrint }).isVisible()).toBe(false);
    await page.screenshot({ path: '/tmp/receipt-print.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
});
