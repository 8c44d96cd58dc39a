import { NAME_PROBE, sentenceFaults } from '@arena/shared/contract/sentence-faults';
import { describe, expect, it } from 'vitest';
import * as invoiceTemplates from '../../src/modules/mail/invoice-templates.ts';
import type { Rendered } from '../../src/modules/mail/layout.ts';
import * as templates from '../../src/modules/mail/templates.ts';
import * as termsTemplates from '../../src/modules/mail/terms-templates.ts';

/**
 * Every e-mail the server sends, rendered with a free name (`Auditório`) for each text value and with
 * 1 and 2 for each number (issue 31): no article before a room's or plan's name, no count without its
 * real singular (`1 datas`, `1 minutos`), checked by contract/sentence-faults.ts as the catalogue is.
 * A new template fails until it is rendered here.
 */

/** One template rendered with `t` for every text value and `n` for every number. */
type Sample = (t: string, n: number) => Rendered;
const dates = (n: number, t: string) => Array.from({ length: n }, () => t);

const samples: Record<string, Sample> = {
  confirmEmailLink: (t) => templates.confirmEmailLink(t, t),
  newRegistration: (t) => templates.newRegistration({ name: t, email: t, company: t }, t),
  approved: (t) => templates.approved(t, t),
  reactivated: (t) => templates.reactivated(t, t),
  recoveryLink: (t) => templates.recoveryLink(t, t),
  inviteLink: (t) => templates.inviteLink(t, t, t, t),
  bookingConfirmed: (t, n) => templates.bookingConfirmed(t, t, t, n, t),
  bookingCancelled: (t) => templates.bookingCancelled(t, t, t, t),
  bookingReminder: (t) =>
    templates.bookingReminder({
      name: t,
      room: t,
      when: t,
      day: '2026-12-01',
      start: t,
      relative: 'later',
      cancelUntil: t,
      checkinBy: t,
      url: t,
    }),
  requestToStaff: (t) => templates.requestToStaff('plan', { name: t, email: t, phone: t, subject: t, message: t }),
  registrationRefused: (t) => templates.registrationRefused(t, t),
  accessSuspended: (t) => templates.accessSuspended(t, t),
  staffInviteLink: (t) => templates.staffInviteLink(t, t, t),
  guestInvited: (t) => templates.guestInvited({ host: t, room: t, when: t, address: t }),
  guestUninvited: (t) => templates.guestUninvited({ host: t, room: t, when: t }),
  visitorArrived: (t) => templates.visitorArrived({ host: t, guest: t, room: t, time: t }),
  bookingReleased: (t, n) => templates.bookingReleased({ name: t, room: t, when: t, minutes: n, url: t }),
  seriesConfirmed: (t, n) =>
    templates.seriesConfirmed({ name: t, room: t, booked: dates(n, t), refused: dates(n, t), noticeHours: n }),
  termsCopy: (t) => termsTemplates.termsCopy({ name: t, version: t, when: t, ip: t, text: [t], site: t }),
  invoiceIssued: (t, n) => invoiceTemplates.invoiceIssued(facts(t, n)),
  invoiceDueSoon: (t, n) => invoiceTemplates.invoiceDueSoon(facts(t, n)),
  invoiceOverdue: (t, n) => invoiceTemplates.invoiceOverdue(facts(t, n)),
  paidNoticeToStaff: (t, n) =>
    invoiceTemplates.paidNoticeToStaff({
      number: t,
      month: t,
      total_cents: n,
      manager: t,
      email: t,
      company: t,
      url: t,
    }),
};

function facts(t: string, n: number): invoiceTemplates.InvoiceMailFacts {
  return {
    name: t,
    number: t,
    month: t,
    total_cents: n,
    due_date: '2026-12-10',
    url: t,
    pix_code: t,
    replaces: t,
    block_from: '2026-12-20',
    fine_percent: n,
    interest_month_percent: n,
  };
}

describe('every e-mail template', () => {
  it('is rendered here', () => {
    const exported = [
      ...Object.keys(templates),
      ...Object.keys(invoiceTemplates),
      ...Object.keys(termsTemplates),
    ].filter((k) => k !== 'seriesStateWords');
    expect(exported.sort()).toEqual(Object.keys(samples).sort());
  });

  it('puts no article before a free name and no count without its real singular', () => {
    const faults: string[] = [];
    for (const [key, sample] of Object.entries(samples)) {
      for (const part of ['subject', 'text'] as const) {
        const found = sentenceFaults({
          name: sample(NAME_PROBE, 2)[part],
          one: sample('1', 1)[part],
          two: sample('2', 2)[part],
        });
        faults.push(...found.map((f) => `${key}.${part}: ${f}`));
      }
    }
    for (const [state, words] of Object.entries(templates.seriesStateWords)) {
      faults.push(
        ...sentenceFaults({ name: words, one: words, two: words }).map((f) => `seriesStateWords.${state}: ${f}`),
      );
    }
    expect(faults).toEqual([]);
  });

  it('finds the faults the review found when they are planted', () => {
    const planted = (room: string, n: number) => ({
      subject: `Reservas confirmadas no Arena Cowork: ${room}, ${n} datas`,
      text: `A sua reserva da ${room} foi liberada até ${n} minutos depois do início.`,
    });
    expect(sentenceFaults({ name: planted(NAME_PROBE, 2).text, one: planted('1', 1).text })).toHaveLength(2);
    expect(sentenceFaults({ one: planted('1', 1).subject })).toHaveLength(1);
  });
});
