import { messages } from '@arena/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import { instantOf, localDateTime } from '../../lib/time.ts';
import { bookingCancelled, bookingConfirmed } from '../../mail/templates.ts';
import type { AuthUser } from '../../types.ts';
import { describeWhen, invitation } from './booking.mail.ts';
import { findAppointment, hasOverlap, insertAppointment, listUpcoming, markCancelled } from './booking.repository.ts';
import { findActiveRoom, lockRoomForBooking } from '../rooms/rooms.repository.ts';
import { isClosedDay } from '../closed-days/closed-days.repository.ts';
import { checkBookingTimes } from './booking.rules.ts';

export function nowLocal(app: FastifyInstance): string {
  return localDateTime(app.clock(), app.config.SPACE_TIMEZONE);
}

export async function upcomingAppointments(app: FastifyInstance, caller: AuthUser, roomName: string) {
  const room = await findActiveRoom(app.db, roomName);
  if (!room) throw new AppError(404, messages.roomNotFound);
  const rows = await listUpcoming(app.db, room.id, nowLocal(app));
  return rows.map((r) => ({ ...r, mine: r.user_id === caller.id }));
}

/** The database refuses overlaps itself: the PostgreSQL exclusion constraint, the SQLite trigger. */
function isOverlapViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23P01' || /appointments_no_overlap/.test(e?.message ?? '');
}

/** Books a room (product.md §4); the check and the insert share one write transaction. */
export async function bookRoom(
  app: FastifyInstance,
  caller: AuthUser,
  roomName: string,
  dateInitial: string,
  dateFinal: string,
) {
  const slot = checkBookingTimes(dateInitial, dateFinal, nowLocal(app), app.config);
  const room = await findActiveRoom(app.db, roomName);
  if (!room) throw new AppError(404, messages.roomNotFound);
  if (await isClosedDay(app.db, slot.date)) throw new AppError(400, messages.bookingClosedDay);
  let id: number | undefined;
  // The room lock queues bookings of one room; should PostgreSQL still break a wait as a deadlock
  // (40P01), try again, so the other booking is then seen (409) or, had it rolled back, booked.
  for (let attempt = 1; id === undefined; attempt += 1) {
    try {
      id = await app.db.transaction().execute(async (trx) => {
        await lockRoomForBooking(trx, room.id);
        if (await hasOverlap(trx, room.id, slot.start, slot.end)) throw new AppError(409, messages.bookingConflict);
        return insertAppointment(trx, {
          roomId: room.id,
          userId: caller.id,
          start: slot.start,
          end: slot.end,
          now: app.clock().toISOString(),
        });
      });
    } catch (err) {
      const deadlock = (err as { code?: string })?.code === '40P01';
      if (deadlock && attempt < 3) continue;
      if (isOverlapViolation(err) || deadlock) throw new AppError(409, messages.bookingConflict);
      throw err;
    }
  }
  const tz = app.config.SPACE_TIMEZONE;
  await app.mailer.send({
    to: caller.email,
    ...bookingConfirmed(caller.name, room.name, describeWhen(slot.start, slot.end, tz)),
    attachments: [
      invitation(
        { id, room: room.name, start: slot.start, end: slot.end, email: caller.email },
        tz,
        app.config.PUBLIC_URL,
      ),
    ],
  });
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
 * PUT /cancel-appointment (product.md §3, §4): `ui` must be the caller, the appointment the
 * caller's own, and the start at least CANCEL_NOTICE_HOURS away. Staff cancel through /admin.
 */
export async function cancelOwnAppointment(app: FastifyInstance, caller: AuthUser, ui: number, ai: number) {
  if (ui !== caller.id) throw new AppError(403, messages.appointmentNotYours);
  const appointment = await findAppointment(app.db, ai);
  if (!appointment) throw new AppError(404, messages.appointmentNotFound);
  if (appointment.user_id !== caller.id) throw new AppError(403, messages.appointmentNotYours);
  if (appointment.cancelled_at) throw new AppError(409, messages.appointmentAlreadyCancelled);
  const hours = app.config.CANCEL_NOTICE_HOURS;
  const startsIn = instantOf(appointment.date_initial, app.config.SPACE_TIMEZONE).getTime() - app.clock().getTime();
  if (startsIn < hours * 3_600_000) {
    throw new AppError(422, messages.cancelLate.replace('3 horas', `${hours} ${hours === 1 ? 'hora' : 'horas'}`));
  }
  await cancelAndTell(app, appointment, caller.id);
}

export type CancelExtras = {
  /** Staff's reason, quoted in the member's e-mail (issue 4). */
  reason?: string;
  /** Runs in the cancelling transaction once the row is marked, e.g. to write the audit entry. */
  alsoIn?: (trx: Db, now: string) => Promise<void>;
};

export async function cancelAndTell(
  app: FastifyInstance,
  appointment: NonNullable<Awaited<ReturnType<typeof findAppointment>>>,
  by: number,
  extras: CancelExtras = {},
): Promise<void> {
  const now = app.clock().toISOString();
  const done = await app.db.transaction().execute(async (trx) => {
    const marked = await markCancelled(trx, appointment.id, by, now);
    if (marked && extras.alsoIn) await extras.alsoIn(trx, now);
    return marked;
  });
  if (!done) throw new AppError(409, messages.appointmentAlreadyCancelled);
  const when = describeWhen(appointment.date_initial, appointment.date_final, app.config.SPACE_TIMEZONE);
  await app.mailer.send({
    to: appointment.email,
    ...bookingCancelled(appointment.user_name, appointment.room, when, extras.reason),
  });
}
