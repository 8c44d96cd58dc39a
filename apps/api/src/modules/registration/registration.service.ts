import { formatDocument, stripDocument } from '@arena/shared/rules/documents';
import { digitsOnly } from '@arena/shared/rules/phones';
import type { Trx } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { addMs } from '../../lib/time.ts';
import { hashToken } from '../../lib/tokens.ts';
import { insertCompany } from '../companies/companies.service.ts';
import { newRegistration } from '../mail/mail.service.ts';
import { assertVersionInForce, recordAcceptance } from '../users/terms.service.ts';
import { emailTaken, insertUser, mailConfirmLink } from '../users/users.service.ts';
import {
  claimDraft,
  deleteStaleDrafts,
  findDraftOfBrowser,
  startDraft,
  updateDraft,
} from './registration.repository.ts';

/** Retention and erasure (docs/product.md#privacy): drafts left behind, and an anonymised person's. */
export { deleteDraftsOf, deleteStaleDrafts } from './registration.repository.ts';

/** A draft lives a day after its last step (docs/product.md#api: tied to the browser by a cookie). */
export const DRAFT_TTL_MS = 86_400_000;

type Draft = NonNullable<Awaited<ReturnType<typeof findDraftOfBrowser>>>;

export async function startRegistration(
  { db, clock, limiter }: Pick<Deps, 'db' | 'clock' | 'limiter'>,
  email: string,
  browserSecret: string,
  ip: string,
) {
  await limiter.consume('register', ip);
  if (await emailTaken(db, email)) throw new AppError(409, 'emailTaken');
  const now = clock();
  await deleteStaleDrafts(db, addMs(now, -DRAFT_TTL_MS).toISOString());
  await startDraft(db, email, hashToken(browserSecret), now.toISOString());
}

/**
 * What this browser's draft holds, so a reload resumes the wizard at the step reached
 * (docs/product.md#statuses-and-levels); never the password, only whether it was chosen. Without a live draft the
 * person is told it expired.
 */
export async function resumeRegistration({ db, clock }: Pick<Deps, 'db' | 'clock'>, browserSecret: string | undefined) {
  const draft = browserSecret ? await findDraftOfBrowser(db, hashToken(browserSecret)) : undefined;
  if (!draft || draft.updated_at <= addMs(clock(), -DRAFT_TTL_MS).toISOString()) {
    throw new AppError(404, 'registrationExpired');
  }
  return {
    email: draft.email,
    firstname: draft.firstname ?? '',
    lastname: draft.lastname ?? '',
    phone: draft.phone ?? '',
    document: draft.document ? formatDocument(draft.document) : '',
    name_company: draft.name_company ?? '',
    activity: draft.activity ?? '',
    phone_company: draft.phone_company ?? '',
    site: draft.site ?? '',
    password_chosen: Boolean(draft.password_hash),
  };
}

/**
 * This browser's draft, when it is for `email` and alive; otherwise the person starts over. A
 * draft is found only by its browser's cookie (docs/product.md#registration-draft), so knowing
 * someone's e-mail reaches nothing of theirs.
 */
async function ownDraft(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  email: string,
  browserSecret: string | undefined,
): Promise<Draft> {
  const draft = browserSecret ? await findDraftOfBrowser(db, hashToken(browserSecret)) : undefined;
  const fresh = draft && draft.updated_at > addMs(clock(), -DRAFT_TTL_MS).toISOString();
  if (!draft || !fresh || draft.email !== email) throw new AppError(403, 'registrationExpired');
  return draft;
}

export async function savePeople(
  deps: Pick<Deps, 'db' | 'clock'>,
  secret: string | undefined,
  body: { email: string; firstname: string; lastname: string; phone: string },
) {
  const draft = await ownDraft(deps, body.email, secret);
  await updateDraft(deps.db, draft.browser_hash, {
    firstname: body.firstname,
    lastname: body.lastname,
    phone: digitsOnly(body.phone),
    updated_at: deps.clock().toISOString(),
  });
}

