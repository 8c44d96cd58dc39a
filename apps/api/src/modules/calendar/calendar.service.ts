import { createHash } from 'node:crypto';
import { addDays } from '@arena/shared/rules/dates';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../types.ts';
import { bookingFeed } from '../bookings/bookings.mail.ts';
import { listFeedBookings } from '../bookings/bookings.repository.ts';
import { findFeedOfUser, findFeedOwner, saveFeed } from './calendar.repository.ts';

/** How far back the feed goes (product.md §8). */
export const FEED_DAYS_BACK = 30;

/** Part of the ETag: bump it when bookingFeed writes its calendars differently, so apps fetch anew. */
const FEED_FORMAT = 1;

/** The shape of a feed's secret: newToken's 32 random bytes in base64url. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

function feedUrl({ config }: Pick<Deps, 'config'>, token: string): { url: string } {
  return { url: `${config.PUBLIC_URL.replace(/\/$/, '')}/api/calendar/${token}.ics` };
}

/** GET /users/me/calendar: the member's address, made on the first ask. */
export async function calendarAddress(deps: Pick<Deps, 'db' | 'clock' | 'config'>, caller: AuthUser) {
  const existing = await findFeedOfUser(deps.db, caller.id);
  if (existing) return feedUrl(deps, existing.token);
  const { token, hash } = newToken();
  await saveFeed(
    deps.db,
    { userId: caller.id, token, tokenHash: hash, now: deps.clock().toISOString() },
    { replace: false },
  );
  // Another call may have made it first: answer what is stored, so both give the same address.
  const saved = await findFeedOfUser(deps.db, caller.id);
  return feedUrl(deps, saved?.token ?? token);
}

/** POST /users/me/calendar/reset: a new address; the old one answers 404 from now on. */
export async function resetCalendarAddress(deps: Pick<Deps, 'db' | 'clock' | 'config'>, caller: AuthUser) {
  const { token, hash } = newToken();
  await saveFeed(
    deps.db,
    { userId: caller.id, token, tokenHash: hash, now: deps.clock().toISOString() },
    { replace: true },
  );
  return feedUrl(deps, token);
}

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
 * GET /calendar/<secret>.ics (product.md §8): the owner's bookings that end from FEED_DAYS_BACK
 * days ago on. The ETag is a digest of what the feed shows, so calendar apps polling it get a
 * 304 without the calendar being built; Last-Modified is the latest booking, cancellation or
 * address change among them. A secret that is malformed, unknown, replaced, or whose owner may
 * no longer book is the same 404 (docs/decisions/015-calendar-feed-address.md).
 */
export async function calendarFeed(deps: Pick<Deps, 'db' | 'clock' | 'config'>, secret: string): Promise<Feed> {
  const owner = SECRET.test(secret) ? await findFeedOwner(deps.db, hashToken(secret)) : undefined;
  if (!owner) throw new AppError(404, 'notFound');
  const { config } = deps;
  const from = addDays(localDate(deps.clock(), config.SPACE_TIMEZONE), -FEED_DAYS_BACK);
  const rows = await listFeedBookings(deps.db, owner.user_id, from);
  const live = rows
    .filter((r) => r.cancelled_at === null)
    .map((r) => ({ id: r.id, room: r.room, start: r.date_initial, end: r.date_final, created_at: r.created_at }));
  const changes = [owner.created_at, ...rows.map((r) => r.cancelled_at ?? r.created_at)];
  const latest = changes.reduce((a, b) => (a > b ? a : b));
  const c = { timeZone: config.SPACE_TIMEZONE, publicUrl: config.PUBLIC_URL };
  const digest = createHash('sha256')
    .update(JSON.stringify([FEED_FORMAT, c, live]))
    .digest('base64url')
    .slice(0, 27);
  const etag = `"${digest}"`;
  return { etag, lastModified: new Date(latest), body: () => cachedBody(etag, () => bookingFeed(live, c)) };
}
