import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { activeManager, apiAs, mailsTo, bookedId } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, openSection, type Phone } from '../../support/browser';
import { spaceToday, weekdayAfter } from '../rooms/booking-helpers';
import { checkScreen } from './members-helpers';

describe('suspending a member', () => {
  let staff: Phone;
  let member: Phone;
  beforeEach(async () => {
    staff = await openPhone();
    member = await openPhone();
  });
  afterEach(async () => {
    await staff.close();
    await member.close();
  });

  it('staff find a member, suspend them from their page, and the member’s home shows Inativo', async () => {
    const joana = await activeManager({ qtd_team: 3 }, 'Joana');
    await apiAs(
      'createTeamMember',
      { body: { name: 'Bruno Lima', email: `bruno-${joana.id}@empresa.test`, phone: '(21) 98765-4321' } },
      joana,
    );
    // A booking in a slot no other spec uses, cancelled again before the suspension.
    const day = weekdayAfter(await spaceToday(), 17);
    const booked = await apiAs(
      'storeAppointment',
      {
        body: {
          participants: 'Sala 30',
          date_initial: `${day} 16:00:00`,
          date_final: `${day} 17:00:00`,
          isStudio: false,
        },
      },
      joana,
    );
    const cancel = () => apiAs('cancelAppointment', { body: { ui: joana.id, ai: bookedId(booked) } }, joana);
    const { page } = staff;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await openSection(page, commonStaffWords.adminNavMembers);
    await page.getByRole('heading', { level: 1, name: usersStaffWords.membersTitle }).waitFor();
    await page.getByRole('link', { name: /Joana Souza/ }).waitFor();
    await expectAccessible(page);
    await checkScreen(page, 'admin-members');
    await page.getByRole('searchbox', { name: usersStaffWords.membersSearch }).fill(joana.email.toUpperCase());
    const link = page.getByRole('link', { name: /Joana Souza/ });
    await link.waitFor();
    await expect.poll(() => page.getByRole('main').getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('main').getByRole('status').textContent()).toBe(usersStaffWords.membersCountOne);
    await page.getByRole('combobox', { name: usersStaffWords.membersStatusFilter }).selectOption('Ativo');
    await link.waitFor();
    await expectAccessible(page);

    try {
      await link.click();
      await page.getByRole('heading', { level: 1, name: 'Joana Souza' }).waitFor();
      const team = page.getByRole('region', { name: usersStaffWords.membersTeam });
      await team.getByRole('link', { name: /Bruno Lima/ }).waitFor();
      expect(await team.textContent()).toContain('1 de 3 posições ocupadas');
      const bookings = page.getByRole('region', { name: usersStaffWords.membersBookings });
      await bookings.getByText('Sala 30').waitFor();
      expect(await bookings.textContent()).toContain(`/${day.slice(0, 4)} · 16:00–17:00`);
      await expectAccessible(page);
      await checkScreen(page, 'admin-member');
    } finally {
      await cancel();
    }

    await page.getByRole('combobox', { name: usersStaffWords.membersStatus, exact: true }).selectOption('Inativo');
    const reason = 'Mensalidade de novembro em aberto.';
    await page.getByLabel(usersStaffWords.membersSuspendReason).fill(reason);
    await expectAccessible(page);
    await page.getByRole('button', { name: usersStaffWords.membersSave }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(usersStaffWords.membersAskSuspend('Joana Souza', false)).waitFor();
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expectModal(page, usersStaffWords.membersSuspendedQueued);
    await page.locator('.members-tags').getByText('Inativo').waitFor();
    expect(await page.getByRole('combobox', { name: usersStaffWords.membersStatus, exact: true }).inputValue()).toBe(
      'Inativo',
    );

    const mail = (await mailsTo(joana.email))[0];
    expect(mail?.subject).toBe('Seu acesso ao Arena Cowork foi suspenso');
    expect(mail?.text).toContain(`Motivo: ${reason}`);

    await loginAs(member.page, joana.email, joana.password);
    await member.page.getByRole('button', { name: 'Inativo' }).waitFor();
  });
});