export async function saveCompany(
  deps: Pick<Deps, 'db' | 'clock'>,
  secret: string | undefined,
  body: {
    email: string;
    document: string;
    name_company: string;
    activity?: string;
    phone_company?: string;
    site?: string;
  },
) {
  const draft = await ownDraft(deps, body.email, secret);
  if (!draft.firstname) throw new AppError(409, 'registrationOutOfOrder');
  await updateDraft(deps.db, draft.browser_hash, {
    document: stripDocument(body.document),
    name_company: body.name_company,
    activity: body.activity ?? '',
    phone_company: digitsOnly(body.phone_company ?? ''),
    site: body.site ?? '',
    updated_at: deps.clock().toISOString(),
  });
}

/**
 * The password step hashes, the costliest thing an anonymous caller can ask for: it is limited
 * per address and checked against the draft first, and it hashes in the pool's anonymous lane,
 * behind members' logins (docs/product.md#api).
 */
export async function savePassword(
  deps: Pick<Deps, 'db' | 'clock' | 'limiter'>,
  secret: string | undefined,
  email: string,
  password: string,
  ip: string,
) {
  const draft = await ownDraft(deps, email, secret);
  if (!draft.firstname || !draft.document) throw new AppError(409, 'registrationOutOfOrder');
  await deps.limiter.consume('registerPass', ip);
  await updateDraft(deps.db, draft.browser_hash, {
    password_hash: await hashPassword(password, { lane: 'anonymous', client: ip }),
    updated_at: deps.clock().toISOString(),
  });
}

/**
 * The terms step creates the user: Pendente, level 2, waiting for finance (docs/product.md#statuses-and-levels). The
 * draft is taken out in the same transaction (claimDraft), so a double tap creates one user and
 * the other tap hears the draft is gone; a race with another path to the same e-mail ends in
 * the ordinary 409.
 */
export async function acceptTerms(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  secret: string | undefined,
  email: string,
  accepted: { version?: string; ip: string },
) {
  assertVersionInForce(deps.config, accepted.version);
  const owned = await ownDraft(deps, email, secret);
  if (!owned.firstname || !owned.document || !owned.password_hash) throw new AppError(409, 'registrationOutOfOrder');
  const now = deps.clock().toISOString();
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const claimed = await claimDraft(trx, email, owned.browser_hash);
      if (!claimed) throw new AppError(403, 'registrationExpired');
      if (await emailTaken(trx, email)) throw new AppError(409, 'emailTaken');
      const userId = await createUserFromDraft(trx, claimed, now);
      // The member's and the staff's e-mails are queued with the new user (docs/product.md#statuses-and-levels); the
      // member's carries the link that proves the address (docs/product.md#registration-proof).
      const name = claimed.firstname ?? '';
      await mailConfirmLink({ ...deps, db: trx }, { id: userId, name, email });
      // The acceptance is evidence: version, time and address, with a copy of the text mailed
      // (docs/product.md#terms).
      await recordAcceptance({ ...deps, db: trx }, { id: userId, name, email }, accepted.ip);
      await deps.mailer.send(
        {
          to: deps.config.STAFF_EMAIL,
          ...newRegistration(
            {
              name: `${name} ${claimed.lastname ?? ''}`.trim(),
              email,
              company: claimed.name_company ?? '',
            },
            `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/admin`,
          ),
        },
        { db: trx },
      );
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError(409, 'emailTaken');
      throw err;
    });
}

async function createUserFromDraft(trx: Trx, draft: Draft, now: string): Promise<number> {
  const userId = await insertUser(trx, {
    email: draft.email,
    password_hash: draft.password_hash,
    name: draft.firstname ?? '',
    lastname: draft.lastname ?? '',
    phone: draft.phone ?? '',
    status: 'Pendente',
    level: 2,
    role: 'member',
    plan_id: null,
    qtd_team: 0,
    manager_id: null,
    created_at: now,
    updated_at: now,
  });
  await insertCompany(trx, {
    userId,
    document: draft.document ?? '',
    name: draft.name_company ?? '',
    activity: draft.activity ?? '',
    phone: draft.phone_company ?? '',
    site: draft.site ?? '',
  });
  return userId;
}
