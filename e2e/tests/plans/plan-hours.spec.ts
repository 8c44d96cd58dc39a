import { screenWords } from '@arena/shared/contract/screen-words';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plansWords } from '@arena/shared/plans/words';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';

import { formatHours, monthLabel, monthName } from '@arena/shared/rules/hours';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeManager, apiAs, type Account, uniqueEmail } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { checkScreen } from '../../support/screens';
import { openRoom, pickDay, spaceToday, startSelect, weekdayAfter, whenText } from '../rooms/booking-helpers';

/** The usage line of home and /room (docs/product.md#plans). */
const usageLine = (used: number, included: number, month: string) =>
  plansWords.usageLine(formatHours(used * 60), formatHours(included * 60), monthName(month));

async function book(page: Page, day: string, start: string) {
  await page.getByRole('radio', { name: 'Sala 20' }).check();
  await pickDay(page, day);
  await startSelect(page).selectOption(`${start}:00`);
  await page.getByRole('button', { name: 'Reservar' }).click();
}

describe('plans with included hours', () => {
  let phone: Phone;
  let manager: Account | undefined;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
  });
  afterAll(async () => {
    // The e2e files share one server: give the rooms back as the other specs expect them.
    if (!manager) return;
    const who = manager;
    for (const b of await apiAs('listMyAppointments', {}, who)) {
      await apiAs('cancelAppointment', { body: { ui: who.id, ai: b.id } }, who);
    }
  });

  it('staff give a plan 1 hour, a manager books it, is refused a second hour, cancels and books again; staff see the usage chart and download the CSV', async () => {
    const { page } = phone;
    const plan = `Plano Uma Hora ${uniqueEmail('p').slice(2, 12)}`;

    // Staff create the plan in the back-office: one hour a month, blocked beyond it.
    await loginAs(page, 'equipe@arena.test', 'troque123');
    await page.goto('/admin/plans');
    await page.getByRole('heading', { level: 1, name: plansStaffWords.plansTitle }).waitFor();
    await page.getByRole('button', { name: plansStaffWords.plansNew }).click();
    const form = page.getByRole('form', { name: plansStaffWords.plansNew });
    await form.getByLabel(plansStaffWords.plansName).fill(plan);
    await form.getByLabel(plansStaffWords.plansHours).fill('1');
    await form.getByRole('radio', { name: plansStaffWords.plansOverageBlock }).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: plansStaffWords.plansCreate }).click();
    await expectModal(page, plansStaffWords.plansCreated);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan }) });
    expect(await card.textContent()).toContain(plansStaffWords.plansHoursOf('1'));
    await checkScreen(page, 'admin-plans', { desktop: true });

    // A manager on that plan books an hour on a day of its own (no other spec books that far).
    manager = await activeManager({ plan }, 'Paula');
    const day = weekdayAfter(await spaceToday(), 21);
    const month = day.slice(0, 7);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await openRoom(page, manager);
    await pickDay(page, day);
    await page.getByText(usageLine(0, 1, month)).waitFor();
    await book(page, day, '16:00');
    await expectModal(page, bookingsWords.bookingDone);
    await page.getByText(usageLine(1, 1, month)).waitFor();

    // A second hour that month is refused, in words that say what is left.
    await book(page, day, '17:00');
    await expectModal(page, plansWords.planHoursExceeded('0', monthName(month)));
    await checkScreen(page, 'room-plan-hours');

    // Cancelling gives the hour back, and the second hour then goes through.
    await page.goto('/bookings');
    const item = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: whenText(day, '16:00', '17:00') });
    await item.getByRole('button', { name: /Cancelar/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await expectModal(page, bookingsWords.cancelDone);
    await page.goto('/room');
    await pickDay(page, day);
    await page.getByText(usageLine(0, 1, month)).waitFor();
    await book(page, day, '17:00');
    await expectModal(page, bookingsWords.bookingDone);
    await page.getByText(usageLine(1, 1, month)).waitFor();
    await page.goto('/home');
    await page.getByText(screenWords.homeWelcome('Paula')).waitFor();

    // Staff's usage page of that month: the account's hour, the chart, and the CSV.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, 'equipe@arena.test', 'troque123');
    await page.goto(`/admin/usage?month=${month}`);
    await page.getByRole('heading', { name: monthLabel(month) }).waitFor();
    const row = page
      .getByRole('table', { name: plansStaffWords.usageAccounts })
      .getByRole('row')
      .filter({ hasText: plan });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(1)).toEqual(['1\u00a0h', '1\u00a0h', '—']);
    const chart = page.getByRole('img', { name: plansStaffWords.usageChartTitle(monthLabel(month)) });
    await chart.waitFor();
    expect(await chart.locator('rect').count()).toBeGreaterThanOrEqual(12);
    const box = await chart.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    await expectAccessible(page);
    // Nothing wider than the phone. The README's picture of this page comes from
    // scripts/usage-demo.ts, whose month has more than one booking to draw.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: plansStaffWords.usageDownload }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`uso-salas-${month}.csv`);
    // The browser runs apart from the test (a remote Chromium): the file is copied over to read it.
    const path = join(mkdtempSync(join(tmpdir(), 'arena-csv-')), download.suggestedFilename());
    await download.saveAs(path);
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes.toString('utf8'), { bom: true, delimiter: ';' });
    expect(rows[0]?.[1]).toBe(plansStaffWords.usageColAccount);
    const line = rows.find((r) => r[3] === manager?.email);
    expect(line?.slice(4)).toEqual([plan, plansStaffWords.usageCsvOverageBlock, '1', '1', '0']);
  });
});
