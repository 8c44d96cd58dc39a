import type { SessionEndReason } from '@arena/shared/contract/session-end';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { reusable } from '../../db/reusable.ts';
import { userColumns } from './users.repository.ts';

/**
 * Sessions (hashed bearer tokens), the browsers each user signed in from, and the single-use
 * tokens behind recovery and invite links (docs/product.md#api).
 */

/** The user's columns but their own status, which the session replaces with the account's. */
const ownColumns = userColumns.filter(
  (c): c is Exclude<(typeof userColumns)[number], 'users.status'> => c !== 'users.status',
);

/**
 * The session check of every signed-in request; values: the token's hash, now, and the moment
 * before which an unused session has gone idle (docs/product.md#api). Its `status` is the account's
 * (docs/product.md#account-status): a team member's is their account holder's, so suspending or
 * refusing the holder stops everyone in the account at their next request.
 */
const sessionByToken = reusable((db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('users as holder', 'holder.id', 'users.manager_id')
    .leftJoin('plans', 'plans.id', 'users.plan_id')
    .select(['sessions.id as sessionId', 'sessions.last_seen_at as lastSeenAt', ...ownColumns])
    .select(sql<string>`coalesce(holder.status, users.status)`.as('status'))
    .where('sessions.token_hash', '=', '')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', '')
    .where('sessions.last_seen_at', '>', ''),
);

export async function findSessionByToken(db: Db, tokenHash: string, now: string, idleSince: string) {
  const { rows } = await sessionByToken(db, [tokenHash, now, idleSince]);
  return rows[0];
}

/** A session that no longer lets its token in, read only to tell its holder why (docs/product.md#sessions). */
export function findEndedSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .select(['revoked_at', 'ended_reason', 'expires_at', 'last_seen_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertSession(db: Db, s: { userId: number; tokenHash: string; now: string; expiresAt: string }) {
  await db
    .insertInto('sessions')
    .values({
      user_id: s.userId,
      token_hash: s.tokenHash,
      created_at: s.now,
      expires_at: s.expiresAt,
      last_seen_at: s.now,
    })
    .execute();
}

export async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

/** SAIR: this session ends, and its token's holder is told they signed out. */
export async function revokeSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, ended_reason: 'logout' satisfies SessionEndReason })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Revokes every live session of a user except `keepSessionId` (a password change and _Sair de todos
 * os outros dispositivos_ keep the caller's), remembering why; answers how many it ended.
 */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: string,
  reason: SessionEndReason,
  keepSessionId?: number,
  /** Only sessions still live: not past their 30 days, used since this instant (the idle limit). */
  liveSince?: string,
): Promise<number> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now, ended_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id', '!=', keepSessionId);
  if (liveSince !== undefined) q = q.where('expires_at', '>', now).where('last_seen_at', '>', liveSince);
  const [result] = await q.execute();
  return Number(result?.numUpdatedRows ?? 0);
}

/** The browsers each user signed in from, known by the hash of their device cookie (docs/product.md#api). */
export function findDevice(db: Db, userId: number, tokenHash: string, notBefore: string) {
  return db
    .selectFrom('trusted_devices')
    .select(['id'])
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('last_used_at', '>', notBefore)
    .executeTakeFirst();
}

/** How many browsers a user is remembered on; a client that keeps no cookie would add one per login. */
const KEEP_DEVICES = 10;

export async function insertDevice(db: Db, userId: number, tokenHash: string, now: string): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now, last_used_at: now })
    .execute();
  await db
    .deleteFrom('trusted_devices')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('trusted_devices')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .limit(KEEP_DEVICES),
    )
    .execute();
}

export async function touchDevice(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('trusted_devices').set({ last_used_at: now }).where('id', '=', id).execute();
}

/**
 * Single-use tokens behind the recovery and invite links (docs/product.md#api) and the registration's
 * address confirmation (docs/product.md#registration-proof).
 */
export type LinkPurpose = 'recovery' | 'invite' | 'confirm';
/** The links that set a password at /reset-password; a confirmation link never does. */
export const PASSWORD_LINKS: LinkPurpose[] = ['recovery', 'invite'];

export async function insertOneTimeToken(
  db: Db,
  t: { userId: number; tokenHash: string; purpose: LinkPurpose; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: t.userId,
      token_hash: t.tokenHash,
      purpose: t.purpose,
      created_at: t.now,
      expires_at: t.expiresAt,
    })
    .execute();
}

export function findLiveToken(db: Db, tokenHash: string, now: string, purposes: LinkPurpose[] = PASSWORD_LINKS) {
  return db
    .selectFrom('one_time_tokens')
    .select(['id', 'user_id', 'purpose'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * An invite link already used to create the password (walk C8): its holder is the invitee, who is
 * told to sign in rather than to ask for a new invite. Null for any other dead link.
 */
export function findUsedInvite(db: Db, tokenHash: string) {
  return db
    .selectFrom('one_time_tokens')
    .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
    .select(['users.email'])
    .where('one_time_tokens.token_hash', '=', tokenHash)
    .where('one_time_tokens.purpose', '=', 'invite')
    .where('one_time_tokens.used_at', 'is not', null)
    .where('users.password_hash', 'is not', null)
    .where('users.removed_at', 'is', null)
    .executeTakeFirst();
}

/** Uses up every open link of a user: a reset makes older links worthless too. */
export async function useUpAllTokens(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Uses the link up in one statement (docs/product.md#api): of any number of parallel uses, the one
 * whose update finds it unused gets its owner; the others get nothing.
 */
export function consumeToken(db: Db, tokenHash: string, now: string, purposes: LinkPurpose[] = PASSWORD_LINKS) {
  return db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
}

/**
 * Retention (docs/product.md#retention): sessions that ended before `before` — revoked, expired,
 * or idle since `idleBefore` — and links used or expired before it. Answers how many of each.
 */
export async function deleteEndedSessions(db: Db, before: string, idleBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('revoked_at', '<', before),
        eb('expires_at', '<', before),
        eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<', idleBefore),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteDeadTokens(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('one_time_tokens')
    .where((eb) => eb.or([eb('used_at', '<', before), eb('expires_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Browsers not seen since `before`, which no longer count as known (TRUSTED_DEVICE_TTL_MS). */
export async function deleteForgottenDevices(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('trusted_devices').where('last_used_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
