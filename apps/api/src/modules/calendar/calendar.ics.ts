import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { ptBR } from 'date-fns/locale/pt-BR';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { instantOf } from '../../lib/time.ts';
import type { Attachment } from '../../plugins/mail.ts';

/** "segunda-feira, 23 de novembro de 2026, das 08:00 às 09:00" */
export function describeWhen(start: string, end: string, timeZone: string): string {
  const day = format(new TZDate(instantOf(start, timeZone).getTime(), timeZone), "EEEE, d 'de' MMMM 'de' yyyy", {
    locale: ptBR,
  });
  return `${day}, das ${start.slice(11, 16)} às ${end.slice(11, 16)}`;
}

/** "Arena Cowork <nao-responda@…>" → its display name and address, for the ORGANIZER line. */
export function senderOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match?.[2]) return { name: match[1] || 'Arena Cowork', email: match[2].trim() };
  return { name: 'Arena Cowork', email: mailFrom.trim() };
}

const PRODUCT_ID = { company: 'arena-cowork', product: 'app', language: 'PT-BR' };

/** A booking's UID in every calendar (product.md §8). */
export function bookingUid(id: number): string {
  return `appointment-${id}@arena-cowork`;
}

type BookingTimes = { id: number; room: string; start: string; end: string };

/**
 * A booking as a calendar event, the same in the e-mailed invitations and in the member's feed
 * (product.md §8): above all the same UID, so a calendar holding both keeps one event.
 */
export function bookingEvent(a: BookingTimes, c: { timeZone: string; publicUrl: string }) {
  return {
    id: bookingUid(a.id),
    start: instantOf(a.start, c.timeZone),
    end: instantOf(a.end, c.timeZone),
    summary: `Reserva da ${a.room} - Arena Cowork`,
    description: `Reserva da ${a.room} no Arena Cowork.`,
    location: `Arena Cowork - ${a.room}`,
    url: c.publicUrl,
  };
}

/**
 * The member's calendar feed (product.md §8): a published calendar (no METHOD, no attendees, so
 * calendar apps show the events rather than treat them as invitations), each event stamped with
 * the booking's creation so the same bookings always give the same bytes (the feed's ETag).
 */
export function bookingFeed(
  bookings: Array<BookingTimes & { created_at: string }>,
  c: { timeZone: string; publicUrl: string },
): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: 'Arena Cowork - Minhas reservas', ttl: 60 * 60 });
  for (const b of bookings) {
    calendar.createEvent({ ...bookingEvent(b, c), stamp: new Date(b.created_at), status: ICalEventStatus.CONFIRMED });
  }
  return calendar.toString();
}

/**
 * The calendar invitation (product.md §4), built by ical-generator: a REQUEST when the booking is
 * made, a CANCEL of the same UID with a higher SEQUENCE when it is cancelled (by the member or by
 * staff), so calendar clients remove the event. Organised by the sender's address, as RFC 5545
 * requires of ORGANIZER; the member is the one attendee, already accepted.
 */
export function invitation(
  a: { id: number; room: string; start: string; end: string; email: string },
  kind: 'booked' | 'cancelled',
  c: { timeZone: string; publicUrl: string; mailFrom: string; now: Date },
): Attachment {
  const method = kind === 'booked' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL;
  const calendar = ical({ prodId: PRODUCT_ID, method });
  calendar.createEvent({
    ...bookingEvent(a, c),
    sequence: kind === 'booked' ? 0 : 1,
    stamp: c.now,
    status: kind === 'booked' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: senderOf(c.mailFrom),
    attendees: [{ email: a.email, rsvp: false, status: ICalAttendeeStatus.ACCEPTED, role: ICalAttendeeRole.REQ }],
  });
  return {
    filename: kind === 'booked' ? 'reserva.ics' : 'reserva-cancelada.ics',
    content: calendar.toString(),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
