import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../types.ts';
import { findFeedOfUser, findFeedOwner, saveFeed } from './calendar.repository.ts';

/**
 * The calendar module (docs/product.md#calendar-feed): bookings written as iCalendar — the
 * invitations the booking e-mails carry and the member's feed — and each member's private feed
 * address. It imports no other module; the bookings module serves the feed (feed.service.ts).
 */
export { bookingsCalendar, type CalendarBooking, invitation, newEventUid, seriesInvitation } from './calendar.ics.ts';

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

/**
 * Whose feed a secret opens, and since when the address exists; undefined for a secret that is
 * malformed, unknown, replaced, or whose owner may no longer book (docs/decisions/015).
 */
export async function feedOwner(db: Db, secret: string) {
  return SECRET.test(secret) ? findFeedOwner(db, hashToken(secret)) : undefined;
}
