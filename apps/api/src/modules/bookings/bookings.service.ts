import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { instantOf, localDateTime } from '../../lib/time.ts';
import { bookingCancelled, bookingConfirmed } from '../../mail/templates.ts';
import type { Mail } from '../../plugins/mail.ts';
import type { AuthUser } from '../../types.ts';
import { isClosedDay } from '../closed-days/closed-days.repository.ts';
import { takeBookingHours } from '../plans/hours.service.ts';
import { findActiveRoom, lockRoomForBooking } from '../rooms/rooms.repository.ts';
import { bookingUid, describeWhen, invitation } from './bookings.mail.ts';
import {
  findBooking,
  hasOverlap,
  insertBooking,
  listRoomDay,
  listUpcoming,
  markCancelled,
} from './bookings.repository.ts';
import { roomListJson } from './room-list-cache.ts';
import { checkBookingTimes } from './bookings.rules.ts';

type Booking = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

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
 * ended); with `date`, that day's bookings of the room (product.md §8). Either as JSON kept per
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

/** The database refuses overlaps itself: the PostgreSQL exclusion constraint, the SQLite trigger. */
function isOverlapViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23P01' || /appointments_no_overlap/.test(e?.message ?? '');
}

/** Books a room (product.md §4); the check and the insert share one write transaction. */
export async function bookRoom(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  caller: AuthUser,
  roomName: string,
  dateInitial: string,
  dateFinal: string,
) {
  const { db, clock, config } = deps;
  const slot = checkBookingTimes(dateInitial, dateFinal, nowLocal(deps), config);
  const room = await findActiveRoom(db, roomName);
  if (!room) throw new AppError(404, 'roomNotFound');
  if (await isClosedDay(db, slot.date)) throw new AppError(400, 'bookingClosedDay');
  // Written before the transaction, so its locks (SQLite's write lock, PostgreSQL's room row) are
  // not held while the invitation is built; only the booking's id, in the UID, is filled in there.
  const confirmation = bookedMail(deps, caller, room.name, slot);
  let id: number | undefined;
  // The room lock queues bookings of one room; should PostgreSQL still break a wait as a deadlock
  // (40P01), try again, so the other booking is then seen (409) or, had it rolled back, booked.
  for (let attempt = 1; id === undefined; attempt += 1) {
    try {
      id = await db.transaction().execute(async (trx) => {
        await lockRoomForBooking(trx, room.id);
        if (await hasOverlap(trx, room.id, slot.start, slot.end)) throw new AppError(409, 'bookingConflict');
        // The plan's hours (product.md §9): refused beyond them on `block`, marked excedente on `charge`.
        const overageMinutes = await takeBookingHours(trx, caller, slot);
        const booked = await insertBooking(trx, {
          roomId: room.id,
          userId: caller.id,
          start: slot.start,
          end: slot.end,
          now: clock().toISOString(),
          overageMinutes,
        });
        // The confirmation is queued with the booking: one is never kept without the other.
        await deps.mailer.send(withBookingId(confirmation, booked), { db: trx });
        return booked;
      });
    } catch (err) {
      const deadlock = (err as { code?: string })?.code === '40P01';
      if (deadlock && attempt < 3) continue;
      if (isOverlapViolation(err) || deadlock) throw new AppError(409, 'bookingConflict');
      throw err;
    }
  }
  return {
    id,
    user_id: caller.id,
    participants: room.name,
    date_initial: slot.start,
    date_final: slot.end,
    mine: true,
  };
}

/**
 * PUT /cancel-appointment (product.md §3, §4): `ui` must be the caller, the booking the
 * caller's own, and the start at least CANCEL_NOTICE_HOURS away. Staff cancel through /admin.
 */
export async function cancelOwnBooking(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  caller: AuthUser,
  ui: number,
  ai: number,
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
  // The cancellation and its e-mail are one transaction: neither is kept without the other.
  await db.transaction().execute(async (trx) => {
    await cancelBooking(trx, booking.id, caller.id, clock().toISOString());
    await tellCancelled({ ...deps, db: trx }, booking);
  });
}

/**
 * Marks the booking cancelled, in the caller's transaction when it has one (staff's cancel writes
 * its audit entry in the same); a booking cancelled meanwhile is the 409.
 */
export async function cancelBooking(db: Db, id: number, by: number, now: string): Promise<void> {
  if (!(await markCancelled(db, id, by, now))) throw new AppError(409, 'appointmentAlreadyCancelled');
}

/**
 * E-mails the member that the booking is cancelled, with staff's reason when there is one, and
 * the CANCEL of its invitation so the event leaves the member's calendar.
 */
export async function tellCancelled(
  { db, config, mailer, clock }: Pick<Deps, 'db' | 'config' | 'mailer' | 'clock'>,
  booking: Booking,
  reason?: string,
): Promise<void> {
  const timeZone = config.SPACE_TIMEZONE;
  const when = describeWhen(booking.date_initial, booking.date_final, timeZone);
  const event = {
    id: booking.id,
    room: booking.room,
    start: booking.date_initial,
    end: booking.date_final,
    email: booking.email,
  };
  await mailer.send(
    {
      to: booking.email,
      ...bookingCancelled(booking.user_name, booking.room, when, reason),
      attachments: [
        invitation(event, 'cancelled', {
          timeZone,
          publicUrl: config.PUBLIC_URL,
          mailFrom: config.MAIL_FROM,
          now: clock(),
        }),
      ],
    },
    { db },
  );
}

/** Queues the confirmation with its invitation (product.md §4, §8) in the booking's transaction. */
/** The booking's id the confirmation's invitation carries until the booking has one. */
const PENDING_ID = 0;

/** The confirmation e-mail with its invitation (product.md §4, §8), for a booking not yet inserted. */
function bookedMail(
  { config, clock }: Pick<Deps, 'config' | 'clock'>,
  caller: AuthUser,
  room: string,
  slot: { start: string; end: string },
): Mail {
  const tz = config.SPACE_TIMEZONE;
  return {
    to: caller.email,
    ...bookingConfirmed(caller.name, room, describeWhen(slot.start, slot.end, tz), config.CANCEL_NOTICE_HOURS),
    attachments: [
      invitation({ id: PENDING_ID, room, start: slot.start, end: slot.end, email: caller.email }, 'booked', {
        timeZone: tz,
        publicUrl: config.PUBLIC_URL,
        mailFrom: config.MAIL_FROM,
        now: clock(),
      }),
    ],
  };
}

/** The same e-mail once the booking has its id: the invitation's UID names it, as the feed's does. */
function withBookingId(mail: Mail, id: number): Mail {
  const pending = `UID:${bookingUid(PENDING_ID)}`;
  return {
    ...mail,
    attachments: mail.attachments?.map((a) => ({ ...a, content: a.content.replace(pending, `UID:${bookingUid(id)}`) })),
  };
}
