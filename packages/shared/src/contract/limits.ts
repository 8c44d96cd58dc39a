/**
 * Limits of the contract that are not settings (docs/product.md#api), named once so the server, the
 * web app and the docs say the same number.
 */
export const DAY_MS = 86_400_000;

/** A session lives at most this long after login… */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** …and ends sooner when unused this long (OWASP ASVS 3.3: an idle timeout). */
export const SESSION_IDLE_MS = 14 * DAY_MS;
/** How stale `last_seen_at` may get before a request refreshes it (one write an hour at most). */
export const SESSION_TOUCH_MS = 3_600_000;

/** A recovery link works for an hour, an invite for a week; each only once. */
export const RECOVERY_TTL_MS = 3_600_000;
export const INVITE_TTL_MS = 7 * DAY_MS;
/** The registration's e-mail confirmation link works for a week, once (docs/product.md#registration-proof). */
export const CONFIRM_EMAIL_TTL_MS = 7 * DAY_MS;

/** A browser that signed in stays known for this long after its last login. */
export const TRUSTED_DEVICE_TTL_MS = 180 * DAY_MS;

/**
 * Increasing delays on one account's failed logins from unknown browsers (docs/product.md#api: delays,
 * not a lockout): the first half of the account's budget (RATE_LIMIT_LOGIN_ACCOUNT) is free, then
 * each attempt waits twice as long as the one before, up to `LOGIN_MAX_DELAY_S`.
 */
export const LOGIN_MAX_DELAY_S = 60;

export function loginDelaySeconds(failures: number, budget: number): number {
  const free = Math.floor(budget / 2);
  if (failures <= free) return 0;
  return Math.min(LOGIN_MAX_DELAY_S, 2 ** (failures - free - 1));
}

/** The longest period staff can ask the agenda for at once (GET /admin/appointments). */
export const AGENDA_MAX_RANGE_DAYS = 93;

/** How many years ahead staff can load national holidays as closed days. */
export const HOLIDAY_YEARS_AHEAD = 5;

/**
 * How long a text a person types may be, named once so the schema's refusal, the server's and
 * the counter under a text area say the same number.
 */
export const FIRSTNAME_MAX = 80;
export const LASTNAME_MAX = 120;
/** A person's full name: a team member, the sender of a message. */
export const NAME_MAX = 120;
export const COMPANY_NAME_MAX = 200;
export const ACTIVITY_MAX = 200;
export const SITE_MAX = 300;
export const SUBJECT_MAX = 200;
/** A message to staff: support, plan change, studio. */
export const MESSAGE_MAX = 5000;
