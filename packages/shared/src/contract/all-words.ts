import { bookingsWords } from '../bookings/words.ts';
import { commonWords } from './words.ts';
import { screenWords } from './screen-words.ts';
import { errorWords } from './error-words.ts';
import { invoicesWords } from '../invoices/words.ts';
import { plansWords } from '../plans/words.ts';
import { privacyWords } from '../privacy/words.ts';
import { registrationWords } from '../registration/words.ts';
import { termsWords } from '../terms/words.ts';
import { usersWords } from '../users/words.ts';
import { teamWords } from '../users/team-words.ts';
import { auditLogStaffWords } from '../audit-log/staff-words.ts';
import { bookingsStaffWords } from '../bookings/staff-words.ts';
import { closedDaysStaffWords } from '../closed-days/staff-words.ts';
import { commonStaffWords } from './staff-words.ts';
import { invoicesStaffWords } from '../invoices/staff-words.ts';
import { mailStaffWords } from '../mail/staff-words.ts';
import { plansStaffWords } from '../plans/staff-words.ts';
import { privacyStaffWords } from '../privacy/staff-words.ts';
import { requestsStaffWords } from '../requests/staff-words.ts';
import { roomsStaffWords } from '../rooms/staff-words.ts';
import { usersStaffWords } from '../users/staff-words.ts';

/**
 * Every area's words as the two catalogues (docs/product.md#words): the members' and the back-office's.
 * For the server, the tests and a lookup by a key known only at run time; a screen imports its areas'
 * word files instead, so its chunk carries only them (docs/decisions/034-shared-by-area.md).
 */
export const messages = {
  ...bookingsWords,
  ...commonWords,
  ...screenWords,
  ...errorWords,
  ...invoicesWords,
  ...plansWords,
  ...privacyWords,
  ...registrationWords,
  ...termsWords,
  ...usersWords,
  ...teamWords,
} as const;

export const adminMessages = {
  ...auditLogStaffWords,
  ...bookingsStaffWords,
  ...closedDaysStaffWords,
  ...commonStaffWords,
  ...invoicesStaffWords,
  ...mailStaffWords,
  ...plansStaffWords,
  ...privacyStaffWords,
  ...requestsStaffWords,
  ...roomsStaffWords,
  ...usersStaffWords,
} as const;

/** The whole catalogue's type, composed from the area word files. */
export type Catalogue = typeof bookingsWords &
  typeof commonWords &
  typeof screenWords &
  typeof errorWords &
  typeof invoicesWords &
  typeof plansWords &
  typeof privacyWords &
  typeof registrationWords &
  typeof termsWords &
  typeof usersWords &
  typeof teamWords &
  typeof auditLogStaffWords &
  typeof bookingsStaffWords &
  typeof closedDaysStaffWords &
  typeof commonStaffWords &
  typeof invoicesStaffWords &
  typeof mailStaffWords &
  typeof plansStaffWords &
  typeof privacyStaffWords &
  typeof requestsStaffWords &
  typeof roomsStaffWords &
  typeof usersStaffWords;
