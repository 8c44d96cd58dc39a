import { addDays, formatDay } from '@arena/shared/rules/dates';
import type { AddGuestBody, GuestList, ListVisitorsQuery, Visitor } from '@arena/shared/bookings/guest-schemas';
import type { Db, Trx } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { storedSlot } from '../../lib/slot.ts';
import { findMentioning, mentions, REMOVED } from '../../lib/mentions.ts';
import { localDate, localDateTime } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { invitation } from '../calendar/calendar.service.ts';
import {
  deleteGuestMailsTo,
  describeWhen,
  guestInvited,
  guestUninvited,
  visitorArrived,
} from '../mail/mail.service.ts';
import {
  countGuests,
  deleteGuest,
  deleteGuestsBefore,
  findGuest,
  findGuestsBooking,
  findVisitor,
  forgetGuestRow,
  insertGuest,
  listGuests,
  listVisitorsOn,
  lockGuestsBooking,
  markArrived,
  listGuestsById,
  pageOfGuests,
} from './guests.repository.ts';

/**
 * Visitors (docs/product.md#visitors): a member's guests of a room booking, their invitations,
 * reception's Convidados de hoje and the purge of guests' data 30 days after the visit.
 */

type MailDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;
type AddDeps = MailDeps & Pick<Deps, 'limiter'>;

type GuestsBooking = NonNullable<Awaited<ReturnType<typeof findGuestsBooking>>>;

const fullName = (b: { host: string; host_lastname: string }) => `${b.host} ${b.host_lastname}`.trim();

/** How many guests a room takes: its capacity counts the host too. */
const maxGuests = (capacity: number) => Math.max(0, capacity - 1);

/** The caller's own booking, or the answer that says why not. */
function ownBooking(booking: GuestsBooking | undefined, caller: AuthUser): GuestsBooking {
  if (!booking) throw new AppError(404, 'appointmentNotFound');
  if (booking.user_id !== caller.id) throw new AppError(403, 'guestsNotYours');
  return booking;
}

/** Guests are added and removed until the booking starts, and never on a cancelled one. */
function checkOpen(booking: GuestsBooking, deps: Pick<Deps, 'clock' | 'config'>) {
  if (booking.cancelled_at) throw new AppError(409, 'appointmentAlreadyCancelled');
  if (booking.date_initial <= localDateTime(deps.clock(), deps.config.SPACE_TIMEZONE)) {
    throw new AppError(422, 'guestsClosed');
  }
}

/** Each guest's invitation is its own event: the booking's UID with the guest's id before it. */
const guestUid = (guestId: number, bookingUid: string) => `guest-${guestId}.${bookingUid}`;

function place({ config, clock }: Pick<Deps, 'config' | 'clock'>) {
  return { timeZone: config.SPACE_TIMEZONE, publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM, now: clock() };
}

/** The invitation (REQUEST) or its cancellation (CANCEL) a guest with an e-mail receives. */
async function mailGuest(
  trx: Trx,
  deps: MailDeps,
  booking: Pick<GuestsBooking, 'uid' | 'room' | 'date_initial' | 'date_final' | 'host' | 'host_lastname'>,
  guest: { id: number; email: string },
  kind: 'booked' | 'cancelled',
): Promise<void> {
  const slot = storedSlot(booking.date_initial, booking.date_final);
  const when = describeWhen(slot, deps.config.SPACE_TIMEZONE);
  const host = fullName(booking);
  const words =
    kind === 'booked'
      ? guestInvited({ host, room: booking.room, when, address: deps.config.SPACE_ADDRESS })
      : guestUninvited({ host, room: booking.room, when });
  const event = {
    uid: guestUid(guest.id, booking.uid),
    room: booking.room,
    slot,
    email: guest.email,
    address: deps.config.SPACE_ADDRESS,
  };
  await deps.mailer.send(
    { to: guest.email, ...words, attachments: [invitation(event, kind, place(deps))] },
    { db: trx },
  );
}

/** GET /appointments/:id/guests: the caller's own booking's guests, and how many the room takes. */
export async function guestsOf(deps: Pick<Deps, 'db'>, caller: AuthUser, id: number): Promise<GuestList> {
  const booking = ownBooking(await findGuestsBooking(deps.db, id), caller);
  return { max: maxGuests(booking.capacity), guests: await listGuests(deps.db, id) };
}

/**
 * POST /appointments/:id/guests: under the booking's lock, so a burst of adds is counted one by
 * one and never passes the room's capacity; the guest's invitation is queued in the same transaction.
 * An add with an e-mail spends one of the member's invitations of the day (RATE_LIMIT_GUEST_INVITE,
 * docs/product.md#visitors), taken first so a burst is held like a sequence, and given back when
 * the add is refused. Only adds count: a removal's cancellation follows an add that was counted.
 */
export async function addGuest(deps: AddDeps, caller: AuthUser, id: number, body: AddGuestBody) {
  ownBooking(await findGuestsBooking(deps.db, id), caller);
  const email = body.email ?? null;
  const key = String(caller.id);
  if (email) {
    await deps.limiter.consume('guestInvite', key).catch((err: unknown) => {
      throw err instanceof AppError && err.statusCode === 429
        ? new AppError(429, 'guestInvitesTooMany', err.headers)
        : err;
    });
  }
  const now = deps.clock().toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const booking = ownBooking(await lockGuestsBooking(trx, id), caller);
      checkOpen(booking, deps);
      if ((await countGuests(trx, id)) >= maxGuests(booking.capacity)) throw new AppError(409, 'guestsFull');
      const guestId = await insertGuest(trx, { appointmentId: id, name: body.name, email, now });
      if (email) await mailGuest(trx, deps, booking, { id: guestId, email }, 'booked');
      return { id: guestId, name: body.name, email, arrived_at: null };
    });
  } catch (err) {
    if (email) await deps.limiter.refund('guestInvite', key);
    throw err;
  }
}

