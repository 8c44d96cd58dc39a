import { createHash } from 'node:crypto';
import { addDays } from '@arena/shared/rules/dates';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { storedSlot } from '../../lib/slot.ts';
import { localDate } from '../../lib/time.ts';
import { bookingsCalendar, feedOwner } from '../calendar/calendar.service.ts';
import { listFeedBookings } from './my-bookings.repository.ts';

/** How far back the feed goes (docs/product.md#calendar-feed). */
export const FEED_DAYS_BACK = 30;

/** Part of the ETag: bump it when bookingsCalendar writes its calendars differently, so apps fetch anew. */
const FEED_FORMAT = 1;

export type Feed = { etag: string; lastModified: Date; body: () => Buffer };

/**
 * Built calendars by ETag. The ETag is a digest of everything a calendar shows, so a kept one
 * is right for as long as it is asked for; building one takes milliseconds (ical-generator),
 * and calendar apps that fetch whole without a validator (several do) would pay it every poll.
 * Oldest first out past the bound.
 */
const BODIES_KEPT = 200;
const bodies = new Map<string, Buffer>();

function cachedBody(etag: string, build: () => string): Buffer {
  let body = bodies.get(etag);
  if (!body) {
    body = Buffer.from(build(), 'utf8');
    if (bodies.size >= BODIES_KEPT) bodies.delete(bodies.keys().next().value as string);
    bodies.set(etag, body);
  }
  return body;
}

/**
 * GET /calendar/<secret>.ics (docs/product.md#calendar-feed): the owner's bookings that end from
 * FEED_DAYS_BACK days ago on, written by the calendar module with the UIDs their invitations
 * carry. The ETag is a digest of what the feed shows, so calendar apps polling it get a 304
 * without the calendar being built; Last-Modified is the latest booking, cancellation or address
 * change among them. A secret that opens no feed is the 404 of docs/decisions/015.
 */
export async function calendarFeed(deps: Pick<Deps, 'db' | 'clock' | 'config'>, secret: string): Promise<Feed> {
  const owner = await feedOwner(deps.db, secret);
  if (!owner) throw new AppError(404, 'notFound');
  const { config } = deps;
  const from = addDays(localDate(deps.clock(), config.SPACE_TIMEZONE), -FEED_DAYS_BACK);
  const rows = await listFeedBookings(deps.db, owner.user_id, from);
  const live = rows
    .filter((r) => r.cancelled_at === null)
    .map((r) => ({
      uid: r.uid,
      room: r.room,
      slot: storedSlot(r.date_initial, r.date_final),
      created_at: r.created_at,
    }));
  const changes = [owner.created_at, ...rows.map((r) => r.cancelled_at ?? r.created_at)];
  const latest = changes.reduce((a, b) => (a > b ? a : b));
  const c = { timeZone: config.SPACE_TIMEZONE, publicUrl: config.PUBLIC_URL };
  const digest = createHash('sha256')
    .update(JSON.stringify([FEED_FORMAT, c, live]))
    .digest('base64url')
    .slice(0, 27);
  const etag = `"${digest}"`;
  return { etag, lastModified: new Date(latest), body: () => cachedBody(etag, () => bookingsCalendar(live, c)) };
}
