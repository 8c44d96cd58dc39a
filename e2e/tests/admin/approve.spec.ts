import { commonStaffWords } from '@arena/shared/contract/staff-words';
import { registrationWords } from '@arena/shared/registration/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import {
  type Account,
  apiAs,
  confirmToken,
  mailsTo,
  pendingCount,
  registerMember,
  uniqueEmail,
} from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone, withSections } from '../../support/browser';
import {
  endSelect,
  openRoom,
  pickDay,
  spaceToday,
  startSelect,
  weekdayAfter,
  whenText,
} from '../rooms/booking-helpers';
import { checkScreen, pendingCard } from './members-helpers';

const badge = (n: number) => commonStaffWords.adminPendingCount(String(n));

/** Cancels whatever `account` still holds in Sala 30, so the room is left as other specs expect. */
async function freeSala30(account: Account): Promise<void> {
  const list = await apiAs('listAppointments', { body: { participants: 'Sala 30' } }, account);
  for (const a of list.filter((x) => x.mine)) {
    await apiAs('cancelAppointment', { body: { ui: account.id, ai: a.id } }, account);
  }
}

describe('pending registrations', () => {
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

  it('staff approve a registration with a plan and seats, and the new member books a room', async () => {
    const email = uniqueEmail('olivia');
    const id = await registerMember(email, 'senha123', 'Olívia');
    const account: Account = { id, email, password: 'senha123' };
    // The person opens the link of the e-mail the registration sent (docs/product.md#registration-proof).
    await member.page.goto(`/confirm-email?token=${await confirmToken(email)}`);
    await member.page.getByText(registrationWords.emailConfirmedQueued).waitFor();
    const waiting = await pendingCount();

    const { page } = staff;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: usersStaffWords.membersPendingTitle }).waitFor();
    // The count of registrations waiting is on their section (under the Menu on a phone).
    await withSections(page, () => page.getByRole('link', { name: badge(waiting) }).waitFor());
    const card = pendingCard(page, email);
    await card.getByRole('heading', { name: 'Olívia Souza' }).waitFor();
    expect(await card.textContent()).toContain('11.222.333/0001-81CNPJ válido');
    expect(await card.textContent()).toContain('(11) 91234-5678');
    await expectAccessible(page);
    await checkScreen(page, 'admin-pending');

    await card.getByRole('button', { name: usersStaffWords.membersApprove }).click();
    const form = card.getByRole('form', { name: 'Aprovar Olívia Souza' });
    await form.getByLabel(usersStaffWords.membersPlan).selectOption('Arena Dedicada');
    await form.getByLabel(usersStaffWords.membersSeats).fill('2');
    await expectAccessible(page);
    await form.getByRole('button', { name: usersStaffWords.membersConfirmApprove }).click();
    await expectModal(page, usersStaffWords.membersApprovedQueued);
    await card.waitFor({ state: 'detached' });
    await withSections(page, async () => {
      if (waiting > 1) await page.getByRole('link', { name: badge(waiting - 1) }).waitFor();
      else await expect.poll(() => page.getByRole('link', { name: /aguardando aprovação/ }).count()).toBe(0);
    });

    const mail = (await mailsTo(email))[0];
    expect(mail?.subject).toBe('Seu acesso ao Arena Cowork foi liberado');

    // The member is in: Ativo, and a booking goes through (a slot no other spec uses).
    const day = weekdayAfter(await spaceToday(), 16);
    try {
      await openRoom(member.page, account);
      const room = member.page;
      await room.getByRole('radio', { name: 'Sala 30' }).check();
      await pickDay(room, day);
      await startSelect(room).selectOption('16:00:00');
      expect(await endSelect(room).inputValue()).toBe('17:00:00');
      await room.getByRole('button', { name: 'Reservar' }).click();
      await expectModal(room, bookingsWords.bookingDone);
      const item = room.getByRole('listitem').filter({ hasText: whenText(day, '16:00', '17:00') });
      await item.getByRole('button', { name: /Cancelar/ }).click();
      await room.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
      await expectModal(room, bookingsWords.cancelDone);
    } finally {
      await freeSala30(account);
    }
  });

  it('staff refuse a registration with a reason, which the person receives by e-mail', async () => {
    const email = uniqueEmail('renata');
    await registerMember(email, 'senha123', 'Renata');
    const { page } = staff;
    await loginAs(page, ADMIN.email, ADMIN.password);
    const card = pendingCard(page, email);
    await card.getByRole('button', { name: usersStaffWords.membersRefuse }).click();
    const form = card.getByRole('form', { name: 'Recusar Renata Souza' });
    await form.getByRole('button', { name: usersStaffWords.membersConfirmRefuse }).click();
    expect(await form.getByRole('alert').textContent()).toBe(usersStaffWords.membersReasonRequired);

    const reason = 'O CNPJ informado está baixado na Receita Federal.';
    await form.getByLabel(usersStaffWords.membersRefuseReason).fill(reason);
    await expectAccessible(page);
    await form.getByRole('button', { name: usersStaffWords.membersConfirmRefuse }).click();
    await expectModal(page, usersStaffWords.membersRefusedQueued);
    await card.waitFor({ state: 'detached' });

    const mail = (await mailsTo(email))[0];
    expect(mail?.subject).toBe('Seu cadastro no Arena Cowork não foi aprovado');
    expect(mail?.text).toContain(`Motivo: ${reason}`);

    // Refused means Inativo: the person can sign in but sees no access.
    await loginAs(member.page, email, 'senha123');
    await member.page.getByRole('button', { name: 'Inativo' }).waitFor();
  });

  it('staff cannot approve before the person confirms the e-mail, and may resend the link', async () => {
    const email = uniqueEmail('tereza');
    await registerMember(email, 'senha123', 'Tereza');
    const { page } = staff;
    await loginAs(page, ADMIN.email, ADMIN.password);
    const card = pendingCard(page, email);
    await card.getByText(usersStaffWords.membersEmailUnconfirmed).waitFor();
    // Aprovar waits for the confirmation: disabled, with the note saying why.
    expect(await card.getByRole('button', { name: usersStaffWords.membersApprove }).isDisabled()).toBe(true);
    // This server sends no e-mail: staff make the link and pass it on (walk C6).
    await card.getByText(usersStaffWords.membersEmailUnconfirmedHintQueued).waitFor();

    const first = await confirmToken(email);
    await card.getByRole('button', { name: usersStaffWords.membersMakeConfirmation }).click();
    await expectModal(page, usersStaffWords.membersConfirmationResentQueued);
    const link = await card.getByRole('textbox', { name: usersStaffWords.membersConfirmationLink }).inputValue();
    const mails = await mailsTo(email);
    expect(mails.filter((m) => m.subject === 'Confirme seu e-mail no Arena Cowork')).toHaveLength(2);
    const second = await confirmToken(email);
    expect(second).not.toBe(first);
    expect(link).toContain(`/confirm-email?token=${second}`);

    // The link staff passed on confirms; opened again, it says it is no longer good.
    const passed = new URL(link);
    await member.page.goto(`${passed.pathname}${passed.search}`);
    await member.page.getByText(registrationWords.emailConfirmedQueued).waitFor();
    await member.page.reload();
    await member.page.getByText(registrationWords.emailConfirmInvalid).waitFor();
    await page.reload();
    await pendingCard(page, email).getByRole('heading', { name: 'Tereza Souza' }).waitFor();
    expect(await pendingCard(page, email).getByText(usersStaffWords.membersEmailUnconfirmed).count()).toBe(0);
    expect(
      await pendingCard(page, email).getByRole('button', { name: usersStaffWords.membersApprove }).isDisabled(),
    ).toBe(false);
  });
});
