import type { Trx } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { type Slot, startText, storedSlot } from '../../lib/slot.ts';
import type { AuthUser } from '../../types.ts';
import { type CalendarBooking, invitation } from '../calendar/calendar.service.ts';
import { checkinBy } from './checkin.service.ts';
import { tellGuestsCancelled } from './guests.service.ts';
import { bookingCancelled, bookingConfirmed, describeWhen, type Mail } from '../mail/mail.service.ts';

/** The booking e-mails (docs/product.md#booking-mail), each with its invitation (modules/calendar). */

type Settings = Pick<Deps, 'config' | 'clock'>;

function invitationPlace({ config, clock }: Settings) {
  return { timeZone: config.SPACE_TIMEZONE, publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM, now: clock() };
}

/**
 * The confirmation with its invitation, whole before the booking is written: the booking's UID is
 * chosen first (bookings.service.ts), so nothing is filled in inside the transaction.
 */
export function confirmationMail(deps: Settings, caller: AuthUser, booking: CalendarBooking): Mail {
  const { config } = deps;
  const when = describeWhen(booking.slot, config.SPACE_TIMEZONE);
  return {
    to: caller.email,
    ...bookingConfirmed(
      caller.name,
      booking.room,
      when,
      config.CANCEL_NOTICE_HOURS,
      checkinBy(startText(booking.slot), deps),
    ),
    attachments: [invitation({ ...booking, email: caller.email }, 'booked', invitationPlace(deps))],
  };
}

/** A booking as read back to cancel it (bookings.repository.ts, findBooking). */
export type StoredBooking = {
  id: number;
  uid: string;
  room: string;
  date_initial: string;
  date_final: string;
  email: string;
  user_name: string;
};

/**
 * Queues, in the cancellation's transaction, the e-mail that tells the member the booking is
 * cancelled, with staff's reason when there is one, and the CANCEL of its invitation (the same UID)
 * so the event leaves the member's calendar; its guests with an e-mail get their invitations'
 * CANCEL too (docs/product.md#visitors).
 */
export async function tellCancelled(
  trx: Trx,
  deps: Settings & Pick<Deps, 'mailer'>,
  booking: StoredBooking,
  reason?: string,
): Promise<void> {
  const slot: Slot = storedSlot(booking.date_initial, booking.date_final);
  const when = describeWhen(slot, deps.config.SPACE_TIMEZONE);
  const event = { uid: booking.uid, room: booking.room, slot, email: booking.email };
  await deps.mailer.send(
    {
      to: booking.email,
      ...bookingCancelled(booking.user_name, booking.room, when, reason),
      attachments: [invitation(event, 'cancelled', invitationPlace(deps))],
    },
    { db: trx },
  );
  await tellGuestsCancelled(trx, deps, booking.id);
}
