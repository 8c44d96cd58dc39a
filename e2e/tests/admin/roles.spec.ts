import { screenWords } from '@arena/shared/contract/screen-words';
import type { StaffRole } from '@arena/shared/contract/endpoint';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../apps/web/src/config/paths';
import { type Account, activeManager, staffAccount } from '../../support/api';
import { loginAs, openPhone, type Phone } from '../../support/browser';

/** Every back-office address of the web's paths (apps/web/src/config/paths.ts), by its key. */
type AdminKey = Extract<keyof typeof paths, `admin${string}`>;
const adminKeys = (Object.keys(paths) as Array<keyof typeof paths>).filter((k): k is AdminKey => k.startsWith('admin'));

/**
 * What a role finds at an address: its own screen (with these controls and words, each shown once
 * the screen has loaded), whose section it is, or where it is sent.
 */
type Finds = { own: string[] } | { refused: string } | { redirected: string };
type Role = Extract<StaffRole, 'recepcao' | 'financeiro'>;

/**
 * Written by hand from docs/product.md#screens-back-office; a new admin address without its row
 * fails the typecheck here and the first test below.
 */
const finds: Record<Role, Record<AdminKey, Finds>> = {
  recepcao: {
    admin: { redirected: paths.adminMembers },
    adminMembers: { own: [] },
    adminMember: { own: [usersStaffWords.staffAccessReadOnly] },
    adminBookings: { own: [] },
    adminVisitors: { own: [] },
    adminRequests: { own: [] },
    adminRooms: { own: [roomsStaffWords.adminRoomQrLink, usersStaffWords.staffRoomsReadOnly] },
    adminRoomQr: { own: [roomsStaffWords.adminRoomQrPrint] },
    adminPlans: { own: [usersStaffWords.staffPlansReadOnly] },
    adminClosedDays: { own: [] },
    adminUsage: { refused: usersStaffWords.staffSectionFinance },
    adminFinance: { refused: usersStaffWords.staffSectionFinance },
    adminOutbox: { refused: usersStaffWords.staffSectionAdmin },
    adminAudit: { refused: usersStaffWords.staffSectionAdmin },
    adminStaff: { refused: usersStaffWords.staffSectionAdmin },
  },
  financeiro: {
    admin: { own: [] },
    adminMembers: { own: [] },
    adminMember: { own: [usersStaffWords.membersSave] },
    adminBookings: { refused: usersStaffWords.staffSectionReception },
    adminVisitors: { refused: usersStaffWords.staffSectionReception },
    adminRequests: { refused: usersStaffWords.staffSectionReception },
    adminRooms: { own: [usersStaffWords.staffRoomsReadOnly] },
    adminRoomQr: { refused: usersStaffWords.staffSectionReception },
    adminPlans: { own: [plansStaffWords.plansNew, roomsStaffWords.adminRoomEdit] },
    adminClosedDays: { refused: usersStaffWords.staffSectionReception },
    adminUsage: { own: [] },
    adminFinance: { own: [invoicesStaffWords.financeIssueMonth, invoicesStaffWords.financeImport] },
    adminOutbox: { refused: usersStaffWords.staffSectionAdmin },
    adminAudit: { refused: usersStaffWords.staffSectionAdmin },
    adminStaff: { refused: usersStaffWords.staffSectionAdmin },
  },
};

/** The controls of other roles, which the role must never be offered (docs/product.md#staff-roles). */
const notMine: Record<Role, string[]> = {
  recepcao: [
    usersStaffWords.membersSave,
    privacyStaffWords.membersCorrectSubmit,
    privacyStaffWords.privacyAnonymize,
    invoicesStaffWords.financeIssueMonth,
    invoicesStaffWords.financeImport,
    plansStaffWords.plansNew,
    roomsStaffWords.adminRoomNew,
    roomsStaffWords.adminRoomEdit,
    roomsStaffWords.adminRoomPictureChange,
    usersStaffWords.staffInviteSubmit,
  ],
  financeiro: [
    privacyStaffWords.privacyAnonymize,
    roomsStaffWords.adminRoomNew,
    roomsStaffWords.adminRoomPictureChange,
    roomsStaffWords.adminRoomQrLink,
    usersStaffWords.staffInviteSubmit,
  ],
};

describe('each staff role finds only its own controls at every back-office address', () => {
  let phone: Phone;
  let member: Account;
  const staff = {} as Record<Role, Account>;
  beforeAll(async () => {
    member = await activeManager({}, 'Marta');
    staff.recepcao = await staffAccount('recepcao', 'Rita Recepção');
    staff.financeiro = await staffAccount('financeiro', 'Fábio Financeiro');
    phone = await openPhone();
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('the table names every admin address of the web', () => {
    expect(Object.keys(finds.recepcao).sort()).toEqual([...adminKeys].sort());
    expect(Object.keys(finds.financeiro).sort()).toEqual([...adminKeys].sort());
  });

  it.each(['recepcao', 'financeiro'] as const)('%s', async (role) => {
    const { page } = phone;
    // Whoever signed in last (the other role) is forgotten first: one browser, two logins.
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, staff[role].email, staff[role].password);
    const main = page.locator('main');
    const h1 = main.locator('h1').first();
    // loginAs returns once the address is /admin, while the back-office's code may still be
    // loading: moving on by pushState then left the page blank, stuck at /admin (seen in this
    // session's runs). The landing screen is drawn first.
    await h1.waitFor();
    for (const key of adminKeys) {
      const address = paths[key].replace(':id', key === 'adminMember' ? String(member.id) : '1');
      const want = finds[role][key];
      const at = `${role} at ${address}`;
      const target = 'redirected' in want ? want.redirected : address;
      const from = new URL(page.url()).pathname;
      // The screen left is marked, so the next one is known by a new title or a new heading.
      const title = (await h1.count()) ? await h1.innerText() : '';
      if (title) await h1.evaluate((el) => el.setAttribute('data-left', ''));
      // Moved within the app, as a link would (a reload per address would triple the run time).
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, address);
      await expect.poll(() => new URL(page.url()).pathname, { message: at }).toBe(target);
      if (from !== target) {
        await expect
          .poll(
            async () =>
              (await h1.count()) > 0 &&
              ((await h1.getAttribute('data-left')) === null || (await h1.innerText()) !== title),
            { message: at },
          )
          .toBe(true);
      }
      if ('refused' in want) {
        await main.getByRole('alert').filter({ hasText: want.refused }).waitFor();
        expect(await main.getByRole('link', { name: /^Ir para / }).count(), at).toBe(1);
      } else if ('own' in want) {
        for (const control of want.own) await main.getByText(control, { exact: true }).first().waitFor();
        expect(await main.getByRole('alert').count(), at).toBe(0);
      }
      for (const control of notMine[role]) {
        expect(await main.getByText(control, { exact: true }).count(), `${at}: ${control}`).toBe(0);
      }
    }
    await page.getByRole('button', { name: screenWords.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
