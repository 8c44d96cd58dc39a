import type { Db, Trx } from '../../db/connect.ts';
import { isDeadlock, isOverlapViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { Slot } from '../../lib/slot.ts';
import { instantOf, localDateTime } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { newEventUid } from '../calendar/calendar.service.ts';
import { isClosedDay } from '../closed-days/closed-days.service.ts';
import { assertNotOverdue } from '../invoices/overdue-block.service.ts';
import { takeBookingHours } from '../plans/hours.service.ts';
import { findActiveRoom, lockRoomForBooking } from '../rooms/rooms.service.ts';
import { confirmationMail, tellCancelled } from './bookings.mail.ts';
import {
  findBooking,
  hasOverlap,
  insertBooking,
  listRoomDay,
  listNotStartedOfUser,
  listUpcoming,
  markCancelled,
} from './bookings.repository.ts';
import { checkBookingTimes, checkOverageConsent, type OverageConsent } from './bookings.rules.ts';
import { listSeriesFrom } from './series.repository.ts';
import { roomListJson } from './room-list-cache.ts';

/** What other modules use of bookings: staff's member detail, the audit log's labels, the reminders. */
export { bookingLabels, claimReminder, listRemindable, listUpcomingOfUser } from './bookings.repository.ts';
export { checkinBy } from './checkin.service.ts';

/** A booking as this module gives it; the route writes the seed's answer from it (bookings.routes.ts). */
export type Booking = {
  id: number;
  /** Its event's UID in every calendar (modules/calendar). */
  uid: string;
  room: string;
  userId: number;
  slot: Slot;
  /** Its minutes beyond the plan's hours (docs/product.md#overage). */
  overageMinutes: number;
  /** What that excedente costs at the plan's hour price (0 when free). */
  overageCents: number;
};

/** The space's wall-clock now, as booking times are written; formatted once a second. */
export function nowLocal({ clock, config }: Pick<Deps, 'clock' | 'config'>): string {
  const ms = clock().getTime();
  const second = Math.floor(ms / 1000);
  if (second !== lastNow.second || config.SPACE_TIMEZONE !== lastNow.timeZone) {
    lastNow = { second, timeZone: config.SPACE_TIMEZONE, text: localDateTime(new Date(ms), config.SPACE_TIMEZONE) };
  }
  return lastNow.text;
}
let lastNow = { second: Number.NaN, timeZone: '', text: '' };

/**
 * POST /manager/appointment/list: without `date`, the seed's answer (a room's bookings not yet
 * ended); with `date`, that day's bookings of the room (docs/product.md#my-bookings). Either as JSON kept per
 * room under the version of its bookings (room-list-cache.ts).
 */
export async function roomBookings(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  caller: AuthUser,
  roomName: string,
  date?: string,
): Promise<Buffer> {
  const room = await findActiveRoom(deps.db, roomName);
  if (!room) throw new AppError(404, 'roomNotFound');
  const now = nowLocal(deps);
  const load =
    date === undefined ? () => listUpcoming(deps.db, room.id, now) : () => listRoomDay(deps.db, room.id, date);
  return roomListJson(deps.db, room, date ?? null, now, caller.id, load);
}

/** How often a booking runs its transaction when PostgreSQL breaks its lock wait as a deadlock. */
const ATTEMPTS = 3;

/**
 * Books a room (docs/product.md#booking-rules). The times are parsed once, into a Slot; the
 * booking's UID is chosen and its confirmation built before the transaction, so its locks
 * (SQLite's write lock, PostgreSQL's room and account rows) are not held while the invitation is
 * written. Inside it: the plan's hours (the account's lock), the room's lock, the overlap check,
 * the insert and the confirmation, one never kept without the others; the database refuses an
 * overlap regardless (the exclusion constraint, the SQLite trigger).
 */
export async function bookRoom(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  caller: AuthUser,
  roomName: string,
  dateInitial: string,
  dateFinal: string,
  options: {
    /** The excedente the member accepted (docs/product.md#plan-hours); a series passes what is left of its sum. */
    consent: OverageConsent;
    // An occurrence of a weekly series (series.service.ts) carries its series and is confirmed by the
    // series' one e-mail, not its own (docs/product.md#series).
    series?: { id: string };
  },
): Promise<Booking> {
  const { series, consent } = options;
  const { db, clock, config } = deps;
  const slot = checkBookingTimes(dateInitial, dateFinal, nowLocal(deps), config);
  const room = await findActiveRoom(db, roomName);
  if (!room) throw new AppError(404, 'roomNotFound');
  if (await isClosedDay(db, slot.date)) throw new AppError(400, 'bookingClosedDay');
  // An invoice long past due blocks new bookings (docs/product.md#overdue), when set.
  await assertNotOverdue(deps, caller);
  const uid = newEventUid(config.PUBLIC_URL);
  const confirmation = confirmationMail(deps, caller, { uid, room: room.name, slot });
  const book = async (trx: Trx) => {
    // The plan's hours (docs/product.md#plan-hours), under the account's lock, before the room's:
    // the room's is then held for the overlap check, the insert and the confirmation alone, which
    // the room's other bookings wait for (issue 34), and a user's row is locked before a room's,
    // as a team member's removal and an anonymisation do when they cancel bookings.
    const hours = await takeBookingHours(trx, caller, slot);
    await lockRoomForBooking(trx, room.id);
    if (await hasOverlap(trx, room.id, slot)) throw new AppError(409, 'bookingConflict');
    // Refused beyond the hours on `block`, excedente on `charge`.
    if (hours instanceof AppError) throw hours;
    // Priced excedente only as far as the member accepted it, or nothing is booked.
    const overage = checkOverageConsent(caller, hours, consent);
    const now = clock().toISOString();
    const id = await insertBooking(trx, {
      roomId: room.id,
      userId: caller.id,
      slot,
      uid,
      now,
      hours,
      seriesId: series?.id ?? null,
    });
    if (!series) await deps.mailer.send(confirmation, { db: trx });
    return { id, overageMinutes: hours.overageMinutes, overageCents: overage.cents };
  };
  // The room lock queues bookings of one room; should PostgreSQL still break a wait as a deadlock,
  // try again, so the other booking is then seen (409) or, had it rolled back, booked.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const booked = await db.transaction().execute(book);
      return { ...booked, uid, room: room.name, userId: caller.id, slot };
    } catch (err) {
      if (isDeadlock(err) && attempt < ATTEMPTS) continue;
      if (isOverlapViolation(err) || isDeadlock(err)) throw new AppError(409, 'bookingConflict');
      throw err;
    }
  }
}

