import { formatDayMonth } from '@arena/shared/rules/dates';
import type { Deps } from '../../deps.ts';
import { startLabel, storedSlot } from '../../lib/slot.ts';
import { instantOf, localDate, localDateTime } from '../../lib/time.ts';
import { checkinBy, claimReminder, listRemindable } from '../bookings/bookings.service.ts';
import { bookingReminder, describeWhen } from '../mail/mail.service.ts';

/**
 * Reminders (docs/product.md#my-bookings): REMINDER_MINUTES before a booking starts, its owner is e-mailed,
 * exactly once. Each reminder is claimed and its mail queued in one transaction, so a process
 * that dies in between leaves neither. None for a booking made after its reminder time (the
 * member has just booked it); one that fell due while the server was down leaves on the next
 * check, if the booking has not begun. Answers how many were queued.
 */
export async function sendDueReminders(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>): Promise<number> {
  const { db, clock, config, mailer } = deps;
  const minutes = config.REMINDER_MINUTES;
  if (minutes === 0) return 0;
  const tz = config.SPACE_TIMEZONE;
  const now = clock();
  const ahead = minutes * 60_000;
  const candidates = await listRemindable(
    db,
    localDateTime(now, tz),
    localDateTime(new Date(now.getTime() + ahead), tz),
  );
  let queued = 0;
  for (const booking of candidates) {
    const remindAt = instantOf(booking.date_initial, tz).getTime() - ahead;
    if (Date.parse(booking.created_at) >= remindAt) continue;
    const sent = await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, booking.id, now.toISOString()))) return false;
      const slot = storedSlot(booking.date_initial, booking.date_final);
      const day = slot.date;
      const today = localDate(now, tz);
      const tomorrow = localDate(new Date(now.getTime() + 86_400_000), tz);
      const relative = day === today ? 'today' : day === tomorrow ? 'tomorrow' : 'later';
      // The member's own cancellation needs CANCEL_NOTICE_HOURS (docs/product.md#booking-rules).
      const deadline = new Date(instantOf(booking.date_initial, tz).getTime() - config.CANCEL_NOTICE_HOURS * 3_600_000);
      const deadlineLocal = localDateTime(deadline, tz);
      const deadlineDay = deadlineLocal.slice(0, 10);
      const cancelUntil =
        deadline.getTime() > now.getTime()
          ? `${
              deadlineDay === today ? 'hoje' : deadlineDay === tomorrow ? 'amanhã' : formatDayMonth(deadlineDay)
            } às ${deadlineLocal.slice(11, 16)}`
          : null;
      await mailer.send(
        {
          to: booking.email,
          ...bookingReminder({
            name: booking.user_name,
            room: booking.room,
            when: describeWhen(slot, tz),
            day,
            start: startLabel(slot),
            relative,
            cancelUntil,
            checkinBy: checkinBy(booking.date_initial, { config }),
            url: `${config.PUBLIC_URL.replace(/\/$/, '')}/bookings`,
          }),
        },
        { db: trx },
      );
      return true;
    });
    if (sent) queued += 1;
  }
  if (queued > 0) mailer.nudge();
  return queued;
}
