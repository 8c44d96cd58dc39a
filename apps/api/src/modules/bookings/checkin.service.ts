import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { storedSlot } from '../../lib/slot.ts';
import { addMs, instantOf, localDateTime } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { bookingReleased, describeWhen } from '../mail/mail.service.ts';
import { claimTick } from './ticks.repository.ts';
import {
  claimRelease,
  findCheckinBooking,
  findOwnBookingInWindow,
  listReleasable,
  markCheckedIn,
} from './checkin.repository.ts';

/**
 * Check-in and release (docs/product.md#checkin). With CHECKIN_MINUTES set, a booking's owner
 * says `Cheguei` from CHECKIN_OPENS_MINUTES before its start until CHECKIN_MINUTES after (the
 * deadline); at the deadline a booking not checked in is released: cancelled by nobody, so its
 * slot and hours are free again, and its owner is told by e-mail.
 */

/** How long before a booking's start its check-in opens. */
export const CHECKIN_OPENS_MINUTES = 10;

/** HH:MM on the space's clock by which a booking must be checked in, or null when check-in is off. */
export function checkinBy(dateInitial: string, deps: Pick<Deps, 'config'>): string | null {
  if (deps.config.CHECKIN_MINUTES === 0) return null;
  return localDateTime(checkinWindow(dateInitial, deps).deadline, deps.config.SPACE_TIMEZONE).slice(11, 16);
}

/** The instants a booking's check-in opens and closes (its deadline). */
export function checkinWindow(dateInitial: string, { config }: Pick<Deps, 'config'>) {
  const start = instantOf(dateInitial, config.SPACE_TIMEZONE);
  return {
    opens: addMs(start, -CHECKIN_OPENS_MINUTES * 60_000),
    deadline: addMs(start, config.CHECKIN_MINUTES * 60_000),
  };
}

/**
 * POST /appointments/:id/checkin: the caller's own booking, or one of their team's (the caller is
 * the owner's manager, docs/product.md#checkin), inside its window. Saying it twice answers the
 * first check-in's time.
 */
export async function checkIn(deps: Pick<Deps, 'db' | 'clock' | 'config'>, caller: AuthUser, id: number) {
  const { db, clock, config } = deps;
  if (config.CHECKIN_MINUTES === 0) throw new AppError(409, 'checkinOff');
  const booking = await findCheckinBooking(db, id);
  if (!booking) throw new AppError(404, 'appointmentNotFound');
  if (booking.user_id !== caller.id && booking.owner_manager_id !== caller.id) {
    throw new AppError(403, 'checkinNotYours');
  }
  if (booking.released_at) throw new AppError(409, 'checkinReleased');
  if (booking.cancelled_at) throw new AppError(409, 'appointmentAlreadyCancelled');
  if (booking.checked_in_at) return booking.checked_in_at;
  const now = clock();
  const { opens, deadline } = checkinWindow(booking.date_initial, deps);
  if (now < opens) throw new AppError(409, 'checkinTooEarly');
  if (now >= deadline) throw new AppError(409, 'checkinTooLate');
  const at = now.toISOString();
  if (await markCheckedIn(db, id, at)) return at;
  // Released, cancelled or checked in meanwhile: answer as the state now is.
  const after = await findCheckinBooking(db, id);
  if (after?.checked_in_at) return after.checked_in_at;
  if (after?.released_at) throw new AppError(409, 'checkinReleased');
  throw new AppError(409, 'appointmentAlreadyCancelled');
}

/**
 * POST /checkin/:roomCode, from the room's QR code: the caller's booking of that room whose
 * window holds now is checked in; none is the 404 that says so.
 */
export async function checkInAtRoom(deps: Pick<Deps, 'db' | 'clock' | 'config'>, caller: AuthUser, roomId: number) {
  const { db, clock, config } = deps;
  if (config.CHECKIN_MINUTES === 0) throw new AppError(409, 'checkinOff');
  const now = clock();
  const tz = config.SPACE_TIMEZONE;
  const booking = await findOwnBookingInWindow(db, caller.id, roomId, {
    startsAfter: localDateTime(addMs(now, -config.CHECKIN_MINUTES * 60_000), tz),
    startsBy: localDateTime(addMs(now, CHECKIN_OPENS_MINUTES * 60_000), tz),
  });
  if (!booking) throw new AppError(404, 'checkinNoBookingHere');
  return { id: booking.id, checked_in_at: await checkIn(deps, caller, booking.id) };
}

/**
 * The release job: every booking past its deadline, not checked in and not yet ended, is
 * released; each claim, its audit entry and its e-mail are one transaction, so of racing processes
 * exactly one releases it, records it and mails its owner. Off when CHECKIN_MINUTES is 0. Answers how many it released.
 */
export async function releaseAbsent(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>): Promise<number> {
  const { db, clock, config, mailer } = deps;
  const minutes = config.CHECKIN_MINUTES;
  if (minutes === 0) return 0;
  const tz = config.SPACE_TIMEZONE;
  const now = clock();
  const candidates = await listReleasable(db, localDateTime(addMs(now, -minutes * 60_000), tz), localDateTime(now, tz));
  let released = 0;
  for (const booking of candidates) {
    const done = await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      if (!(await claimRelease(trx, booking.id, at))) return false;
      // Staff's audit log keeps the release beside their own cancellations, by nobody.
      await recordAudit(trx, {
        actorId: null,
        action: 'appointment.release',
        target: `appointment:${booking.id}`,
        before: { released_at: null, cancelled_at: null },
        after: { released_at: at, cancelled_at: at },
        now: at,
      });
      const slot = storedSlot(booking.date_initial, booking.date_final);
      await mailer.send(
        {
          to: booking.email,
          ...bookingReleased({
            name: booking.user_name,
            room: booking.room,
            when: describeWhen(slot, tz),
            minutes,
            url: `${config.PUBLIC_URL.replace(/\/$/, '')}/bookings`,
          }),
        },
        { db: trx },
      );
      return true;
    });
    if (done) released += 1;
  }
  if (released > 0) mailer.nudge();
  return released;
}

/**
 * One tick of the scheduled release (plugins/checkin-release.ts): the minute on the clock is
 * claimed first, so of the processes whose timers fall in the same minute one alone asks for the
 * bookings (issue 34 item 4); each release stays claimed by itself besides. Answers how many it
 * released, or null when another process had the tick.
 */
export async function releaseTick(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>): Promise<number | null> {
  if (deps.config.CHECKIN_MINUTES === 0) return 0;
  if (!(await claimTick(deps.db, 'checkin-release', deps.clock().toISOString().slice(0, 16)))) return null;
  return releaseAbsent(deps);
}
