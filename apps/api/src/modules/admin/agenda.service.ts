import { adminMessages } from '@arena/shared/admin-messages';
import { messages } from '@arena/shared/messages';
import { addDays } from '@arena/shared/rules/dates';
import type { ListAgendaQuery } from '@arena/shared/schemas/admin-agenda';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { findAppointment } from '../booking/booking.repository.ts';
import { cancelAndTell, nowLocal } from '../booking/booking.service.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { roomExists } from '../rooms/rooms.repository.ts';
import { listAppointmentsStarting } from './agenda.repository.ts';

/** The longest range one call may ask for: about a quarter, enough for any staff view. */
export const MAX_RANGE_DAYS = 93;

/**
 * GET /admin/appointments (product.md §3, issue 4): the day (or days) `from`..`to`, both
 * inclusive; `from` defaults to the space's today and `to` to `from`.
 */
export async function listAgenda(app: FastifyInstance, query: ListAgendaQuery) {
  const from = query.from ?? localDate(app.clock(), app.config.SPACE_TIMEZONE);
  const to = query.to ?? from;
  if (to < from) throw new AppError(400, adminMessages.agendaRangeReversed);
  if (to > addDays(from, MAX_RANGE_DAYS - 1)) throw new AppError(400, adminMessages.agendaRangeTooLong);
  if (query.room !== undefined && !(await roomExists(app.db, query.room))) {
    throw new AppError(404, messages.roomNotFound);
  }
  return listAppointmentsStarting(app.db, {
    start: `${from} 00:00:00`,
    end: `${addDays(to, 1)} 00:00:00`,
    roomId: query.room,
  });
}

/**
 * PUT /admin/appointments/:id/cancel (issue 4): staff cancel whatever the notice (the
 * CANCEL_NOTICE_HOURS rule is the members'), but not what has already ended; the member is
 * e-mailed the reason, and the audit entry is written in the cancelling transaction.
 */
export async function cancelByStaff(app: FastifyInstance, staff: AuthUser, id: number, reason: string) {
  const appointment = await findAppointment(app.db, id);
  if (!appointment) throw new AppError(404, messages.appointmentNotFound);
  if (appointment.cancelled_at) throw new AppError(409, messages.appointmentAlreadyCancelled);
  if (appointment.date_final <= nowLocal(app)) throw new AppError(422, adminMessages.appointmentEnded);
  await cancelAndTell(app, appointment, staff.id, {
    reason,
    alsoIn: (trx, now) =>
      recordAudit(trx, {
        actorId: staff.id,
        action: 'appointment.cancel',
        target: `appointment:${id}`,
        before: { cancelled_at: null, cancelled_by: null },
        after: { cancelled_at: now, cancelled_by: staff.id, reason },
        now,
      }),
  });
}
