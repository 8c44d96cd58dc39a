import type { MessageKey } from './error-codes.ts';

/**
 * Why a session ended before its time (docs/product.md#sessions), as the server stores it with the
 * revoked session, and the 401 each answers to the token's holder: the catalogue key of its words,
 * whose capitals are the answer's `code`. Only whoever presents the token hears the reason; a
 * token nobody issued, or one already forgotten, is `UNAUTHENTICATED`.
 */
export const endedBy = {
  /** SAIR with this token. */
  logout: 'sessionLoggedOut',
  /** A new password (the account screen, a recovery link, the staff command). */
  password: 'sessionPasswordChanged',
  /** _Sair de todos os outros dispositivos_ on another device. */
  others: 'sessionEndedElsewhere',
  /** The account's manager removed this team member (docs/product.md#team). */
  removed: 'accessRemoved',
  /** An administrator removed this staff account (docs/product.md#staff-roles). */
  staffRemoved: 'staffAccessRemoved',
  /** This person was anonymised (docs/product.md#anonymize). */
  anonymized: 'accessAnonymized',
  /** The account holder was anonymised: their team's access ended (docs/product.md#anonymize). */
  holderAnonymized: 'teamAccessEnded',
} as const satisfies Record<string, MessageKey>;

export type SessionEndReason = keyof typeof endedBy;

/**
 * Every 401 a signed-in call may answer: no token or an unknown one, a session past its 30 days or
 * 14 days unused, and the reasons above.
 */
export const SESSION_REFUSALS = ['unauthenticated', 'sessionExpired', ...Object.values(endedBy)] as const;

export type SessionRefusal = (typeof SESSION_REFUSALS)[number];
