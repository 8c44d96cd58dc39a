import { AGENDA_MAX_RANGE_DAYS } from '@arena/shared/contract/limits';
import type { ListAgendaQuery } from '@arena/shared/bookings/schemas';
import { addDays } from '@arena/shared/rules/dates';

import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { roomExists } from '../rooms/rooms.service.ts';
import { tellCancelled } from './bookings.mail.ts';
import { findBooking, listBookingsStarting } from './bookings.repository.ts';
import { countGuestsOf } from './guests.repository.ts';
import { cancelBooking, nowLocal } from './bookings.service.ts';

/** The longest range one call may ask for: about a quarter, enough for any staff view. */

/**
 * GET /admin/appointments (docs/product.md#api, #back-office), staff's agenda: the day (or days) `from`..`to`, both
 * inclusive; `from` defaults to the space's today and `to` to `from`.
 */
export async function listAgenda({ db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>, query: ListAgendaQuery) {
  const from = query.from ?? localDate(clock(), config.SPACE_TIMEZONE);
  const to = query.to ?? from;
  if (to < from) throw new AppError(400, 'agendaRangeReversed');
  if (to > addDays(from, AGENDA_MAX_RANGE_DAYS - 1)) throw new AppError(400, 'agendaRangeTooLong');
  if (query.room !== undefined && !(await roomExists(db, query.room))) {
    throw new AppError(404, 'roomNotFound');
  }
  const rows = await listBookingsStarting(db, {
    start: `${from} 00:00:00`,
    end: `${addDays(to, 1)} 00:00:00`,
    roomId: query.room,
  });
  // The guests each booking expects, so reception sees them on the agenda (walk C17).
  const guests =
    rows.length === 0
      ? new Map<number, number>()
      : await countGuestsOf(
          db,
          rows.map((r) => r.id),
        );
  return rows.map((r) => ({ ...r, guests: guests.get(r.id) ?? 0 }));
}

/**
 * PUT /admin/appointments/:id/cancel (docs/product.md#back-office): staff cancel whatever the notice (the
 * CANCEL_NOTICE_HOURS rule is the members'), but not what has already ended; the member is
 * e-mailed the reason. The cancel, its audit entry and the e-mail share one transaction, opened here.
 */
export async function cancelByStaff(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  staff: AuthUser,
  id: number,
  reason: string,
) {
  const booking = await findBooking(deps.db, id);
  if (!booking) throw new AppError(404, 'appointmentNotFound');
  if (booking.cancelled_at) throw new AppError(409, 'appointmentAlreadyCancelled');
  if (booking.date_final <= nowLocal(deps)) throw new AppError(422, 'appointmentEnded');
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await cancelBooking(trx, id, staff.id, now);
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'appointment.cancel',
      target: `appointment:${id}`,
      before: { cancelled_at: null, cancelled_by: null },
      after: { cancelled_at: now, cancelled_by: staff.id, reason },
      now,
    });
    await tellCancelled(trx, deps, booking, reason);
  });
}