/** DELETE /appointments/:id/guests/:guestId: until the booking starts; the guest's invitation is cancelled. */
export async function removeGuest(deps: MailDeps, caller: AuthUser, id: number, guestId: number): Promise<void> {
  ownBooking(await findGuestsBooking(deps.db, id), caller);
  await deps.db.transaction().execute(async (trx) => {
    const booking = ownBooking(await lockGuestsBooking(trx, id), caller);
    checkOpen(booking, deps);
    const guest = await findGuest(trx, id, guestId);
    if (!guest || !(await deleteGuest(trx, guestId))) throw new AppError(404, 'guestNotFound');
    if (guest.email) await mailGuest(trx, deps, booking, { ...guest, email: guest.email }, 'cancelled');
  });
}

/**
 * Tells every guest with an e-mail that the booking is cancelled (its invitation's CANCEL), in the
 * transaction that cancels it (bookings.mail.ts, tellCancelled).
 */
export async function tellGuestsCancelled(trx: Trx, deps: Omit<MailDeps, 'db'>, bookingId: number): Promise<void> {
  const booking = await findGuestsBooking(trx, bookingId);
  if (!booking) return;
  for (const guest of await listGuests(trx, bookingId)) {
    if (guest.email) await mailGuest(trx, { ...deps, db: trx }, booking, { ...guest, email: guest.email }, 'cancelled');
  }
}

/** GET /admin/visitors: the guests of the day's bookings (default: the space's today). */
export async function listVisitors(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  query: ListVisitorsQuery,
): Promise<Visitor[]> {
  const date = query.date ?? localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const rows = await listVisitorsOn(deps.db, date);
  return rows.map(({ host_lastname, ...r }) => ({ ...r, host: fullName({ host: r.host, host_lastname }) }));
}

/** POST /admin/visitors/:id/arrived: marks the arrival once and tells the host, in one transaction. */
export async function markVisitorArrived(deps: MailDeps, id: number): Promise<void> {
  const visitor = await findVisitor(deps.db, id);
  if (!visitor) throw new AppError(404, 'visitorNotFound');
  if (visitor.cancelled_at) throw new AppError(409, 'appointmentAlreadyCancelled');
  if (visitor.arrived_at) throw new AppError(409, 'visitorAlreadyArrived');
  const now = deps.clock();
  // A guest arrives on the visit's day (the space's date): never days before or after it.
  const day = visitor.date_initial.slice(0, 10);
  if (day !== localDate(now, deps.config.SPACE_TIMEZONE)) throw AppError.with(409, 'visitorNotToday', formatDay(day));
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markArrived(trx, id, now.toISOString()))) throw new AppError(409, 'visitorAlreadyArrived');
    const time = localDateTime(now, deps.config.SPACE_TIMEZONE).slice(11, 16);
    await deps.mailer.send(
      {
        to: visitor.host_email,
        ...visitorArrived({ host: visitor.host, guest: visitor.name, room: visitor.room, time }),
      },
      { db: trx },
    );
  });
}

/**
 * Retention's visitors step (docs/product.md#retention): deletes the guests of bookings that began
 * `days` days before `today` (the space's date) or earlier, in the caller's transaction — the
 * retention job claims its day, so of several processes one alone runs it — and the copies of the
 * invitations (and their cancellations) sent to those guests before `mailedBefore`: the address
 * goes with the guest. Answers how many guests, and how many copies.
 */
export async function deleteVisitorsOfOldVisits(
  trx: Trx,
  today: string,
  days: number,
  mailedBefore: string,
  limit: number,
): Promise<{ guests: number; mails: number }> {
  const { guests, emails } = await deleteGuestsBefore(trx, `${addDays(today, -days + 1)} 00:00:00`, limit);
  const subjects = [
    guestInvited({ host: '', room: '', when: '', address: '' }).subject,
    guestUninvited({ host: '', room: '', when: '' }).subject,
  ];
  const mails = emails.length ? await deleteGuestMailsTo(trx, emails, subjects, mailedBefore) : 0;
  return { guests, mails };
}

/**
 * An anonymised person who was someone's guest (docs/product.md#anonymize): the guest rows with
 * one of their addresses, or naming them however spelt, keep their place on the host's booking as
 * `[removido]`, without an e-mail. `findGuestsNamed` reads (outside any write, from after `after`);
 * `forgetGuests` checks them again in the caller's short transaction and answers how many.
 */
type GuestPerson = { emails: string[]; needles: string[] };
const isGuest = (g: { name: string; email: string | null }, person: GuestPerson, emails: Set<string>) =>
  (g.email !== null && emails.has(g.email.toLowerCase())) || mentions(g.name, person.needles);

export async function findGuestsNamed(db: Db, person: GuestPerson, after = 0): Promise<number[]> {
  const emails = new Set(person.emails.map((e) => e.toLowerCase()));
  const found = await findMentioning(
    (from, size) => pageOfGuests(db, from, size),
    (g) => [g.name],
    person.needles,
    { after, also: (g) => g.email !== null && emails.has(g.email.toLowerCase()), inTransaction: db.isTransaction },
  );
  return found.map((g) => g.id);
}

export async function forgetGuests(trx: Trx, ids: number[], person: GuestPerson): Promise<number> {
  const emails = new Set(person.emails.map((e) => e.toLowerCase()));
  let forgotten = 0;
  for (const g of await listGuestsById(trx, ids)) {
    if (!isGuest(g, person, emails)) continue;
    await forgetGuestRow(trx, g.id, REMOVED);
    forgotten += 1;
  }
  return forgotten;
}
