import { formatDay } from '@arena/shared/rules/dates';
import { termsAsText, termsOfUse } from '@arena/shared/terms-text';
import type { Trx } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDateTime } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { termsCopy } from '../mail/mail.service.ts';
import { insertAcceptance, listAcceptances } from './terms.repository.ts';
import { updateUser } from './users.repository.ts';

type AcceptDeps = Pick<Deps, 'clock' | 'config' | 'mailer'> & { db: Trx };

/** `2026-11-27` → `27/11/2026`. */
const dateOf = formatDay;

/** The contract as the person read it: the text in force, with the company's settings. */
export function termsInForce(config: Deps['config']) {
  return termsOfUse({
    company: {
      name: config.COMPANY_NAME,
      document: config.COMPANY_DOCUMENT,
      address: config.COMPANY_ADDRESS,
      privacy_email: config.PRIVACY_EMAIL,
    },
    cancelNoticeHours: config.CANCEL_NOTICE_HOURS,
    whatsapp: config.WHATSAPP_NUMBER,
  });
}

/**
 * Records that `user` accepted the terms in force (TERMS_VERSION) now, from `ip`, in the caller's
 * transaction, and queues the copy of the text to them (docs/product.md#terms) — once per person
 * and version: a second acceptance of the same version records nothing and sends nothing.
 * Registration, a team member's invite and POST /terms/accept all come here.
 */
export async function recordAcceptance(
  deps: AcceptDeps,
  user: { id: number; name: string; email: string },
  ip: string,
): Promise<boolean> {
  const now = deps.clock();
  const version = deps.config.TERMS_VERSION;
  const recorded = await insertAcceptance(deps.db, {
    user_id: user.id,
    version,
    accepted_at: now.toISOString(),
    ip,
  });
  // Also when this version was accepted before (TERMS_VERSION set back to it): the person is
  // no longer asked, but nothing new is recorded or sent.
  await updateUser(deps.db, user.id, { terms_version: version });
  if (!recorded) return false;
  const local = localDateTime(now, deps.config.SPACE_TIMEZONE);
  await deps.mailer.send(
    {
      to: user.email,
      ...termsCopy({
        name: user.name,
        version: dateOf(version),
        when: `${dateOf(local)} às ${local.slice(11, 16)}`,
        ip,
        text: termsAsText(termsInForce(deps.config)),
      }),
    },
    { db: deps.db },
  );
  return true;
}

/**
 * The person read a version of the terms: it must be the one in force (an older one is refused,
 * so nobody accepts a text they were not shown); staff accept none (docs/product.md#terms).
 */
export function assertVersionInForce(config: Deps['config'], version: string | undefined): void {
  if (version !== undefined && version !== config.TERMS_VERSION) throw new AppError(409, 'termsVersionOutdated');
}

/** POST /terms/accept (docs/product.md#terms): answers the words to show. */
export async function acceptTerms(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  caller: AuthUser,
  version: string,
  ip: string,
): Promise<'termsAccepted' | 'termsAcceptedQueued'> {
  // Past the access rule, so not a 403: staff hold no contract to accept.
  if (caller.role === 'staff') throw new AppError(409, 'membersOnly');
  assertVersionInForce(deps.config, version);
  await deps.db.transaction().execute((trx) => recordAcceptance({ ...deps, db: trx }, caller, ip));
  return deps.config.MAIL_URL ? 'termsAccepted' : 'termsAcceptedQueued';
}

/** A person's acceptances, the latest first, as the staff's member page and Meus dados show them. */
export async function acceptancesOf({ db }: Pick<Deps, 'db'>, userId: number) {
  return listAcceptances(db, userId);
}
