import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../global-setup';
import { type Account, activeManager, apiAs, mailsTo, bookedId } from '../../support/api';
import { expectAccessible, expectModal, loginAs, openPhone, type Phone } from '../../support/browser';
import { spaceToday, weekdayAfter } from '../rooms/booking-helpers';

// Sala 20 at 16:30 about two weeks ahead: no other spec books there.
const ROOM = 'Sala 20';

describe('staff cancelling a booking', () => {
  let phone: Phone;
  let member: Account | undefined;
  let booked = 0;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone.close();
    // The e2e files share one server: should the test stop halfway, free the slot anyway.
    if (!member || !booked) return;
    const left = await apiAs('listAppointments', { body: { participants: ROOM } }, member);
    if (left.some((a) => a.id === booked)) {
      await apiAs('cancelAppointment', { body: { ui: member.id, ai: booked } }, member);
    }
  });

  it('staff cancel a member’s booking from the day view with a reason, and the member is told', async () => {
    member = await activeManager({}, 'Helena');
    const day = weekdayAfter(await spaceToday(), 11);
    const stored = await apiAs(
      'storeAppointment',
      { body: { participants: ROOM, date_initial: `${day} 16:30:00`, date_final: `${day} 17:30:00`, isStudio: false } },
      member,
    );
    booked = bookedId(stored);
    const reason = `Manutenção do projetor ${Date.now().toString(36)}`;

    const { page } = phone;
    await loginAs(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/bookings?date=${day}`);
    await page.getByRole('heading', { level: 1, name: bookingsStaffWords.agendaTitle }).waitFor();
    const lane = page.getByRole('region', { name: bookingsStaffWords.agendaRoomTimeline(ROOM) });
    const block = lane.getByRole('button', { name: /16:30–17:30 Helena Souza/ });
    await block.waitFor();
    await expectAccessible(page);

    await block.click();
    const details = page.getByRole('dialog', { name: `Reserva · ${ROOM}` });
    await details.waitFor();
    expect(await details.textContent()).toContain(member.email);
    await expectAccessible(page);
    await details.getByRole('button', { name: bookingsStaffWords.agendaCancel }).click();
    // The reason is required.
    await details.getByRole('button', { name: bookingsStaffWords.agendaCancelConfirm }).click();
    await details.getByText(bookingsStaffWords.cancelReasonInvalid).waitFor();
    await details.getByRole('textbox', { name: bookingsStaffWords.agendaCancelReason }).fill(reason);
    await details.getByRole('button', { name: bookingsStaffWords.agendaCancelConfirm }).click();
    await page
      .getByRole('dialog', { name: /^Cancelar a reserva de Helena Souza/ })
      .getByRole('button', { name: 'Sim' })
      .click();
    await details.waitFor({ state: 'detached' });
    // The e2e server has no MAIL_URL: the notice waits in E-mails, and staff are told so.
    await expectModal(page, bookingsStaffWords.agendaCancelledQueued);
    await block.waitFor({ state: 'detached' });

    // The member's list no longer has it, and the e-mail carries the reason.
    const left = await apiAs('listAppointments', { body: { participants: ROOM } }, member);
    expect(left.map((a) => a.id)).not.toContain(booked);
    const mail = (await mailsTo(member.email)).find((m) => m.subject === 'Reserva cancelada no Arena Cowork');
    expect(mail?.text).toContain(`Motivo: ${reason}`);
    expect(mail?.text).toContain(`reserva (${ROOM}) de`);
  });
});
