import { randomUUID } from 'node:crypto';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { senderOf } from '../../lib/sender.ts';
import { instantsOf, type Slot } from '../../lib/slot.ts';

const PRODUCT_ID = { company: 'arena-cowork', product: 'app', language: 'PT-BR' };

/**
 * A new booking's UID in every calendar (docs/product.md#calendar-feed): random, in the domain of
 * this installation's address, so no two installations (nor one whose database was reset) give
 * two bookings the same event. Bookings made before it carry `appointment-<id>@arena-cowork`
 * (migration 20261126140000_booking_uid), the UID their invitations already had.
 */
export function newEventUid(publicUrl: string): string {
  return `${randomUUID()}@${new URL(publicUrl).hostname}`;
}

/**
 * A booking as the calendars show it: its UID, its room and when; a guest's invitation also says
 * the space's address (docs/product.md#visitors).
 */
export type CalendarBooking = { uid: string; room: string; slot: Slot; address?: string };

type Place = { timeZone: string; publicUrl: string };

/**
 * A booking as a calendar event, the same in the e-mailed invitations and in the member's feed
 * (docs/product.md#calendar-feed): above all the same UID, so a calendar holding both keeps one event.
 */
function bookingEvent(b: CalendarBooking, c: Place) {
  const { start, end } = instantsOf(b.slot, c.timeZone);
  return {
    id: b.uid,
    start,
    end,
    summary: `Reserva · ${b.room} · Arena Cowork`,
    description: `Reserva no Arena Cowork: ${b.room}.`,
    location: b.address ? `Arena Cowork - ${b.room}, ${b.address}` : `Arena Cowork - ${b.room}`,
    url: c.publicUrl,
  };
}

/**
 * The member's calendar feed (docs/product.md#calendar-feed): a published calendar (no METHOD, no
 * attendees, so calendar apps show the events rather than treat them as invitations), each event
 * stamped with the booking's creation so the same bookings always give the same bytes (its ETag).
 */
export function bookingsCalendar(bookings: Array<CalendarBooking & { created_at: string }>, c: Place): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: 'Arena Cowork - Minhas reservas', ttl: 60 * 60 });
  for (const b of bookings) {
    calendar.createEvent({ ...bookingEvent(b, c), stamp: new Date(b.created_at), status: ICalEventStatus.CONFIRMED });
  }
  return calendar.toString();
}

/** An e-mail attachment: what the mailer sends (modules/mail/mailer.ts). */
export type Invitation = { filename: string; content: string; contentType: string };

/**
 * The calendar invitation (docs/product.md#booking-rules), built by ical-generator: a REQUEST when
 * the booking is made, a CANCEL of the same UID with a higher SEQUENCE when it is cancelled (by
 * the member or by staff), so calendar clients remove the event. Organised by the sender's
 * address, as RFC 5545 requires of ORGANIZER; the member is the one attendee, already accepted.
 */
export function invitation(
  b: CalendarBooking & { email: string },
  kind: 'booked' | 'cancelled',
  c: Place & { mailFrom: string; now: Date },
): Invitation {
  const method = kind === 'booked' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL;
  const calendar = ical({ prodId: PRODUCT_ID, method });
  calendar.createEvent({
    ...bookingEvent(b, c),
    sequence: kind === 'booked' ? 0 : 1,
    stamp: c.now,
    status: kind === 'booked' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: senderOf(c.mailFrom),
    attendees: [{ email: b.email, rsvp: false, status: ICalAttendeeStatus.ACCEPTED, role: ICalAttendeeRole.REQ }],
  });
  return {
    filename: kind === 'booked' ? 'reserva.ics' : 'reserva-cancelada.ics',
    content: calendar.toString(),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/**
 * The invitation of a weekly series (docs/product.md#series): one calendar, METHOD:REQUEST, with
 * every occurrence as its own event under its booking's own UID, the UID the feed shows, so each
 * occurrence can later be cancelled on its own.
 */
export function seriesInvitation(
  bookings: CalendarBooking[],
  email: string,
  c: Place & { mailFrom: string; now: Date },
): Invitation {
  const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.REQUEST });
  for (const b of bookings) {
    calendar.createEvent({
      ...bookingEvent(b, c),
      sequence: 0,
      stamp: c.now,
      status: ICalEventStatus.CONFIRMED,
      organizer: senderOf(c.mailFrom),
      attendees: [{ email, rsvp: false, status: ICalAttendeeStatus.ACCEPTED, role: ICalAttendeeRole.REQ }],
    });
  }
  return {
    filename: 'reservas.ics',
    content: calendar.toString(),
    contentType: `text/calendar; charset=utf-8; method=${ICalCalendarMethod.REQUEST}`,
  };
}