/**
 * PUT /cancel-appointment (docs/product.md#api, #booking-rules): `ui` must be the caller, the booking the
 * caller's own, and the start at least CANCEL_NOTICE_HOURS away. Staff cancel through /admin.
 * With `scope: 'following'`, a booking of a weekly series and every later one of it
 * (docs/product.md#series): the notice is checked on the first, the earliest, so each of them meets it.
 */
export async function cancelOwnBooking(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  caller: AuthUser,
  ui: number,
  ai: number,
  scope: 'one' | 'following' = 'one',
) {
  const { db, clock, config } = deps;
  if (ui !== caller.id) throw new AppError(403, 'appointmentNotYours');
  const booking = await findBooking(db, ai);
  if (!booking) throw new AppError(404, 'appointmentNotFound');
  if (booking.user_id !== caller.id) throw new AppError(403, 'appointmentNotYours');
  if (booking.cancelled_at) throw new AppError(409, 'appointmentAlreadyCancelled');
  const hours = config.CANCEL_NOTICE_HOURS;
  const startsIn = instantOf(booking.date_initial, config.SPACE_TIMEZONE).getTime() - clock().getTime();
  if (startsIn < hours * 3_600_000) {
    throw AppError.with(422, 'cancelTooLate', hours);
  }
  const all =
    scope === 'following' && booking.series_id
      ? await listSeriesFrom(db, booking.series_id, caller.id, booking.date_initial)
      : [booking];
  // The cancellations and their e-mails are one transaction: none is kept without the others.
  await db.transaction().execute(async (trx) => {
    for (const b of all) {
      await cancelBooking(trx, b.id, caller.id, clock().toISOString());
      await tellCancelled(trx, deps, b);
    }
  });
  return all.length;
}

/**
 * Marks the booking cancelled, in the transaction of the use case that cancels it (staff's cancel
 * writes its audit entry in the same); a booking cancelled meanwhile is the 409.
 */
export async function cancelBooking(trx: Trx, id: number, by: number, now: string): Promise<void> {
  if (!(await markCancelled(trx, id, by, now))) throw new AppError(409, 'appointmentAlreadyCancelled');
}

/**
 * Cancels, in the caller's transaction, every booking of `userId` that has not started, each with
 * the usual cancellation e-mail and its calendar CANCEL (a removed team member,
 * docs/product.md#privacy); what has started or ended stays, and stays counted. Answers the ids.
 */
export async function cancelNotStartedOf(
  trx: Trx,
  deps: Pick<Deps, 'clock' | 'config' | 'mailer'>,
  userId: number,
  by: number,
): Promise<number[]> {
  const ids = await listNotStartedOfUser(trx, userId, nowLocal(deps));
  await cancelBookings(trx, deps, ids, by);
  return ids;
}

/** The bookings of `userId` not started nor cancelled: read before an anonymisation cancels them in batches. */
export function listNotStartedOf(db: Db, deps: Pick<Deps, 'clock' | 'config'>, userId: number): Promise<number[]> {
  return listNotStartedOfUser(db, userId, nowLocal(deps));
}

/** Cancels these bookings as cancelNotStartedOf does, each one not cancelled meanwhile. Answers how many. */
export async function cancelBookings(
  trx: Trx,
  deps: Pick<Deps, 'clock' | 'config' | 'mailer'>,
  ids: number[],
  by: number,
): Promise<number> {
  const now = deps.clock().toISOString();
  let cancelled = 0;
  for (const id of ids) {
    const booking = await findBooking(trx, id);
    if (!booking || !(await markCancelled(trx, id, by, now))) continue;
    await tellCancelled(trx, deps, booking);
    cancelled += 1;
  }
  return cancelled;
}
