import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@arena/shared/contract/error-codes';
import type { SeriesBody, SeriesDate, SeriesState } from '@arena/shared/bookings/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';

import { addDays, formatDay } from '@arena/shared/rules/dates';
import { minutesPrice } from '@arena/shared/rules/money';

import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { endText, minutesOf, monthOf, type Slot, startText } from '../../lib/slot.ts';
import type { AuthUser } from '../../types.ts';
import { seriesInvitation } from '../calendar/calendar.service.ts';
import { isClosedDay } from '../closed-days/closed-days.service.ts';
import { describeWhen, seriesConfirmed, seriesStateWords } from '../mail/mail.service.ts';
import { accountIdOf, accountUsage } from '../plans/hours.service.ts';
import { findActiveRoom } from '../rooms/rooms.service.ts';
import { type Booking, bookRoom, nowLocal } from './bookings.service.ts';
import { checkBookingTimes, normalizeDateTime } from './bookings.rules.ts';
import { isTaken } from './series.repository.ts';

/**
 * Recurring bookings (docs/product.md#series): _Repetir toda semana_ for 2 to 12 weeks. The dates
 * are wall-clock São Paulo dates, a week apart on the calendar (addDays on `YYYY-MM-DD`), so the
 * times stay the same across a change of daylight saving; the zone database turns each into its
 * instant only where an instant is needed (the invitation).
 */

type SeriesDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

/** The occurrences' start and end texts, the first one's checked as a single booking is. */
function occurrences(body: SeriesBody, deps: Pick<Deps, 'clock' | 'config'>) {
  const first = checkBookingTimes(body.date_initial, body.date_final, nowLocal(deps), deps.config);
  const [startTime, endTime] = [normalizeDateTime(body.date_initial), normalizeDateTime(body.date_final)].map((v) =>
    v.slice(11),
  );
  return Array.from({ length: body.weeks }, (_, k) => {
    const date = addDays(first.date, 7 * k);
    return { date, start: `${date} ${startTime}`, end: `${date} ${endTime}` };
  });
}

/** The state a refused occurrence is reported with, from the error a single booking would get. */
const STATES: Partial<Record<ErrorCode, SeriesState>> = {
  BOOKING_CONFLICT: 'ocupado',
  BOOKING_CLOSED_DAY: 'dia_fechado',
  BOOKING_TOO_FAR: 'alem_do_prazo',
  PLAN_HOURS_EXCEEDED: 'sem_horas',
  OVERAGE_NOT_ACCEPTED: 'excedente_nao_aceito',
  OVERAGE_HOURS_NOT_ACCEPTED: 'excedente_nao_aceito',
};

/**
 * POST /manager/appointment/series/preview: each date with its state, as confirming would find it
 * now. The plan's hours are counted per month across the series (each occurrence in its own month).
 */
export async function previewSeries(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  caller: AuthUser,
  body: SeriesBody,
): Promise<SeriesDate[]> {
  const dates = occurrences(body, deps);
  const room = await findActiveRoom(deps.db, body.participants);
  if (!room) throw new AppError(404, 'roomNotFound');
  const now = nowLocal(deps);
  const account = accountIdOf(caller);
  const left = new Map<string, { minutes: number; block: boolean; hourCents: number }>();
  const answer: SeriesDate[] = [];
  for (const o of dates) {
    let slot: Slot;
    try {
      slot = checkBookingTimes(o.start, o.end, now, deps.config);
    } catch (err) {
      if (err instanceof AppError && STATES[err.code]) {
        answer.push({ date: o.date, state: STATES[err.code] as SeriesState });
        continue;
      }
      throw err;
    }
    if (await isClosedDay(deps.db, o.date)) answer.push({ date: o.date, state: 'dia_fechado' });
    else if (await isTaken(deps.db, room.id, slot)) answer.push({ date: o.date, state: 'ocupado' });
    else {
      const month = monthOf(slot);
      let hours = left.get(month);
      if (!hours) {
        const usage = await accountUsage(deps.db, account, month);
        hours = {
          minutes: usage.remaining_minutes,
          block: usage.overage === 'block',
          hourCents: usage.overage_hour_cents ?? 0,
        };
        left.set(month, hours);
      }
      const minutes = minutesOf(slot);
      if (hours.block && minutes > hours.minutes) answer.push({ date: o.date, state: 'sem_horas' });
      else {
        // Beyond what is left, excedente at the plan's hour price; its cost only for the account holder.
        const overage = Math.max(0, minutes - hours.minutes);
        hours.minutes = Math.max(0, hours.minutes - minutes);
        const cents = caller.manager_id === null ? minutesPrice(overage, hours.hourCents) : null;
        answer.push({ date: o.date, state: 'livre', overage_minutes: overage, overage_cents: cents });
      }
    }
  }
  return answer;
}

/**
 * POST /manager/appointment/series: books every date that is free, each in its own transaction
 * through the single booking's path (bookings.service.ts: lock, overlap, plan hours), so a date
 * taken meanwhile is refused and reported while the others are kept. Then one e-mail lists them,
 * with one `.ics` holding every occurrence under its own UID.
 */
export async function bookSeries(deps: SeriesDeps, caller: AuthUser, body: SeriesBody) {
  const dates = occurrences(body, deps);
  const room = await findActiveRoom(deps.db, body.participants);
  if (!room) throw new AppError(404, 'roomNotFound');
  const series = { id: randomUUID() };
  const booked: Booking[] = [];
  const refused: SeriesDate[] = [];
  // The preview's excedente the member accepted, spent date by date (docs/product.md#series).
  const consent = { minutes: body.max_overage_minutes ?? 0, cents: body.max_overage_cents ?? 0 };
  for (const o of dates) {
    try {
      const one = await bookRoom(deps, caller, room.name, o.start, o.end, { series, consent: { ...consent } });
      consent.minutes = Math.max(0, consent.minutes - one.overageMinutes);
      consent.cents = Math.max(0, consent.cents - one.overageCents);
      booked.push(one);
    } catch (err) {
      const state = err instanceof AppError ? STATES[err.code] : undefined;
      if (!state) throw err;
      refused.push({ date: o.date, state });
    }
  }
  if (booked.length > 0) {
    const { config } = deps;
    const tz = config.SPACE_TIMEZONE;
    const words = seriesConfirmed({
      name: caller.name,
      room: room.name,
      booked: booked.map((b) => describeWhen(b.slot, tz)),
      refused: refused.map((r) => `${formatDay(r.date)}: ${seriesStateWords[r.state]}`),
      noticeHours: config.CANCEL_NOTICE_HOURS,
    });
    const place = { timeZone: tz, publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM, now: deps.clock() };
    const ics = seriesInvitation(
      booked.map((b) => ({ uid: b.uid, room: b.room, slot: b.slot })),
      caller.email,
      place,
    );
    await deps.mailer.send({ to: caller.email, ...words, attachments: [ics] });
  }
  return {
    message: booked.length > 0 ? bookingsWords.seriesDone(booked.length) : bookingsWords.seriesNothingFree,
    series_id: series.id,
    booked: booked.map((b) => ({
      id: b.id,
      user_id: b.userId,
      participants: b.room,
      date_initial: startText(b.slot),
      date_final: endText(b.slot),
      mine: true,
    })),
    refused,
  };
}
